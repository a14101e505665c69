/**
 * BSc (Hons) Business Computing and Information Systems, in Nepali (twin of
 * business-computing.server.ts): the same sections, modules and documents;
 * the module titles stay as the university names them. UNREVIEWED.
 */
import { site } from "../site";
import { businessComputing as en, businessComputingPage } from "./business-computing.server";
import { programmeNames } from "./names";
import {
  degreeEntrySection,
  degreePathway,
  degreeYears,
  documentIn,
  enrolmentSection,
  n,
  programmePage,
  progressionSection,
  resourcesBlocks,
  uclanAward,
  university,
} from "./shared.ne";
import { awardPanel } from "./award-panel.ne";
import type { Programme } from "./types";

export const review = "unreviewed";

const [brochure, sheet] = en.downloads;
if (!brochure || !sheet || !en.video) throw new Error("business-computing: the English record changed shape");

export const businessComputing: Programme = {
  ...en,
  award: awardPanel("business-computing"),
  page: programmePage(businessComputingPage, {
    description:
      "काठमाडौँमै पढाइने UCLan को तीन वर्षे BSc (Hons) Business Computing and Information Systems: पढाइको संरचना, भर्नाको पात्रता, मूल्याङ्कन र भर्ना सत्रहरू।",
    subTitle: uclanAward,
    altText: "व्यापारिक चार्टहरू र कोड देखाइरहेको ल्यापटपको चित्र",
  }),
  intro: {
    ...en.intro,
    heading: "प्रविधि र व्यवसाय जोडिने बेलायती अनर्स डिग्री",
    paragraphs: [
      `${programmeNames["business-computing"]} संस्थाहरू चल्ने प्रणाली डिजाइन गर्न चाहने, र ती संस्थालाई त्यस्ता प्रणाली किन चाहिन्छ भनेर पनि बुझ्न चाहनेहरूका लागि हो। तीन वर्षमा तपाईँ व्यावसायिक रणनीतिसँगै प्रोग्रामिङ, डेटाबेस, प्रणाली विश्लेषण र परियोजना व्यवस्थापन सिक्नुहुन्छ, र ${university.name} ले प्रदान गर्ने BSc (Hons) डिग्रीसहित स्नातक हुनुहुन्छ।`,
      "तपाईँ हामीसँग काठमाडौँमै, तपाईँलाई नामैले चिन्ने ट्युटरहरूसँग साना कक्षामा पढ्नुहुन्छ, र विश्वविद्यालयको बेलायतस्थित क्याम्पसका विद्यार्थीले पाउने उही डिग्री पाउनुहुन्छ।",
    ],
  },
  downloads: [documentIn(brochure, "ब्रोसर"), documentIn(sheet, "कार्यक्रम विवरण पत्र")],
  video: {
    ...en.video,
    poster: { ...en.video.poster, alt: "गाउन लगाएका स्नातकहरू आफ्ना टोपी आकाशतिर उफारिरहेका" },
    caption: "दीक्षान्त दिन: हाम्रा विद्यार्थीहरूका वर्षौँको मिहिनेत बेलायती योग्यतामा बदलिने क्षण। अर्को पालो तपाईँको हुन सक्छ।",
  },
  sections: [
    {
      id: "university",
      title: "विश्वविद्यालयको बारेमा",
      blocks: [
        {
          type: "text",
          text: `${university.name} (${university.shortName}) ले इङ्ल्यान्डको उत्तर-पश्चिममा रहेको प्रेस्टनमा झन्डै दुई शताब्दीदेखि पढाउँदै आएको छ, र आज यहाँ करिब ${n("38,000")} विद्यार्थी तथा कर्मचारी छन्। यसले विश्वभरका साझेदार संस्थाहरूसँग काम गर्छ, र यो डिग्रीका लागि काठमाडौँमा यसको शिक्षण साझेदार ${site.name} हो।`,
        },
        {
          type: "text",
          text: `तपाईँको डिग्रीको प्रमाणपत्र र ट्रान्सक्रिप्ट ${university.shortName} ले नै जारी गर्छ, बेलायतमा पढ्ने विद्यार्थीहरूका लागि जस्तै।`,
        },
      ],
    },
    {
      id: "overview",
      title: "कार्यक्रमको परिचय",
      blocks: [
        {
          type: "text",
          text: "हरेक संस्था सूचना प्रणालीमा निर्भर हुन्छ, र उसलाई डेभलपरको भाषा र व्यवस्थापकको भाषा दुवै बोल्न सक्ने मानिस चाहिन्छ। यो डिग्रीले तपाईँलाई त्यस्तै मानिस बन्न तयार पार्छ।",
        },
        {
          type: "list",
          items: [
            "व्यवसायका वास्तविक समस्या समाधान गर्ने सफ्टवेयर र डेटाबेस बनाउने",
            "संस्था कसरी चल्छ भनेर विश्लेषण गर्ने र त्यसलाई सघाउने प्रणाली डिजाइन गर्ने",
            "IT परियोजना, बजेट र टोलीको व्यवस्थापन गर्ने",
            "निर्णय लिन डेटाको प्रयोग गर्ने",
            "प्राविधिक र गैर-प्राविधिक सहकर्मीहरूसँग स्पष्ट रूपमा कुरा गर्ने",
          ],
        },
      ],
    },
    degreeEntrySection("business-computing"),
    {
      id: "structure",
      title: "पाठ्यक्रमको संरचना",
      blocks: [
        {
          type: "text",
          text: "यो डिग्री तीन वर्षको हुन्छ। हरेक वर्षको पढाइ अघिल्लो वर्षको आधारमा अगाडि बढ्छ: आधारभूत ज्ञानदेखि विशेषज्ञता र स्वतन्त्र कामसम्म।",
        },
        { type: "units", groups: degreeYears(en) },
      ],
    },
    {
      id: "assessment",
      title: "मूल्याङ्कन",
      blocks: [
        {
          type: "text",
          text: "धेरैजसो मोड्युलको मूल्याङ्कन उद्योगमा हुने कामजस्तै कोर्सवर्कबाट हुन्छ: प्रतिवेदन, प्रणालीको डिजाइन, चल्ने सफ्टवेयर, प्रस्तुति र सामूहिक परियोजना। केही मोड्युलमा लिखित परीक्षा पनि हुन्छ।",
        },
        {
          type: "text",
          text: `मूल्याङ्कनहरू ${university.shortName} को मापदण्डअनुसार तयार गरिन्छन् र तिनको अङ्कन दोहोर्‍याएर जाँचिन्छ, अनि हरेक मूल्याङ्कनपछि तपाईँले कसरी सुधार गर्ने भनेर बताउने लिखित प्रतिक्रिया पाउनुहुन्छ। नतिजा सामान्यतया ${n(4)} हप्ताभित्र प्रकाशित हुन्छ।`,
        },
      ],
    },
    { id: "resources", title: "शैक्षिक स्रोत र समय व्यवस्थापन", blocks: resourcesBlocks },
    progressionSection(
      "स्नातकहरू बेलायत, अमेरिका, अस्ट्रेलिया, क्यानडा, युरोप र दुबईमा स्नातकोत्तर (मास्टर्स) पढ्न जान्छन्, वा बिजनेस एनालिस्ट, सिस्टम एनालिस्ट, IT परामर्शदाता र परियोजना संयोजकजस्ता भूमिकामा काम गर्छन्।",
      degreePathway(
        "business-computing",
        ["कम्प्युटिङ र व्यवसायका आधारहरू", "विश्लेषण, डिजाइन र परियोजना", "अनर्स परियोजना र रणनीति"],
        { label: "स्नातकोत्तर वा करियर", detail: "नेपालमा वा विदेशमा" },
      ),
    ),
    enrolmentSection,
  ],
};
