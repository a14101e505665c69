/**
 * BSc (Hons) Cybersecurity and Networking, in Nepali (twin of
 * bsc-cybersecurity.server.ts): the same sections, modules and documents;
 * the module titles stay as the university names them. UNREVIEWED.
 */
import { intakeMonthsTextNe } from "../intakes.ne";
import { site } from "../site";
import { bscCybersecurity as en, bscCybersecurityPage } from "./bsc-cybersecurity.server";
import {
  degreeEntrySection,
  degreePathway,
  degreeYears,
  documentIn,
  n,
  networkSecurityAlt,
  overviewSection,
  programmePage,
  resourcesBlocks,
  uclanAward,
  university,
} from "./shared.ne";
import { awardPanel } from "./award-panel.ne";
import type { Programme } from "./types";

export const review = "unreviewed";

const [brochure] = en.downloads;
if (!brochure) throw new Error("bsc-cybersecurity: the English record changed shape");

export const bscCybersecurity: Programme = {
  ...en,
  award: awardPanel("bsc-cybersecurity"),
  page: programmePage(bscCybersecurityPage, {
    description:
      "UCLan को BSc (Hons) Cybersecurity and Networking, काठमाडौँमै ल्याबमा व्यावहारिक अभ्याससहित पढाइने: पढाइ कसरी हुन्छ, पाठ्यक्रमको संरचना र यसपछि कहाँ पुग्न सकिन्छ।",
    subTitle: uclanAward,
    altText: networkSecurityAlt,
  }),
  intro: {
    ...en.intro,
    heading: "संसार चलाउने नेटवर्कहरूको रक्षा गर्नुहोस्",
    paragraphs: [
      `आज नेपालको हरेक बैङ्क, अस्पताल र व्यवसाय नेटवर्कमा भर पर्छ, र ती नेटवर्क सधैँ चलिरहनुपर्छ र सुरक्षित रहनुपर्छ। ${university.name} ले प्रदान गर्ने यो BSc (Hons) ले तपाईँलाई ती नेटवर्क डिजाइन गर्न, चलाउन र तिनको रक्षा गर्न सिकाउँछ: कमजोरी पत्ता लगाउने, आक्रमण रोक्ने, र केही बिग्रिएमा के भयो भनेर अनुसन्धान गर्ने।`,
      "तपाईँको धेरैजसो सिकाइ व्यावहारिक अभ्यासबाट हुन्छ: ल्याबमा तपाईँ वास्तविक उपकरण कन्फिगर गर्नुहुन्छ र सुरक्षित, सिमुलेट गरिएको वातावरणमा आक्रमण र रक्षाको अभ्यास गर्नुहुन्छ।",
    ],
  },
  downloads: [documentIn(brochure, "ब्रोसर")],
  sections: [
    {
      id: "university",
      title: "विश्वविद्यालयको बारेमा",
      blocks: [
        {
          type: "text",
          text: `इङ्ल्यान्डको प्रेस्टनमा रहेको ${university.name} (${university.shortName}) को झन्डै दुई शताब्दीको इतिहास छ, र यहाँ करिब ${n("38,000")} विद्यार्थी तथा कर्मचारी छन्। ${site.name} ले यो डिग्री ${university.shortName} सँगको साझेदारीमा काठमाडौँमा पढाउँछ, र तपाईँको प्रमाणपत्र विश्वविद्यालयले बेलायतमा दिने प्रमाणपत्रजस्तै उही हुन्छ।`,
        },
      ],
    },
    overviewSection(
      "यो डिग्रीले रोजगारदाताहरू सँगै खोज्ने दुई क्षेत्रलाई जोड्छ: नेटवर्किङ, अर्थात् डेटा बोक्ने प्रणालीको डिजाइन र सञ्चालन; र साइबर सुरक्षा, अर्थात् ती प्रणाली र तिनको डेटालाई सुरक्षित राख्ने काम।",
      [
        "तार भएका र वायरलेस नेटवर्कहरू डिजाइन गर्ने, बनाउने र तिनका समस्या समाधान गर्ने",
        "अपरेटिङ सिस्टम, नेटवर्क र एप्लिकेसनहरू सुरक्षित बनाउने",
        "प्रणालीका कमजोरी नैतिक ढङ्गले जाँच्ने र भेटिएका कुराको प्रतिवेदन दिने",
        "घटनाहरूको अनुसन्धान गर्ने र डिजिटल प्रमाण जोगाउने",
        "सुरक्षासम्बन्धी निर्णयका पछाडिका कानुन, नैतिकता र जोखिम व्यवस्थापन बुझ्ने",
      ],
    ),
    degreeEntrySection("bsc-cybersecurity"),
    {
      id: "study",
      title: "विद्यार्थीहरू कसरी पढ्छन्",
      blocks: [
        {
          type: "text",
          text: "पढाइमा अवधारणा बुझाउने लेक्चर, ट्युटरसँग बसेर समस्या हल गर्ने ट्युटोरियल, र वास्तविक तथा भर्चुअल उपकरणमा सिकेका कुरा प्रयोग गर्ने ल्याब सत्र समावेश हुन्छन्।",
        },
        {
          type: "list",
          items: [
            "साना कक्षा, जसले गर्दा तपाईँ प्रश्न सोध्न र छिटो सहयोग पाउन सक्नुहुन्छ",
            "हरेक हप्ता ल्याबमा व्यावहारिक काम",
            "सुरक्षा टोलीहरूले काम गर्ने तरिकाजस्तै सामूहिक परियोजना",
            "डिग्रीभरि व्यक्तिगत ट्युटरको सहयोग",
          ],
        },
      ],
    },
    {
      id: "structure",
      title: "पाठ्यक्रमको संरचना",
      blocks: [
        {
          type: "text",
          text: "तीन वर्षको पूर्णकालीन पढाइ, आधारभूत ज्ञानबाट सुरक्षाको विशेषज्ञ अभ्यास र व्यक्तिगत अनर्स परियोजनासम्म।",
        },
        { type: "units", groups: degreeYears(en) },
      ],
    },
    {
      id: "labs",
      title: "वास्तविक अनुभव दिने ल्याबहरू",
      blocks: [
        {
          type: "text",
          text: "सुरक्षा गरेरै सिकिन्छ। हाम्रा ल्याब र अनलाइन अभ्यास प्लेटफर्महरूमा तपाईँ निर्देशित, वास्तविकजस्तै परिस्थितिहरूमा काम गर्नुहुन्छ: फिसिङ अभियान पहिचान गर्ने, मालवेयरको व्यवहार विश्लेषण गर्ने, सर्भरलाई बलियो बनाउने, चलिरहेको घटनाको सामना गर्ने।",
        },
        {
          type: "text",
          text: "हरेक अभ्यास छुट्टै वातावरणमा चल्छ, त्यसैले तपाईँ सुरक्षित रूपमा गल्ती गर्न र सीप पक्का नहुन्जेल फेरि प्रयास गर्न सक्नुहुन्छ।",
        },
      ],
    },
    { id: "resources", title: "शैक्षिक स्रोत र समय व्यवस्थापन", blocks: resourcesBlocks },
    {
      id: "next",
      title: "यसपछि के?",
      blocks: [
        {
          type: "text",
          text: "स्नातकहरू सेक्युरिटी एनालिस्ट, नेटवर्क इन्जिनियर, पेनिट्रेसन टेस्टर र IT अडिटरका रूपमा काम गर्छन्, वा बेलायत, अमेरिका, अस्ट्रेलिया, क्यानडा, युरोप वा दुबईमा स्नातकोत्तर (मास्टर्स) पढ्न जान्छन्।",
        },
        {
          type: "progression",
          steps: degreePathway(
            "bsc-cybersecurity",
            [
              "नेटवर्क, प्रोग्रामिङ र सुरक्षाका आधारहरू",
              "नेटवर्क सुरक्षा र इथिकल ह्याकिङ",
              "फरेन्सिक, सुरक्षा नीति-नियन्त्रण र अनर्स परियोजना",
            ],
            { label: "करियर वा स्नातकोत्तर", detail: "नेपालमा वा विदेशमा" },
          ),
        },
        {
          type: "text",
          text: `नयाँ विद्यार्थीहरूले यीमध्ये कुनै पनि भर्ना सत्रमा पढाइ सुरु गर्न सक्छन्: ${intakeMonthsTextNe("वा")}।`,
        },
      ],
    },
  ],
};
