/**
 * The pages' titles, descriptions and banners in Nepali (app/content/pages/ne.types.ts).
 * UNREVIEWED: written for parents and guardians; the college confirms it before
 * NEPALI_VERSION is switched on (`npm run preflight` lists every file still marked so).
 */
import { programmeNamesNe } from "../programmes/names";
import { siteNe } from "../site.ne";
import type { PageTextsNe } from "./ne.types";

export const review = "unreviewed";

/** The banner art several pages share (app/content/programmes/shared.ts), described once. */
const diplomaAlt = "कम्प्युटरको छेउमा राखिएको डिप्लोमा प्रमाणपत्रको चित्र";
const networkSecurityAlt = "एकआपसमा जोडिएका कम्प्युटरहरूको नेटवर्कमाथि ताल्चाको चित्र";
const chartsAlt = "ड्यासबोर्डमा बार चार्ट र लाइन चार्टहरूको चित्र";
const browserAlt = "कोड र लेआउटका ब्लकहरू देखिने ब्राउजर विन्डोको चित्र";
const letterAlt = "खुला चिठी र फाउन्टेन पेनको चित्र";
const nccQualification = "NCC Education ले प्रदान गर्ने योग्यता";
const uclanAward = "बेलायतको University of Central Lancashire (UCLan) ले प्रदान गर्ने डिग्री";

export const pageTextsNe: PageTextsNe = {
  "/": {
    title: "काठमाडौंमै बेलायती IT डिग्री, डिप्लोमा र छोटो कोर्स | MBC",
    description:
      "UCLan र NCC Education ले प्रदान गर्ने बेलायती IT डिग्री र डिप्लोमा काठमाडौंमै पढ्नुहोस्, बेलायतमा गएर स्नातक पूरा गर्ने बाटोसहित। १००% सम्म छात्रवृत्ति।",
    banner: {
      mainTitle: "काठमाडौंमै बेलायती IT शिक्षा",
      subTitle: `${siteNe.address.area}मा बेलायतबाट प्रदान गरिने डिग्री र डिप्लोमा, साथै छोटो कोर्सहरू`,
      altText: "उज्यालो कक्षाकोठामा ल्यापटपमा सँगै काम गरिरहेका विद्यार्थीहरू",
    },
  },
  "/programs/business-computing": {
    title: "BSc (Hons) Business Computing and Information Systems | MBC",
    description:
      "काठमाडौंमै पढाइने UCLan को तीन वर्षे BSc (Hons) Business Computing and Information Systems: पढाइको संरचना, भर्नाको पात्रता, मूल्याङ्कन र भर्ना सत्रहरू।",
    banner: {
      mainTitle: "BSc (Hons) Business Computing and Information Systems",
      subTitle: uclanAward,
      altText: "व्यापारिक चार्टहरू र कोड देखाइरहेको ल्यापटपको चित्र",
    },
  },
  "/programs/Bsc_cybersecurity": {
    title: "BSc (Hons) Cybersecurity and Networking | MBC",
    description:
      "UCLan को BSc (Hons) Cybersecurity and Networking, काठमाडौंमै ल्याबमा हातैले अभ्यास गर्दै पढाइने: पढाइ कसरी हुन्छ, पाठ्यक्रमको संरचना र यसपछि कहाँ पुग्न सकिन्छ।",
    banner: {
      mainTitle: "BSc (Hons) Cybersecurity and Networking",
      subTitle: uclanAward,
      altText: networkSecurityAlt,
    },
  },
  "/programs/CyberSecurity": {
    title: "साइबर सुरक्षाको छोटो कोर्स | MBC",
    description:
      "सुरुआत गर्दै गरेका विद्यार्थी र IT कर्मचारीका लागि काठमाडौंमा साइबर सुरक्षाको व्यावहारिक छोटो कोर्स: पढिने विषय, भर्नाको पात्रता र सम्बन्धित पेसागत मापदण्ड।",
    banner: {
      mainTitle: programmeNamesNe["cyber-security-short"],
      subTitle: "केही महिनामै सिकिने व्यावहारिक सुरक्षा सीप",
      altText: "ल्यापटपलाई जोगाइरहेको ढालको चित्र",
    },
  },
  "/programs/l3dc": {
    title: "Level 3 Diploma in Computing | NCC Education | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 3 Diploma in Computing: यसका युनिटहरू, भर्नाको पात्रता, मान्यता र Level 4 सम्म अगाडि बढ्ने बाटो।",
    banner: {
      mainTitle: "Level 3 Diploma in Computing",
      subTitle: nccQualification,
      altText: diplomaAlt,
    },
  },
  "/programs/l4dc": {
    title: "Level 4 Diploma in Computing | NCC Education | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 4 Diploma in Computing (600/0406/X): पाँच मुख्य र तीन विशेष युनिट, भर्नाको पात्रता र यसपछि अगाडि पढ्ने बाटो।",
    banner: {
      mainTitle: "Level 4 Diploma in Computing",
      subTitle: "NCC Education को योग्यता, बेलायती डिग्रीको पहिलो वर्षबराबर",
      altText: diplomaAlt,
    },
  },
  "/programs/l4dc-bm": {
    title: "Level 4 Diploma in Computing with Business Management | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 4 Diploma in Computing with Business Management: मुख्य, विशेष र ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    banner: {
      mainTitle: "Level 4 Diploma in Computing with Business Management",
      subTitle: nccQualification,
      altText: diplomaAlt,
    },
  },
  "/programs/l5dc": {
    title: "Level 5 Diploma in Computing | NCC Education | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 5 Diploma in Computing (600/3055/0): विशेष र ऐच्छिक युनिट, भर्नाको पात्रता (IELTS ५.५) र बेलायती डिग्रीसम्म पुग्ने बाटो।",
    banner: {
      mainTitle: "Level 5 Diploma in Computing",
      subTitle: "NCC Education को योग्यता, बेलायती डिग्रीको दोस्रो वर्षबराबर",
      altText: diplomaAlt,
    },
  },
  "/programs/l5dc-bm": {
    title: "Level 5 Diploma in Computing with Business Management | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 5 Diploma in Computing with Business Management: चार मुख्य र दुई ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    banner: {
      mainTitle: "Level 5 Diploma in Computing with Business Management",
      subTitle: nccQualification,
      altText: diplomaAlt,
    },
  },
  "/programs/l5dc-cs": {
    title: "Level 5 Diploma in Computing with Cyber Security | MBC",
    description:
      "काठमाडौंमा पढाइने NCC Education को Level 5 Diploma in Computing with Cyber Security: चार विशेष र दुई ऐच्छिक युनिट, भर्नाको पात्रता र अगाडि पढ्ने बाटो।",
    banner: {
      mainTitle: "Level 5 Diploma in Computing with Cyber Security",
      subTitle: nccQualification,
      altText: networkSecurityAlt,
    },
  },
  "/programs/L3IFDHES": {
    title: "Level 3 International Foundation Diploma for Higher Education Studies | MBC",
    description:
      "काठमाडौंमा NCC Education को Level 3 International Foundation Diploma for Higher Education Studies: बेलायती शैलीको डिग्रीका लागि तयार पार्ने १२० क्रेडिटको पढाइ।",
    banner: {
      mainTitle: "Level 3 International Foundation Diploma for Higher Education Studies",
      subTitle: "NCC Education को फाउन्डेसन योग्यता",
      altText: "खप्टिएर राखिएका किताबहरू र दीक्षान्त टोपीको चित्र",
    },
  },
  "/programs/ArtificialIntelligence": {
    title: "आर्टिफिसियल इन्टेलिजेन्स (AI) को छोटो कोर्स | MBC",
    description:
      "काठमाडौंमा आर्टिफिसियल इन्टेलिजेन्स र मेसिन लर्निङको प्रयोगात्मक छोटो कोर्स: एघारवटा विषय, पढाइमा प्रयोग हुने उपकरणहरू र नमुना अध्ययन सामग्री।",
    banner: {
      mainTitle: programmeNamesNe["artificial-intelligence"],
      subTitle: "Python को आधारदेखि मेसिन लर्निङ मोडेलसम्म",
      altText: "न्युरल नेटवर्क देखाउने रेखाचित्र",
    },
  },
  "/programs/Data Science": {
    title: "डेटा साइन्सको छोटो कोर्स | MBC",
    description:
      "काठमाडौंमा चार तहको डेटा साइन्स छोटो कोर्स, परिचयात्मक (Introduction) देखि विशेषज्ञ (Expert) तहसम्म: तथ्याङ्क, कोडिङ, मोडेलिङ र डेटा भिजुअलाइजेसन।",
    banner: {
      mainTitle: programmeNamesNe["data-science"],
      subTitle: "चार तह: परिचयात्मक (Introduction) देखि विशेषज्ञ (Expert) सम्म",
      altText: chartsAlt,
    },
  },
  "/programs/fullStackDevlopment": {
    title: "MERN स्ट्याकसहित फुल स्ट्याक डेभलपमेन्टको छोटो कोर्स | MBC",
    description:
      "नौवटा मोड्युलमा MongoDB, Express, React र Node.js सिक्दै पूरा वेब एप्लिकेसन बनाउन सिकाउने, काठमाडौंमा फुल स्ट्याक डेभलपमेन्टको व्यावहारिक छोटो कोर्स।",
    banner: {
      mainTitle: programmeNamesNe["full-stack"],
      subTitle: "HTML देखि इन्टरनेटमा चल्ने वेब एप्लिकेसनसम्म, नौवटा मोड्युलमा",
      altText: browserAlt,
    },
  },
  "/academic/computing": {
    title: "कम्प्युटिङ तथा प्रविधि विभाग | MBC",
    description:
      "MBC को कम्प्युटिङ तथा प्रविधि विभाग: सफ्टवेयर विकास, डेटाबेस, नेटवर्क, र यस विभागले पढाउने, बेलायती योग्यता दिने कार्यक्रमहरू।",
    banner: {
      mainTitle: "कम्प्युटिङ तथा प्रविधि विभाग",
      subTitle: "सफ्टवेयर, प्रणाली र रोजगारदाताले खोज्ने सीपहरू",
      altText: "दुईवटा मनिटर राखिएको सफ्टवेयर डेभलपरको टेबलको चित्र",
    },
  },
  "/academic/data-science": {
    title: "डेटा साइन्स विभाग | MBC",
    description:
      "MBC को डेटा साइन्स विभाग: वास्तविक डेटासेटमार्फत पढाइने तथ्याङ्कशास्त्र, प्रोग्रामिङ, मेसिन लर्निङ र डेटा भिजुअलाइजेसन।",
    banner: {
      mainTitle: "डेटा साइन्स विभाग",
      subTitle: "डेटालाई निर्णयमा बदल्ने सीप",
      altText: chartsAlt,
    },
  },
  "/academic/cybersecurity": {
    title: "साइबर सुरक्षा विभाग | MBC",
    description:
      "MBC को साइबर सुरक्षा विभाग: नेटवर्कको रक्षा, इथिकल ह्याकिङ, डिजिटल फरेन्सिक र सुरक्षित प्रणाली, ल्याबमा व्यावहारिक अभ्याससहित।",
    banner: {
      mainTitle: "साइबर सुरक्षा विभाग",
      subTitle: "प्रणाली, नेटवर्क र डेटाको सुरक्षा",
      altText: networkSecurityAlt,
    },
  },
  "/administration/faculty-staff": {
    title: "हाम्रा शिक्षक तथा प्रशासनिक टोली | MBC",
    description:
      "काठमाडौंस्थित MBC मा विद्यार्थीलाई पढाउने र सहयोग गर्ने अध्यक्ष, शिक्षकहरू तथा प्रशासनिक कर्मचारीहरूसँग परिचित हुनुहोस्।",
    banner: {
      mainTitle: "हाम्रा शिक्षक तथा प्रशासनिक टोली",
      subTitle: "विद्यार्थीलाई पढाउने, बाटो देखाउने र साथ दिने मानिसहरू",
      altText: "सँगै उभिएका कर्मचारीहरूको समूहको चित्र",
    },
  },
  "/administration/admissions": {
    title: "भर्ना कार्यालय | MBC",
    description:
      "MBC को भर्ना कार्यालयमा सम्पर्क गर्नुहोस्: आवेदन खुला रहेका कार्यक्रम, पाँच चरणमा आवेदन दिने तरिका, भर्नासम्बन्धी प्रश्नका उत्तर र कार्यालय समय।",
    banner: {
      mainTitle: "भर्ना कार्यालय",
      subTitle: "आवेदन दिन सहयोग गर्न हामी यहाँ छौं",
      altText: "विद्यार्थी र अभिभावकसँग कुरा गरिरहेका परामर्शदाताको चित्र",
    },
  },
  "/administration/policies": {
    title: "नीति तथा नियमहरू | MBC",
    description:
      "MBC का शैक्षिक नीतिहरू, सजिलो भाषामा: भर्ना, हाजिरी, मूल्याङ्कन, शैक्षिक इमानदारी, गुनासो सुनुवाइ र विद्यार्थीको आचरण।",
    banner: {
      mainTitle: "नीति तथा नियमहरू",
      subTitle: "स्पष्ट नियम, निष्पक्ष कार्यान्वयन",
      altText: "जाँचसूची र छाप भएको कागजातको चित्र",
    },
  },
  "/admission/why-mbc": {
    title: "MBC नै किन? काठमाडौंमै बेलायती IT शिक्षा | MBC",
    description:
      "विद्यार्थीहरूले MBC रोज्नुका एघार कारण: बेलायतबाट प्रदान गरिने योग्यता, सुलभ शुल्क, छात्रवृत्ति, सुनिश्चित इन्टर्नसिप र विदेशमा पढाइ अगाडि बढाउने बाटो।",
    banner: {
      mainTitle: "MBC नै किन रोज्ने?",
      subTitle: "घरनजिकै बेलायती शिक्षा",
      altText: "विश्वविद्यालय भवनतर्फ जाने बाटोमा रहेको विद्यार्थीको चित्र",
    },
  },
  "/admission/scholarship": {
    title: "१००% सम्मको छात्रवृत्ति | MBC",
    description:
      "MBC मा शिक्षण शुल्कको १००%, ९०%, ८०% र ७०% छात्रवृत्ति, हरेक भर्ना सत्रमा प्रत्येक श्रेणीमा ५ जनालाई: को पात्र हुन्छन् र छात्रवृत्ति परीक्षा कसरी हुन्छ।",
    banner: {
      mainTitle: "छात्रवृत्ति",
      subTitle: "प्रतिभाशाली विद्यार्थीका लागि शिक्षण शुल्कको १००% सम्म छात्रवृत्ति",
      altText: "ट्रफी र दीक्षान्त टोपीको चित्र",
    },
  },
  "/admission/fees-funding": {
    title: "शुल्क तथा भुक्तानी | MBC",
    description:
      "MBC को शुल्क कसरी तोकिन्छ, शुल्क घटाउने छात्रवृत्तिहरू र भुक्तानीका उपलब्ध विकल्पहरू, साथै डाउनलोड गर्न मिल्ने शुल्क निर्देशिका।",
    banner: {
      mainTitle: "शुल्क तथा भुक्तानी",
      subTitle: "सुलभ शुल्कमा बेलायती योग्यता, स्पष्ट रूपमा बुझाइएको",
      altText: "क्याल्कुलेटर र शुल्क तालिकाको चित्र",
    },
  },
  "/apply": {
    title: "अनलाइन आवेदन: भर्ना फारम | MBC",
    description:
      "MBC मा अनलाइन आवेदन दिनुहोस्: विवरण भर्नुहोस्, शैक्षिक कागजात र भुक्तानी रसिदको फोटो अपलोड गर्नुहोस्, अनि हामी इमेल वा फोनबाट पुष्टि गर्नेछौं।",
    banner: {
      mainTitle: "अनलाइन भर्ना फारम",
      subTitle: "आफ्नै फोनबाट केही मिनेटमै आवेदन दिनुहोस्",
      altText: "आवेदन फारम देखाइरहेको मोबाइल फोनको चित्र",
    },
  },
  "/about/gallary": {
    title: "फोटो ग्यालेरी: कलेजको जीवन | MBC",
    description: `MBC को एक झलक: काठमाडौंको ${siteNe.address.area}स्थित हाम्रो क्याम्पसका कक्षाकोठा, ल्याब, समारोह, दीक्षान्त र विद्यार्थी जीवन।`,
    banner: {
      mainTitle: "ग्यालेरी",
      subTitle: "हाम्रो क्याम्पसका केही क्षणहरू",
      altText: "फ्रेममा राखिएका तस्बिरहरूले भरिएको भित्ताको चित्र",
    },
  },
  "/about/Chairman-message": {
    title: "अध्यक्षको सन्देश | MBC",
    description: "MBC का अध्यक्षको सन्देश: नेपालमा बेलायती शिक्षाबारे उहाँको विचार र आफ्ना विद्यार्थीहरूका लागि कलेजको दूरदृष्टि।",
    banner: {
      mainTitle: "अध्यक्षको सन्देश",
      subTitle: "हामीले यो कलेज किन खोल्यौं",
      altText: letterAlt,
    },
  },
  "/about/CEO": {
    title: "प्रमुख कार्यकारी अधिकृतको सन्देश | MBC",
    description: "पढाइ, रोजगारीका लागि चाहिने क्षमता र विद्यार्थीको समग्र अनुभवबारे MBC का प्रमुख कार्यकारी अधिकृत (CEO) को सन्देश।",
    banner: {
      mainTitle: "प्रमुख कार्यकारी अधिकृतको सन्देश",
      subTitle: "हरेक विद्यार्थीप्रति हाम्रो प्रतिबद्धता",
      altText: letterAlt,
    },
  },
  "/about/uclan": {
    title: "बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय: UCLan | MBC",
    description:
      "University of Central Lancashire (UCLan) सँग MBC को साझेदारी: अङ्कमा विश्वविद्यालयको परिचय, यसका कार्यक्रम, अनुसन्धान र विद्यार्थी जीवन।",
    banner: {
      mainTitle: "University of Central Lancashire",
      subTitle: "बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय",
      altText: "घण्टाघर भएको विश्वविद्यालय भवनको चित्र",
    },
  },
  "/about/ncc-education": {
    title: "योग्यता प्रदान गर्ने हाम्रो निकाय: NCC Education | MBC",
    description:
      "७० भन्दा बढी विश्वविद्यालयले मान्यता दिएको बेलायतको योग्यता प्रदायक निकाय NCC Education सँग MBC को साझेदारी: यसका योग्यता, पहुँच र अगाडि पढ्ने बाटाहरू।",
    banner: {
      mainTitle: "NCC Education",
      subTitle: "योग्यता प्रदान गर्ने हाम्रो बेलायती निकाय",
      altText: "एकआपसमा जोडिएका प्रमाणपत्रहरूसहितको ग्लोबको चित्र",
    },
  },
  "/about/credit-transfer": {
    title: "बेलायत र अन्य देशका विश्वविद्यालयमा क्रेडिट ट्रान्सफर | MBC",
    description:
      "क्रेडिट ट्रान्सफर कसरी हुन्छ: NCC Education डिप्लोमामा कमाएका क्रेडिट विदेशका साझेदार विश्वविद्यालयमा लगेर डिग्री छिटो पूरा गर्न सकिन्छ।",
    banner: {
      mainTitle: "क्रेडिट ट्रान्सफर",
      subTitle: "पढाइका क्रेडिट विदेशको विश्वविद्यालयमा लैजान सकिन्छ",
      altText: "दुई विश्वविद्यालय भवनबीच उडिरहेको हवाईजहाजको चित्र",
    },
  },
  "/VisitUs": {
    title: "कलेज भ्रमण वा परामर्शको समय बुक गर्नुहोस् | MBC",
    description: `${siteNe.address.area}, काठमाडौंस्थित MBC को भर्ना टोलीसँग क्याम्पस भ्रमण, अनलाइन परामर्श वा हामीले फोन गरिदिने समय बुक गर्नुहोस्।`,
    banner: {
      mainTitle: "कलेज भ्रमण",
      subTitle: "क्याम्पस भ्रमण, अनलाइन परामर्श वा हामीबाट फोन आउने समय बुक गर्नुहोस्",
      altText: "स्वागत बोर्ड राखिएको क्याम्पसको मूल ढोकाको चित्र",
    },
  },
  "/Diplomas": {
    title: "NCC Education का डिप्लोमाहरू | Level 3, 4 र 5 | MBC",
    description:
      "MBC मा पढाइने NCC Education का सातवटै डिप्लोमा, Level 3 को फाउन्डेसन तहदेखि Level 5 Diploma in Computing with Cyber Security सम्म।",
    banner: {
      mainTitle: "डिप्लोमा कार्यक्रमहरू",
      subTitle: "Level 3 देखि Level 5 सम्मका NCC Education का सातवटा योग्यता",
      altText: diplomaAlt,
    },
  },
  "/ShortCourses": {
    title: "साइबर सुरक्षा, AI, डेटा साइन्स र वेबका छोटो कोर्स | MBC",
    description:
      "MBC का चारवटा व्यावहारिक छोटो कोर्स: साइबर सुरक्षा, आर्टिफिसियल इन्टेलिजेन्स, डेटा साइन्स र MERN स्ट्याकसहित फुल स्ट्याक डेभलपमेन्ट।",
    banner: {
      mainTitle: "छोटो कोर्सहरू",
      subTitle: "साइबर सुरक्षा, AI, डेटा र वेबका केन्द्रित, व्यावहारिक सीप",
      altText: browserAlt,
    },
  },
  "/contact": {
    title: `सम्पर्क: ${siteNe.address.area}, काठमाडौं | MBC`,
    description: `MBC ${siteNe.shortAddress}मा छ: फोन नम्बर, इमेल ठेगाना, कार्यालय खुल्ने समय, नक्सा र सोधपुछ फारम यहीँ पाउनुहुन्छ।`,
    banner: {
      mainTitle: "सम्पर्क गर्नुहोस्",
      subTitle: `फोन गर्नुहोस्, लेखेर पठाउनुहोस् वा ${siteNe.address.area}मा भेट्न आउनुहोस्`,
      altText: "सहरको सडकमाथि नक्साको पिनको चित्र",
    },
  },
  "/privacy": {
    title: "गोपनीयता सूचना | MBC",
    description:
      "MBC का फारमबाट पठाइएका विवरण कसरी राखिन्छन्: के राखिन्छ, कहाँ, कति समय, कसले हेर्न सक्छ, र आफ्नो विवरणको प्रतिलिपि माग्न, त्यसलाई सच्याउन वा मेटाउन कसरी अनुरोध गर्ने।",
    banner: {
      mainTitle: "गोपनीयता सूचना",
      subTitle: "तपाईंले पठाउनुभएको विवरणको के हुन्छ",
      altText: "जाँचसूची र छाप भएको कागजातको चित्र",
    },
  },
  "/notices": {
    title: "सूचना | MBC",
    description: "कलेज कार्यालयका सूचनाहरू: भर्ना, प्रवेश परीक्षा, परीक्षा तालिका, नतिजा, समारोह र बिदा, पछिल्लो सूचना पहिले।",
    banner: {
      mainTitle: "सूचना",
      subTitle: "कलेज कार्यालयबाट भर्ना, परीक्षा, नतिजा, समारोह र बिदाका सूचनाहरू",
      altText: "जाँचसूची र छाप भएको कागजातको चित्र",
    },
  },
};
