/**
 * The short course in Data Science, in Nepali (twin of
 * data-science.server.ts): the same four levels, sections and level
 * specifications (the PDFs stay in English). The levels keep the names the
 * requirements give them (Introduction, Intermediate, Advanced, Expert)
 * beside a Nepali name. UNREVIEWED.
 */
import type { DataScienceLevel } from "../data-science-levels";
import { dataScienceLevelEntryNe, dataScienceLevelNameNe } from "../data-science-levels.ne";
import { dataScience as en, dataSciencePage, dataScienceLevels } from "./data-science.server";
import { chartsAlt, courseLogo, courseTopicsSection, documentIn, programmePage, shortCourse } from "./shared.ne";
import type { DocumentLink } from "./types";

export const review = "unreviewed";

interface LevelNe {
  summary: string;
  objectives: string[];
}

const levelsNe: Record<DataScienceLevel, LevelNe> = {
  Introduction: {
    summary: "आधारहरू: वर्णनात्मक तथ्याङ्क, Python र स्प्रेडसिट, अनि तपाईँका पहिला चार्टहरू।",
    objectives: [
      "औसत, फैलावट र सरल चार्टहरूले डेटासेटको वर्णन गर्ने",
      "डेटा लोड गर्न र सफा गर्न Python का छोटा प्रोग्राम लेख्ने",
      "डेटाले उत्तर दिन सक्ने स्पष्ट प्रश्न सोध्ने",
    ],
  },
  Intermediate: {
    summary: "अनुमान (इन्फरेन्स), SQL र रिग्रेसन: डेटाको वर्णनबाट त्यसको व्याख्यासम्म।",
    objectives: [
      "परिकल्पनाको परीक्षण गर्ने र विश्वास अन्तराल (कन्फिडेन्स इन्टरभल) प्रस्तुत गर्ने",
      "SQL प्रयोग गरेर रिलेसनल डेटाबेसबाट डेटा खोज्ने",
      "रिग्रेसन मोडेल बनाउने र तिनको अर्थ बुझ्ने",
      "व्यवसायको प्रश्नको उत्तर दिने ड्यासबोर्ड डिजाइन गर्ने",
    ],
  },
  Advanced: {
    summary: "वास्तविक, अस्तव्यस्त डेटामा मेसिन लर्निङ, फिचर इन्जिनियरिङ र मोडेलको मूल्याङ्कन।",
    objectives: [
      "मेसिन लर्निङ मोडेलहरूलाई तालिम दिने, मिलाउने र तुलना गर्ने",
      "फिचर तयार गर्ने, र हराएको वा असन्तुलित डेटा सम्हाल्ने",
      "मोडेलहरूको निष्पक्ष मूल्याङ्कन गर्ने र निर्णयकर्तालाई बुझाउने",
    ],
  },
  Expert: {
    summary: "डेटा साइन्सको कामको नेतृत्व: रणनीति, डिप्लोयमेन्ट र डेटाको नीति-नियन्त्रण।",
    objectives: [
      "डेटा रणनीति र टोलीका प्राथमिकताहरूको योजना बनाउने",
      "मोडेललाई वास्तविक प्रयोगमा लैजाने र निगरानी गर्ने",
      "डेटाको गुणस्तर, गोपनीयता र नैतिकताका मापदण्ड तय गर्ने",
    ],
  },
};

/** "परिचयात्मक (Introduction)": a level as the Nepali page names it, by the name the department page uses too. */
const levelName = (name: DataScienceLevel) => `${dataScienceLevelNameNe[name]} (${name})`;

/** The English record's level specifications, by level, with Nepali labels. */
const specifications = new Map(
  en.sections
    .flatMap((s) => s.blocks)
    .flatMap((b) => (b.type === "topics" ? b.items : []))
    .flatMap((t): [string, DocumentLink][] => (t.document ? [[t.title, t.document]] : [])),
);
const specification = (name: DataScienceLevel): DocumentLink => {
  const doc = specifications.get(name);
  if (!doc) throw new Error(`data-science: no specification for the ${name} level`);
  return documentIn(doc, `${levelName(name)} तहको विवरण`);
};

if (!en.intro.logo) throw new Error("data-science: the English record changed shape");

export const dataScience = shortCourse({
  page: programmePage(dataSciencePage, {
    description:
      "काठमाडौँमा चार तहको डेटा साइन्स छोटो कोर्स, परिचयात्मक (Introduction) देखि विशेषज्ञ (Expert) तहसम्म: तथ्याङ्क, कोडिङ, मोडेलिङ र डेटा भिजुअलाइजेसन।",
    subTitle: "चार तह: परिचयात्मक (Introduction) देखि विशेषज्ञ (Expert) सम्म",
    altText: chartsAlt,
  }),
  logo: courseLogo(en.intro.logo, "डेटा साइन्सको छोटो कोर्स"),
  heading: "पहिलो चार्टदेखि डेटा टोलीको नेतृत्वसम्म",
  paragraphs: [
    "संस्थाहरूले पहिलेभन्दा धेरै डेटा सङ्कलन गर्छन्, र त्यसलाई सही निर्णयमा बदल्न सक्ने मानिस चाहिन्छ। हाम्रो डेटा साइन्स कोर्स चार तहमा बनाइएको छ, त्यसैले तपाईँ आफ्नो अहिलेको तहबाट सुरु गरेर आफ्नो करियरलाई चाहिने तहसम्म पढ्न सक्नुहुन्छ।",
    "हरेक तहमा तथ्याङ्क, कोडिङ, मोडेलिङ र भिजुअलाइजेसन समेटिन्छन्, र तह वास्तविक डेटासेटमाथिको परियोजनासँगै सकिन्छ।",
  ],
  downloads: [],
  sections: [
    {
      id: "overview",
      title: "सङ्क्षिप्त परिचय",
      blocks: [
        { type: "text", text: "यो कोर्सका चार तह छन्। हरेक तहको आफ्नै विवरण डाउनलोड गर्न सकिन्छ।" },
        {
          type: "topics",
          label: "कोर्सका तहहरू",
          ordered: true,
          items: dataScienceLevels.map((l) => ({
            title: levelName(l.name),
            detail: levelsNe[l.name].summary,
            document: specification(l.name),
          })),
        },
      ],
    },
    courseTopicsSection(
      "कोर्सका विषयहरू",
      [
        { title: "तथ्याङ्कशास्त्र", detail: "डेटाको वर्णन, सम्भाव्यता, अनुमान र प्रयोगहरू।" },
        { title: "कोडिङ", detail: "डेटा सङ्कलन गर्न, सफा गर्न र विश्लेषण गर्न Python र SQL।" },
        { title: "मोडेलिङ", detail: "रिग्रेसन, मेसिन लर्निङ र मोडेल कत्तिको राम्रो छ भनेर जाँच्ने तरिका।" },
        {
          title: "डेटा भिजुअलाइजेसन",
          detail: "स्पष्ट र इमानदार कथा भन्ने चार्ट र ड्यासबोर्डहरू।",
        },
      ],
      "unordered",
    ),
    {
      id: "entry",
      title: "भर्नाको पात्रता",
      blocks: [
        {
          type: "topics",
          label: "तहअनुसार भर्नाको पात्रता",
          items: dataScienceLevels.map((l) => ({ title: levelName(l.name), detail: dataScienceLevelEntryNe[l.name] })),
        },
      ],
    },
    {
      id: "framework",
      title: "सिकाइको ढाँचा",
      blocks: [
        { type: "text", text: "हरेक तह एउटै चक्रमा चल्छ, त्यसैले अब के आउँछ भनेर तपाईँलाई सधैँ थाहा हुन्छ:" },
        {
          type: "list",
          ordered: true,
          items: [
            "सिक्नुहोस्: छोटा सत्रमा ट्युटरले हरेक अवधारणा चिनाउनुहुन्छ",
            "अभ्यास गर्नुहोस्: वास्तविक डेटासेटमा निर्देशित ल्याब",
            "प्रयोग गर्नुहोस्: वास्तविक प्रश्नको उत्तर दिने परियोजना",
            "मनन गर्नुहोस्: अगाडि बढ्नुअघि ट्युटर र साथीहरूको प्रतिक्रिया",
          ],
        },
      ],
    },
    {
      id: "objectives",
      title: "सिकाइका उद्देश्यहरू",
      blocks: dataScienceLevels.flatMap((l) => [
        { type: "subheading" as const, text: `${levelName(l.name)} तह` },
        { type: "list" as const, items: levelsNe[l.name].objectives },
      ]),
    },
  ],
});
