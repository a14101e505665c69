/**
 * The short course in Cyber Security, in Nepali (twin of
 * cyber-security-short.server.ts): the same sections, topics and documents
 * (the PDFs stay in English). UNREVIEWED.
 */
import { entryByProgramme } from "../entry-requirements.ne";
import { site } from "../site";
import { siteNe } from "../site.ne";
import { cyberSecurityShort as en, cyberSecurityShortPage } from "./cyber-security-short.server";
import {
  courseLogo,
  courseTopicsSection,
  documentIn,
  entrySection,
  overviewSection,
  programmePage,
  shortCourse,
} from "./shared.ne";

export const review = "unreviewed";

const [specification, flyer, infographic] = en.downloads;
if (!specification || !flyer || !infographic || !en.intro.logo)
  throw new Error("cyber-security-short: the English record changed shape");

export const cyberSecurityShort = shortCourse({
  page: programmePage(cyberSecurityShortPage, {
    description:
      "सुरुआत गर्दै गरेका विद्यार्थी र IT कर्मचारीका लागि काठमाडौँमा साइबर सुरक्षाको व्यावहारिक छोटो कोर्स: पढिने विषय, भर्नाको पात्रता र बेलायतका सम्बन्धित पेसागत मापदण्ड।",
    subTitle: "केही महिनामै सिकिने व्यावहारिक सुरक्षा सीप",
    altText: "ल्यापटपलाई जोगाइरहेको ढालको चित्र",
  }),
  logo: courseLogo(en.intro.logo, "साइबर सुरक्षाको छोटो कोर्स"),
  heading: "काममा प्रयोग गर्न सकिने व्यावहारिक सुरक्षा सीप",
  paragraphs: [
    "साइबर आक्रमण बैङ्कदेखि विद्यालयसम्म हरेक किसिमका संस्थामा पुग्छन्। यो छोटो कोर्सले आक्रमणकारीहरू कसरी सोच्छन्, दैनिक प्रयोगका प्रणालीहरू कसरी सुरक्षित राखिन्छन्, र केही बिग्रिएमा के गर्ने भनेर सिद्धान्त मात्र होइन, निर्देशित अभ्यासमार्फत सिकाउँछ।",
    `यो कोर्स समयमै तयारी थाल्न चाहने विद्यार्थी, सुरक्षाको जिम्मेवारी पाएका IT कर्मचारी र यस क्षेत्रको करियरबारे जान्न उत्सुक जो कोहीका लागि उपयुक्त छ। तपाईँ ${site.name} का ट्युटरहरूसँग हाम्रो ${siteNe.address.area}को ल्याबमा सिक्नुहुन्छ।`,
  ],
  downloads: [
    documentIn(specification, "युनिट विवरण"),
    documentIn(flyer, "पर्चा"),
    documentIn(infographic, "इन्फोग्राफिक"),
  ],
  sections: [
    overviewSection(
      "कोर्सभरि तपाईँ खतरा, बचावका उपाय र सुरक्षित अभ्यासबारे काम लाग्ने बुझाइ बनाउनुहुन्छ, र सानो नेटवर्क सुरक्षित गर्न, सामान्य आक्रमण चिन्न र कुनै घटना हुँदा शान्त भएर सामना गर्न सक्ने भएर निस्कनुहुन्छ।",
      [
        "ल्याबमा व्यावहारिक अभ्यासको समयसहित साना समूहमा कक्षा",
        "हरेक प्रयोगात्मक कामबारे ट्युटरको प्रतिक्रिया",
        "कलेजबाट कोर्स पूरा गरेको प्रमाणपत्र",
      ],
    ),
    courseTopicsSection("कोर्सका विषयहरू", [
      { title: "खतराको परिदृश्य", detail: "कसले आक्रमण गर्छ, किन गर्छ, र भित्र पस्ने सामान्य बाटाहरू।" },
      { title: "सुरक्षाका लागि नेटवर्किङ", detail: "नेटवर्कमा डेटा कसरी एक ठाउँबाट अर्को ठाउँ पुग्छ र बीचमा कहाँ समातिन सक्छ।" },
      {
        title: "प्रणाली सुरक्षित बनाउने",
        detail: "खाता, पासवर्ड, अपडेट, र Windows तथा Linux लाई बलियो बनाउने तरिका।",
      },
      { title: "सामाजिक इन्जिनियरिङ र फिसिङ", detail: "छलकपट चिन्ने, र अरूलाई पनि चिन्न सिकाउने।" },
      { title: "क्रिप्टोग्राफीका आधारहरू", detail: "दैनिक प्रयोगमा इन्क्रिप्सन, ह्यासिङ र सर्टिफिकेट।" },
      { title: "कमजोरीको मूल्याङ्कन", detail: "मानक उपकरणहरूले नैतिक ढङ्गले कमजोरी पत्ता लगाउने।" },
      { title: "घटनाको सामना", detail: "आक्रमण भएको पहिलो केही घण्टामा के गर्ने।" },
      { title: "कानुन, नैतिकता र नीति", detail: "जिम्मेवारीपूर्वक र नियमभित्र रहेर काम गर्ने।" },
    ]),
    entrySection(entryByProgramme["cyber-security-short"].lines),
    {
      id: "standards",
      title: "बेलायतका सम्बन्धित राष्ट्रिय पेसागत मापदण्डहरू",
      blocks: [
        {
          type: "text",
          text: "कोर्सका विषयवस्तु साइबर सुरक्षासम्बन्धी बेलायतका राष्ट्रिय पेसागत मापदण्डहरूमा वर्णन गरिएका दक्षताका क्षेत्रहरूसँग सम्बन्धित छन्; यी मापदण्डले यस क्षेत्रमा काम गर्नेहरूलाई के थाहा हुनुपर्छ र के गर्न सक्नुपर्छ भनेर बताउँछन्:",
        },
        {
          type: "list",
          items: [
            "सूचना सुरक्षा व्यवस्थापन",
            "सुरक्षित सञ्चालन र प्रणालीलाई बलियो बनाउने काम",
            "कमजोरीको मूल्याङ्कन",
            "घटना व्यवस्थापन",
            "सूचनाको विश्वसनीयता र जोखिम",
          ],
        },
      ],
    },
  ],
});
