import { fullStack as en, fullStackPage } from "./full-stack.server";
import { programmeNamesNe } from "./names.ne";
import {
  browserAlt,
  courseLogo,
  courseTopicsSection,
  documentIn,
  entrySection,
  n,
  overviewSection,
  programmePage,
  shortCourse,
} from "./shared.ne";

export const review = "unreviewed";

const [brochure] = en.downloads;
if (!brochure || !en.intro.logo) throw new Error("full-stack: the English record changed shape");

/** The course as its document title and its mark's text alternative name it. */
const courseName = `${programmeNamesNe["full-stack"]}को छोटो कोर्स`;

export const fullStack = shortCourse({
  page: programmePage(fullStackPage, {
    titleName: courseName,
    description:
      "नौवटा मोड्युलमा MongoDB, Express, React र Node.js सिक्दै पूरा वेब एप्लिकेसन बनाउन सिकाउने, काठमाडौँमा फुल स्ट्याक डेभलपमेन्टको व्यावहारिक छोटो कोर्स।",
    subTitle: "HTML देखि इन्टरनेटमा चल्ने वेब एप्लिकेसनसम्म, नौवटा मोड्युलमा",
    altText: browserAlt,
  }),
  logo: courseLogo(en.intro.logo, courseName),
  heading: "फ्रन्ट एन्डदेखि ब्याक एन्डसम्म, पूरा वेब एप्लिकेसन बनाउनुहोस्",
  paragraphs: [
    `MongoDB, Express, React र Node.js मिलेर आजका धेरै वेब एप्लिकेसन चल्छन्। यो कोर्समा तपाईँ यी ${n(4)} वटै र तिनीहरू आपसमा कसरी जोडिन्छन् भनेर सिक्नुहुन्छ, र अन्त्यमा इन्टरनेटमा चलिरहेको, रोजगारदातालाई देखाउन तयार आफ्नै पूरा एप्लिकेसनसहित कोर्स सक्नुहुन्छ।`,
    "वेबको कुनै एउटा भाग जानेका र पूरै एप्लिकेसन बनाउन चाहने विद्यार्थी, स्नातक र डेभलपरहरूका लागि यो उपयुक्त छ।",
  ],
  downloads: [documentIn(brochure, "ब्रोसर")],
  sections: [
    overviewSection(
      "यो कोर्स परियोजनामा आधारित छ: हरेक मोड्युलले तपाईँले चरणबद्ध रूपमा बनाउँदै गरेको एप्लिकेसनमा एउटा चल्ने सुविधा थप्छ, त्यसैले तपाईँ पेसेवर टोलीहरूले जसरी काम गर्छन्, त्यसरी नै भर्सन कन्ट्रोल, कोड रिभ्यु र डिप्लोयमेन्टसहित सिक्नुहुन्छ।",
    ),
    courseTopicsSection("कोर्सका मोड्युलहरू", [
      { title: "वेबका आधारहरू", detail: "HTML, CSS र हरेक स्क्रिनमा मिल्ने (रेस्पोन्सिभ) लेआउट।" },
      { title: "आधुनिक JavaScript", detail: "हरेक MERN डेभलपरले प्रयोग गर्ने भाषाका सुविधाहरू।" },
      { title: "Git र टोलीमा काम", detail: "भर्सन कन्ट्रोल, ब्रान्च र पुल रिक्वेस्ट।" },
      { title: "React", detail: "अन्तरक्रियात्मक इन्टरफेसका लागि कम्पोनेन्ट, स्टेट र हुक।" },
      { title: "Node.js", detail: "सर्भरमा JavaScript चलाउने।" },
      { title: "Express र REST API", detail: "ब्याक एन्ड डिजाइन गर्ने र बनाउने।" },
      { title: "MongoDB", detail: "Mongoose प्रयोग गरेर डेटाको मोडेल बनाउने र खोज्ने।" },
      { title: "प्रमाणीकरण र सुरक्षा", detail: "साइन-इन, सेसन र एप्लिकेसनको सुरक्षा।" },
      { title: "डिप्लोयमेन्ट र अन्तिम परियोजना", detail: "आफ्नो एप्लिकेसन इन्टरनेटमा राख्ने र प्रस्तुत गर्ने।" },
    ]),
    entrySection("full-stack"),
  ],
});
