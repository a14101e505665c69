/**
 * Why choose the college, in Nepali: the twin of `whyMbc` in why-mbc.ts (the
 * same eleven strengths in the same order; the same testimonials' names,
 * courses, pictures, ratings and sample flags, their words in Nepali).
 * Like the English, the testimonials are SAMPLE text until real students
 * give their own words. UNREVIEWED: written by the developers for parents
 * and guardians; the college confirms it before NEPALI_VERSION is switched on.
 */
import { intakeMonthsTextNe } from "./intakes.ne";
import { recipientsPerTier } from "./scholarship";
import { recipientsPerTierTextNe, tierPercentagesNe } from "./scholarship.ne";
import { site } from "./site";
import { siteNe } from "./site.ne";
import { type WhyMbcContent, testimonials } from "./why-mbc";

export const review = "unreviewed";

const { university, awardingBody } = site.partners;

const testimonialText: string[] = [
  "परिवारबाट टाढा नगईकनै म बेलायती डिग्री लिन चाहन्थेँ। प्राध्यापकहरूले मलाई वास्तविक परियोजना बनाउन निरन्तर प्रेरित गर्नुभयो, र मेरो इन्टर्नसिप नै डेभलपरका रूपमा मेरो पहिलो जागिर बन्यो।",
  "ल्याबमा आएपछि मात्र मलाई सबै कुरा प्रस्ट भयो: हामी हरेक हप्ता वास्तविक नेटवर्कलाई आक्रमणबाट जोगाउने अभ्यास गर्थ्यौँ। छात्रवृत्तिले मेरो पढाइ सम्भव बनायो, र मेरा प्रश्नहरूका लागि कर्मचारीहरूसँग सधैँ समय हुन्थ्यो।",
];

export const whyMbcNe: WhyMbcContent = {
  strengths: [
    {
      title: "बेलायतबाट प्रदान गरिने योग्यता",
      text: `${university.name} ले प्रदान गर्ने डिग्री र ${awardingBody.name} ले प्रदान गर्ने डिप्लोमा, जसलाई विश्वभर मान्यता छ।`,
    },
    {
      title: "सबैभन्दा सुलभ शुल्कमा बेलायती योग्यता",
      text: "पूरै कार्यक्रमभरि विदेशमा बसेर पढ्दा लाग्ने खर्चबिना नै बेलायती शिक्षा।",
    },
    {
      title: "१००% सम्मको छात्रवृत्ति",
      text: `मेरिटका आधारमा शिक्षण शुल्कको ${tierPercentagesNe} छात्रवृत्ति, ${recipientsPerTierTextNe(recipientsPerTier)}।`,
    },
    {
      title: "सुनिश्चित इन्टर्नसिप",
      text: "हाम्रा उद्योग साझेदारहरूमार्फत हरेक विद्यार्थीले आफ्नो सीप वास्तविक कार्यस्थलमा प्रयोग गर्ने अवसर पाउँछ।",
    },
    {
      title: "विदेशमा पढाइ अगाडि बढाउने बाटो",
      text: "क्रेडिट ट्रान्सफरले बेलायत, अमेरिका, अस्ट्रेलिया, क्यानडा, युरोप र दुबईका विश्वविद्यालयहरूमा पढ्ने बाटो खोलिदिन्छ।",
    },
    {
      title: "७० भन्दा बढी विश्वविद्यालयबाट मान्यता",
      text: `${awardingBody.name} का डिप्लोमालाई ७० भन्दा बढी विश्वविद्यालयले मान्यता दिएका छन्, त्यसैले तपाईँले हासिल गर्नुभएका क्रेडिट अर्को विश्वविद्यालयमा पनि गनिन्छन्।`,
    },
    {
      title: "उद्योगको आवश्यकतामा केन्द्रित पाठ्यक्रम",
      text: "प्रोग्रामिङ, डेटा साइन्स, आर्टिफिसियल इन्टेलिजेन्स (AI), साइबर सुरक्षा र नेटवर्किङ: नेपाल र विदेशका रोजगारदाताले खोज्ने सीपहरू।",
    },
    {
      title: "अनुभवी प्राध्यापकहरू",
      text: "शैक्षिक योग्यतासँगै उद्योगको अनुभव भएका, र हरेक विद्यार्थीलाई नामैले चिन्ने शिक्षकहरू।",
    },
    {
      title: "व्यावहारिक ल्याब",
      text: "हरेक हप्ता प्रयोगात्मक कक्षा: जुन दिन सिक्नुहुन्छ, त्यही दिन अभ्यास पनि गर्नुहुन्छ।",
    },
    {
      title: "वर्षमा पाँच भर्ना सत्र",
      text: `${intakeMonthsTextNe("वा")}: तपाईँ तयार हुनुभएकै बेला पढाइ सुरु गर्न सक्नुहुन्छ।`,
    },
    {
      title: "काठमाडौँको केन्द्रमै क्याम्पस",
      text: `${siteNe.address.street}मा रहेकाले आइपुग्न सजिलो, र क्याम्पसमै परामर्श तथा विद्यार्थी सहयोग उपलब्ध।`,
    },
  ],
  testimonials: testimonials.map((t, i) => ({ ...t, text: testimonialText[i]! })),
};
