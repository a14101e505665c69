/**
 * What each unit and module title means, in Nepali words. The titles
 * themselves stay in English on Nepali pages, because that is how the
 * certificate, the transcript and the awarding body's documents print them;
 * a parent who reads little English still needs to know what the student
 * will study, so a Nepali page shows this gloss under each title.
 *
 * The glosses explain; they are not official translations. Terms follow
 * the glossary (glossary-ne.ts): परियोजना for a project, मार्केटिङ,
 * इथिकल ह्याकिङ, and acronyms in Latin letters (IT, ERP).
 *
 * Keyed by the English title, so a title used by several programmes
 * (Computer Networks, Project Management) has one gloss everywhere. A unit
 * added to an English record without a gloss here stops the Nepali record
 * from building (glossUnits), and unit-glosses.node.test.ts names it.
 */
import type { UnitGroup } from "./types";

/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

export const UNIT_GLOSSES_NE: Readonly<Record<string, string>> = {
  "Academic Study Skills": "उच्च शिक्षाको पढाइ र लेखाइका सीप",
  "Agile Development": "एजाइल विधिबाट सफ्टवेयर विकास",
  "Analysis, Design and Implementation": "प्रणालीको विश्लेषण, डिजाइन र कार्यान्वयन",
  "Business and People": "व्यवसाय र त्यसमा काम गर्ने मानिसहरू (कर्मचारी व्यवस्थापन)",
  "Business Data Analysis": "व्यवसायका लागि डेटा विश्लेषण",
  "Business IT Strategy": "व्यवसायको IT रणनीति",
  "Business Information Systems": "व्यवसायमा प्रयोग हुने सूचना प्रणाली",
  "Cloud and Infrastructure Security": "क्लाउड र प्रविधि पूर्वाधारको सुरक्षा",
  "Computer Networks": "कम्प्युटर नेटवर्क",
  "Computer Networks Fundamentals": "कम्प्युटर नेटवर्कका आधारभूत कुरा",
  "Computer Systems": "कम्प्युटर प्रणाली",
  "Computing Project": "कम्प्युटिङ परियोजना",
  "Database Design and Administration": "डेटाबेसको डिजाइन र सञ्चालन",
  "Database Design and Development": "डेटाबेसको डिजाइन र विकास",
  "Database Foundations": "डेटाबेसका आधार",
  "Database Fundamentals": "डेटाबेसका आधारभूत कुरा",
  "Designing and Developing Object-Oriented Computer Programs": "अब्जेक्ट-ओरिएन्टेड कम्प्युटर प्रोग्रामको डिजाइन र विकास",
  "Digital Business and E-commerce": "डिजिटल व्यवसाय र अनलाइन कारोबार (ई-कमर्स)",
  "Digital Forensics": "डिजिटल प्रमाणको अनुसन्धान (डिजिटल फरेन्सिक)",
  "Dynamic Websites": "डेटाअनुसार बदलिने (डाइनामिक) वेबसाइट",
  "English for Academic Purposes": "पढाइका लागि अङ्ग्रेजी",
  "Enterprise Systems and ERP": "संस्थाका सबै विभागका काम जोड्ने सफ्टवेयर प्रणाली (ERP)",
  "Ethical Hacking": "अनुमति लिएर प्रणालीका कमजोरी खोज्ने सुरक्षा परीक्षण (इथिकल ह्याकिङ)",
  "Further English for Academic Purposes": "पढाइका लागि थप अङ्ग्रेजी",
  "Global Environment": "विश्वव्यापीकरण र विश्वका समसामयिक मुद्दाहरू",
  "Honours Project": "अन्तिम वर्षको स्वतन्त्र अनुसन्धान परियोजना (अनर्स परियोजना)",
  "Information Security Management": "सूचना सुरक्षाको व्यवस्थापन",
  "Information Systems Analysis": "सूचना प्रणालीको विश्लेषण",
  "Information Systems and Organisations": "सूचना प्रणाली र संस्था",
  "Introduction to Business": "व्यवसायको परिचय",
  "Introduction to Computing": "कम्प्युटिङको परिचय",
  "Introduction to Cyber Security": "साइबर सुरक्षाको परिचय",
  "Introduction to Economics": "अर्थशास्त्रको परिचय",
  "Introduction to Programming": "प्रोग्रामिङको परिचय",
  "Managing Finance": "वित्तीय व्यवस्थापन",
  "Managing Projects": "परियोजनाको व्यवस्थापन",
  Marketing: "मार्केटिङ",
  "Marketing Management": "मार्केटिङ व्यवस्थापन",
  Mathematics: "गणित",
  "Network Security": "नेटवर्कको सुरक्षा",
  "Network Security and Cryptography": "नेटवर्कको सुरक्षा र सूचनालाई कोडमा बदलेर गोप्य राख्ने विधि (क्रिप्टोग्राफी)",
  "Networking Fundamentals": "नेटवर्किङका आधारभूत कुरा",
  "Office Solutions Development": "अफिस सफ्टवेयर (स्प्रेडसिट, डेटाबेस आदि) बाट कार्यालयका काम सजिलो बनाउने समाधान",
  "Operating Systems": "कम्प्युटर चलाउने आधारभूत सफ्टवेयर (अपरेटिङ सिस्टम)",
  "Professional Skills for Computing": "कम्प्युटिङ पेसाका लागि आवश्यक सीप",
  "Professional Skills for IT": "IT पेसाका लागि आवश्यक सीप",
  "Programming Paradigms": "प्रोग्रामिङका शैली र पद्धति",
  "Project Management": "परियोजना व्यवस्थापन",
  "Routing and Switching": "नेटवर्कमा डेटा सही ठाउँसम्म पुर्‍याउने प्रविधि (राउटिङ र स्विचिङ)",
  "Scripting for Security": "सुरक्षाका लागि स्क्रिप्ट लेखन",
  "Security Management and Governance": "सुरक्षाको व्यवस्थापन र सुशासन",
  "Skills for Computing": "कम्प्युटिङका लागि आधारभूत सीप",
  "Strategic Information Systems": "रणनीतिक सूचना प्रणाली",
  "Systems Analysis and Design": "प्रणाली विश्लेषण र डिजाइन",
  "Web Application Development": "वेब एप्लिकेसनको विकास",
  "Website Design and Development": "वेबसाइटको डिजाइन र विकास",
};

/** The groups with each unit's Nepali gloss beside its official title; a title with no gloss is an error, named. */
export function glossUnits(groups: readonly UnitGroup[]): UnitGroup[] {
  return groups.map((group) => ({
    ...group,
    units: group.units.map((unit) => {
      const gloss = UNIT_GLOSSES_NE[unit.title];
      if (!gloss) throw new Error(`No Nepali gloss for the unit "${unit.title}": add it to unit-glosses.ts`);
      return { ...unit, gloss };
    }),
  }));
}
