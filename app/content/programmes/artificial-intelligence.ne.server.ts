import { artificialIntelligence as en, artificialIntelligencePage } from "./artificial-intelligence.server";
import {
  courseLogo,
  courseTopicsSection,
  documentIn,
  entrySection,
  overviewSection,
  programmePage,
  shortCourse,
} from "./shared.ne";
import type { DocumentLink } from "./types";

export const review = "unreviewed";

const [brochure, flyer] = en.downloads;
const samples = en.sections
  .flatMap((s) => s.blocks)
  .flatMap((b) => (b.type === "documents" ? b.items : []))
  .at(0) as DocumentLink | undefined;
if (!brochure || !flyer || !samples || !en.intro.logo)
  throw new Error("artificial-intelligence: the English record changed shape");

export const artificialIntelligence = shortCourse({
  page: programmePage(artificialIntelligencePage, {
    description:
      "काठमाडौँमा आर्टिफिसियल इन्टेलिजेन्स र मेसिन लर्निङको प्रयोगात्मक छोटो कोर्स: एघारवटा विषय, पढाइमा प्रयोग हुने उपकरणहरू र नमुना अध्ययन सामग्री।",
    subTitle: "Python को आधारदेखि मेसिन लर्निङ मोडेलसम्म",
    altText: "न्युरल नेटवर्क देखाउने रेखाचित्र",
  }),
  logo: courseLogo(en.intro.logo, "आर्टिफिसियल इन्टेलिजेन्सको छोटो कोर्स"),
  heading: "आफैँ बनाएर AI बुझ्नुहोस्",
  paragraphs: [
    "आर्टिफिसियल इन्टेलिजेन्स (AI) ले सफ्टवेयर लेख्ने र निर्णय लिने तरिका बदलिरहेको छ। यो छोटो कोर्सले तपाईँलाई Python का आधारभूत कुराबाट मेसिन लर्निङ, न्युरल नेटवर्क र भाषा मोडेलसम्म पुर्‍याउँछ, र हरेक चरणमा तपाईँ आफैँ केही सानो तर साँच्चै चल्ने चीज बनाउनुहुन्छ।",
    "यो कोर्स AI लाई नबुझिने 'ब्ल्याक बक्स' ठानेर होइन, बुझेरै प्रयोग गर्न चाहने विद्यार्थी, स्नातक र पेसाकर्मीहरूका लागि हो।",
  ],
  downloads: [documentIn(brochure, "ब्रोसर"), documentIn(flyer, "पर्चा")],
  sections: [
    overviewSection(
      "हरेक विषयमा छोटो व्याख्यासँगै निर्देशित ल्याब हुन्छ। कोर्सको अन्त्यसम्ममा तपाईँ डेटासेट तयार गर्न, मोडेललाई तालिम दिन र मूल्याङ्कन गर्न, त्यसको नतिजा बुझाउन र त्यो कहाँ चुक्न सक्छ भनेर चिन्न सक्नुहुन्छ।",
      ["हरेक हप्ता प्रयोगात्मक ल्याब", "आफैँले रोजेको समस्यामा अन्तिम सानो परियोजना", "कलेजबाट कोर्स पूरा गरेको प्रमाणपत्र"],
    ),
    courseTopicsSection("कोर्सका विषयहरू", [
      { title: "AI के हो (र के होइन)", detail: "इतिहास, AI का प्रकार र आज यो कहाँ प्रयोग हुन्छ।" },
      { title: "AI का लागि Python", detail: "कोर्सभरि प्रयोग हुने भाषा र नोटबुकहरू।" },
      { title: "डेटासँग काम", detail: "pandas प्रयोग गरेर डेटा लोड गर्ने, सफा गर्ने र केलाउने।" },
      { title: "मेसिन लर्निङका लागि गणित", detail: "चाहिने तथ्याङ्कशास्त्र, सम्भाव्यता र रेखीय बीजगणित।" },
      { title: "सुपरभाइज्ड लर्निङ", detail: "रिग्रेसन र वर्गीकरण (क्लासिफिकेसन) मोडेलहरू।" },
      { title: "अनसुपरभाइज्ड लर्निङ", detail: "क्लस्टरिङ र डेटाभित्रको संरचना पत्ता लगाउने।" },
      { title: "मोडेलको मूल्याङ्कन", detail: "शुद्धता, ओभरफिटिङ र निष्पक्ष परीक्षण।" },
      { title: "न्युरल नेटवर्क र डिप लर्निङ", detail: "नेटवर्कहरू कसरी सिक्छन्, आधुनिक फ्रेमवर्कमा बनाएर।" },
      { title: "कम्प्युटर भिजन", detail: "मोडेललाई तस्बिर चिन्न सिकाउने।" },
      {
        title: "प्राकृतिक भाषा प्रशोधन र ठूला भाषा मोडेल",
        detail: "पाठ, इम्बेडिङ र प्रम्प्ट लेख्ने तरिका।",
      },
      { title: "जिम्मेवार AI", detail: "पूर्वाग्रह, गोपनीयता र निर्णयको व्याख्या।" },
    ]),
    entrySection("artificial-intelligence"),
    {
      id: "tools",
      title: "प्रयोग हुने प्रोग्रामिङ उपकरणहरू",
      blocks: [
        {
          type: "list",
          items: [
            "Python",
            "Jupyter Notebook र Google Colab",
            "NumPy र pandas",
            "Matplotlib",
            "scikit-learn",
            "TensorFlow र Keras",
          ],
        },
      ],
    },
    {
      id: "samples",
      title: "नमुना अध्ययन सामग्री",
      blocks: [
        {
          type: "text",
          text: "एउटा कक्षा कसरी चल्छ हेर्नुहोस्: यो नमुनामा कोर्सको एउटा विषयको सारांश र छोटो ल्याब अभ्यास छ।",
        },
        { type: "documents", items: [documentIn(samples, "नमुना अध्ययन सामग्री")] },
      ],
    },
  ],
});
