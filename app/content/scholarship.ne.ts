/**
 * The scholarship page in Nepali: the twin of `scholarship` in scholarship.ts
 * (the same tiers, percentages and number of recipients; every text in
 * Nepali, numbers in Devanagari digits). Also the Nepali wording of the
 * tiers that the why-MBC and fees pages repeat, so every Nepali page states
 * them alike, as the English pages do. UNREVIEWED: written by the developers
 * for parents and guardians; the college confirms it before NEPALI_VERSION is
 * switched on.
 */
import { nepaliNumber } from "../i18n/numerals";
import { type ScholarshipContent, scholarship, scholarshipTiers } from "./scholarship";
import { site } from "./site";

export const review = "unreviewed";

/** recipientsText in Nepali, one wording everywhere: "हरेक भर्ना सत्रमा ५ जनालाई" (5 recipients each intake). */
export const recipientsTextNe = (count: number) => `हरेक भर्ना सत्रमा ${nepaliNumber(count)} जनालाई`;

/** "each intake, at each tier" said once: "हरेक भर्ना सत्रमा श्रेणीपिच्छे ५ जनालाई" (two "each"s read as English). */
export const recipientsPerTierTextNe = (count: number) => `हरेक भर्ना सत्रमा श्रेणीपिच्छे ${nepaliNumber(count)} जनालाई`;

/** tierPercentages in Nepali: "१००%, ९०%, ८०% र ७०%". */
export const tierPercentagesNe = scholarshipTiers
  .map((t) => `${nepaliNumber(t.percentage)}%`)
  .join(", ")
  .replace(/, ([^,]+)$/, " र $1");

/** Who is eligible (requirements §9), as the scholarship and fees pages both say it. */
export const cgpaEligibilityNe =
  "राष्ट्रिय परीक्षा बोर्ड (कक्षा १२) वा A-Level मा ३.७ देखि ४.० सम्म CGPA ल्याएका विद्यार्थी ठूलो रकमको छात्रवृत्तिका लागि पात्र हुन्छन्; अन्तिम निर्णय छात्रवृत्ति समितिको मूल्याङ्कनपछि हुन्छ।";

export const scholarshipNe: ScholarshipContent = {
  welcome: {
    heading: "कसले पढ्ने भन्ने कुरा खर्चले होइन, प्रतिभाले तय गर्नुपर्छ",
    paragraphs: [
      `हरेक भर्ना सत्रमा ${site.name} ले साँचो क्षमता र लगनशीलता देखाउने विद्यार्थीहरूलाई शिक्षण शुल्कको १००% सम्म छात्रवृत्ति दिन्छ। यो छात्रवृत्ति हाम्रो आफ्नै छात्रवृत्ति परीक्षामार्फत मेरिटका आधारमा दिइन्छ, र सबै आवेदकका लागि खुला छ।`,
      "राम्रो नतिजाका लागि तपाईँले मिहिनेत गर्नुभएको छ भने, कम्प्युटिङ, डेटा साइन्स वा साइबर सुरक्षामा बेलायती योग्यता हासिल गरेर त्यसलाई अझ अगाडि बढाउन हामी सहयोग गर्न चाहन्छौँ।",
    ],
  },
  overview: [
    "हाम्रो छात्रवृत्तिले तपाईँले तिर्ने शिक्षण शुल्क घटाउँछ, जसले गर्दा शुल्क कसरी तिर्ने भन्ने चिन्ताभन्दा पढाइमै ध्यान दिन सक्नुहुन्छ।",
    "छात्रवृत्ति परीक्षा र छात्रवृत्ति समितिको मूल्याङ्कनका आधारमा छात्रवृत्ति दिइन्छ; समितिले तपाईँको परीक्षाको नतिजासँगै शैक्षिक रेकर्ड पनि हेर्छ।",
    "छात्रवृत्ति पाउने विद्यार्थीले राम्रो हाजिरी र पढाइमा राम्रो प्रगति कायम राख्नुपर्छ। तपाईँको छात्रवृत्ति कुन कार्यक्रम र कुन भर्ना सत्रमा लागू हुन्छ भन्ने कुरा हाम्रो भर्ना कार्यालयले बताउनेछ।",
  ],
  tiers: scholarship.tiers.map((t, i) => ({
    ...t,
    percent: `${nepaliNumber(t.percentage)}%`,
    recipients: recipientsTextNe(scholarshipTiers[i]!.recipients),
  })),
  eligibility: {
    paragraphs: [
      "छात्रवृत्ति परीक्षा हरेक भर्ना सत्रसँग मिलाएर वर्षभरि नै लिइन्छ, त्यसैले आवेदन दिन तयार हुनुभएकै बेला तपाईँ यो परीक्षा दिन सक्नुहुन्छ।",
      cgpaEligibilityNe,
    ],
    steps: [
      "आगामी छात्रवृत्ति परीक्षामा नाम दर्ता गर्न भर्ना कार्यालयमा सम्पर्क गर्नुहोस्।",
      "तपाईँले रोज्नुभएको भर्ना सत्रका लागि तोकिएको मितिमा परीक्षा दिनुहोस्।",
      "आफ्ना शैक्षिक कागजातसहित आवेदन बुझाउनुहोस्।",
      "छात्रवृत्ति समितिले तपाईँको नतिजा र शैक्षिक रेकर्ड हेरेर आफ्नो निर्णय तपाईँलाई जानकारी गराउँछ।",
    ],
  },
};
