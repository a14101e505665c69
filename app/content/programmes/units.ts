/**
 * Every unit and module title the programmes teach, written once, with what
 * it means in Nepali words. The English records list a unit by its id here
 * (`unit("computerNetworks")`), so a title used by several programmes
 * (Computer Networks, Project Management) is one entry with one gloss.
 *
 * The titles stay in English on Nepali pages, because that is how the
 * certificate, the transcript and the awarding body's documents print them;
 * a parent who reads little English still needs to know what the student
 * will study, so a Nepali page shows the gloss under each title.
 *
 * The glosses explain; they are not official translations. Terms follow
 * the glossary (glossary-ne.ts): परियोजना for a project, मार्केटिङ,
 * इथिकल ह्याकिङ, and acronyms in Latin letters (IT, ERP).
 */
import type { Unit, UnitGroup } from "./types";

/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

const catalogue = {
  academicStudySkills: { title: "Academic Study Skills", gloss: "उच्च शिक्षाको पढाइ र लेखाइका सीप" },
  agileDevelopment: { title: "Agile Development", gloss: "एजाइल विधिबाट सफ्टवेयर विकास" },
  analysisDesignAndImplementation: {
    title: "Analysis, Design and Implementation",
    gloss: "प्रणालीको विश्लेषण, डिजाइन र कार्यान्वयन",
  },
  businessAndPeople: { title: "Business and People", gloss: "व्यवसाय र त्यसमा काम गर्ने मानिसहरू (कर्मचारी व्यवस्थापन)" },
  businessDataAnalysis: { title: "Business Data Analysis", gloss: "व्यवसायका लागि डेटा विश्लेषण" },
  businessITStrategy: { title: "Business IT Strategy", gloss: "व्यवसायको IT रणनीति" },
  businessInformationSystems: { title: "Business Information Systems", gloss: "व्यवसायमा प्रयोग हुने सूचना प्रणाली" },
  cloudAndInfrastructureSecurity: {
    title: "Cloud and Infrastructure Security",
    gloss: "क्लाउड र प्रविधि पूर्वाधारको सुरक्षा",
  },
  computerNetworks: { title: "Computer Networks", gloss: "कम्प्युटर नेटवर्क" },
  computerNetworksFundamentals: { title: "Computer Networks Fundamentals", gloss: "कम्प्युटर नेटवर्कका आधारभूत कुरा" },
  computerSystems: { title: "Computer Systems", gloss: "कम्प्युटर प्रणाली" },
  computingProject: { title: "Computing Project", gloss: "कम्प्युटिङ परियोजना" },
  databaseDesignAndAdministration: { title: "Database Design and Administration", gloss: "डेटाबेसको डिजाइन र सञ्चालन" },
  databaseDesignAndDevelopment: { title: "Database Design and Development", gloss: "डेटाबेसको डिजाइन र विकास" },
  databaseFoundations: { title: "Database Foundations", gloss: "डेटाबेसका आधार" },
  databaseFundamentals: { title: "Database Fundamentals", gloss: "डेटाबेसका आधारभूत कुरा" },
  designingAndDevelopingObjectOrientedComputerPrograms: {
    title: "Designing and Developing Object-Oriented Computer Programs",
    gloss: "अब्जेक्ट-ओरिएन्टेड कम्प्युटर प्रोग्रामको डिजाइन र विकास",
  },
  digitalBusinessAndECommerce: {
    title: "Digital Business and E-commerce",
    gloss: "डिजिटल व्यवसाय र अनलाइन कारोबार (ई-कमर्स)",
  },
  digitalForensics: { title: "Digital Forensics", gloss: "डिजिटल प्रमाणको अनुसन्धान (डिजिटल फरेन्सिक)" },
  dynamicWebsites: { title: "Dynamic Websites", gloss: "डेटाअनुसार बदलिने (डाइनामिक) वेबसाइट" },
  englishForAcademicPurposes: { title: "English for Academic Purposes", gloss: "शैक्षिक प्रयोजनका लागि अङ्ग्रेजी" },
  enterpriseSystemsAndERP: {
    title: "Enterprise Systems and ERP",
    gloss: "संस्थाका सबै विभागका काम जोड्ने सफ्टवेयर प्रणाली (ERP)",
  },
  ethicalHacking: { title: "Ethical Hacking", gloss: "अनुमति लिएर प्रणालीका कमजोरी खोज्ने सुरक्षा परीक्षण (इथिकल ह्याकिङ)" },
  furtherEnglishForAcademicPurposes: {
    title: "Further English for Academic Purposes",
    gloss: "शैक्षिक प्रयोजनका लागि थप अङ्ग्रेजी",
  },
  globalEnvironment: { title: "Global Environment", gloss: "विश्वको वातावरण र दिगो विकास" },
  honoursProject: { title: "Honours Project", gloss: "अन्तिम वर्षको स्वतन्त्र अनुसन्धान परियोजना (अनर्स परियोजना)" },
  informationSecurityManagement: { title: "Information Security Management", gloss: "सूचना सुरक्षाको व्यवस्थापन" },
  informationSystemsAnalysis: { title: "Information Systems Analysis", gloss: "सूचना प्रणालीको विश्लेषण" },
  informationSystemsAndOrganisations: { title: "Information Systems and Organisations", gloss: "सूचना प्रणाली र संस्था" },
  introductionToBusiness: { title: "Introduction to Business", gloss: "व्यवसायको परिचय" },
  introductionToComputing: { title: "Introduction to Computing", gloss: "कम्प्युटिङको परिचय" },
  introductionToCyberSecurity: { title: "Introduction to Cyber Security", gloss: "साइबर सुरक्षाको परिचय" },
  introductionToEconomics: { title: "Introduction to Economics", gloss: "अर्थशास्त्रको परिचय" },
  introductionToProgramming: { title: "Introduction to Programming", gloss: "प्रोग्रामिङको परिचय" },
  managingFinance: { title: "Managing Finance", gloss: "वित्तीय व्यवस्थापन" },
  managingProjects: { title: "Managing Projects", gloss: "परियोजनाको व्यवस्थापन" },
  marketing: { title: "Marketing", gloss: "मार्केटिङ" },
  marketingManagement: { title: "Marketing Management", gloss: "मार्केटिङ व्यवस्थापन" },
  mathematics: { title: "Mathematics", gloss: "गणित" },
  networkSecurity: { title: "Network Security", gloss: "नेटवर्कको सुरक्षा" },
  networkSecurityAndCryptography: {
    title: "Network Security and Cryptography",
    gloss: "नेटवर्कको सुरक्षा र सूचनालाई कोडमा बदलेर गोप्य राख्ने विधि (क्रिप्टोग्राफी)",
  },
  networkingFundamentals: { title: "Networking Fundamentals", gloss: "नेटवर्किङका आधारभूत कुरा" },
  officeSolutionsDevelopment: {
    title: "Office Solutions Development",
    gloss: "अफिस सफ्टवेयर (स्प्रेडसिट, डेटाबेस आदि) बाट कार्यालयका काम सजिलो बनाउने समाधान",
  },
  operatingSystems: { title: "Operating Systems", gloss: "कम्प्युटर चलाउने आधारभूत सफ्टवेयर (अपरेटिङ सिस्टम)" },
  professionalSkillsForComputing: { title: "Professional Skills for Computing", gloss: "कम्प्युटिङ पेसाका लागि आवश्यक सीप" },
  professionalSkillsForIT: { title: "Professional Skills for IT", gloss: "IT पेसाका लागि आवश्यक सीप" },
  programmingParadigms: { title: "Programming Paradigms", gloss: "प्रोग्रामिङका शैली र पद्धति" },
  projectManagement: { title: "Project Management", gloss: "परियोजना व्यवस्थापन" },
  routingAndSwitching: {
    title: "Routing and Switching",
    gloss: "नेटवर्कमा डेटा सही ठाउँसम्म पुर्‍याउने प्रविधि (राउटिङ र स्विचिङ)",
  },
  scriptingForSecurity: { title: "Scripting for Security", gloss: "सुरक्षाका लागि स्क्रिप्ट लेखन" },
  securityManagementAndGovernance: {
    title: "Security Management and Governance",
    gloss: "सुरक्षाको व्यवस्थापन, नीति र नियन्त्रण",
  },
  skillsForComputing: { title: "Skills for Computing", gloss: "कम्प्युटिङका लागि आधारभूत सीप" },
  strategicInformationSystems: { title: "Strategic Information Systems", gloss: "रणनीतिक सूचना प्रणाली" },
  systemsAnalysisAndDesign: { title: "Systems Analysis and Design", gloss: "प्रणाली विश्लेषण र डिजाइन" },
  webApplicationDevelopment: { title: "Web Application Development", gloss: "वेब एप्लिकेसनको विकास" },
  websiteDesignAndDevelopment: { title: "Website Design and Development", gloss: "वेबसाइटको डिजाइन र विकास" },
} as const satisfies Record<string, { title: string; gloss: string }>;

export type UnitId = keyof typeof catalogue;

/** A unit as an English record lists it: its official title, and its credits where the record gives them. */
export function unit(id: UnitId, credits?: number): Unit {
  const { title } = catalogue[id];
  return credits === undefined ? { title } : { title, credits };
}

/** Each title's Nepali gloss. */
export const UNIT_GLOSSES_NE: ReadonlyMap<string, string> = new Map(
  Object.values(catalogue).map(({ title, gloss }) => [title, gloss]),
);

/** The groups with each unit's Nepali gloss beside its official title; a title not in the catalogue is an error, named. */
export function glossUnits(groups: readonly UnitGroup[]): UnitGroup[] {
  return groups.map((group) => ({
    ...group,
    units: group.units.map((unit) => {
      const gloss = UNIT_GLOSSES_NE.get(unit.title);
      if (!gloss) throw new Error(`No Nepali gloss for the unit "${unit.title}": list it in units.ts`);
      return { ...unit, gloss };
    }),
  }));
}
