/**
 * The fees and funding page in Nepali: the twin of `fees` in fees.ts (the
 * same blocks in the same order, the same scholarship tiers, phone numbers,
 * e-mail address and PDF; every text in Nepali). The fee guide PDF
 * (fees.documents.ts) stays in English. UNREVIEWED: written by the
 * developers for parents and guardians; the college confirms it before
 * NEPALI_VERSION is switched on.
 */
import { type FeesContent, fees } from "./fees";
import { recipientsPerTier } from "./scholarship";
import { cgpaEligibilityNe, recipientsPerTierTextNe, tierPercentagesNe } from "./scholarship.ne";
import { site } from "./site";
import { siteNe } from "./site.ne";

export const review = "unreviewed";

export const feesNe: FeesContent = {
  intro: {
    heading: "परिवारले योजना बनाएर तिर्न सक्ने शुल्कमा बेलायती योग्यता",
    paragraphs: [
      `${site.name} मा तपाईँ सबैभन्दा सुलभ शुल्कका केही बेलायती योग्यता पढ्न सक्नुहुन्छ: पूरै पढाइभरि विदेशमा बस्ने खर्चबिना नै तपाईँ काठमाडौँमै बेलायतबाट प्रदान गरिने डिप्लोमा वा डिग्री हासिल गर्नुहुन्छ।`,
      "शुल्क तपाईँले रोज्ने कार्यक्रम र तहअनुसार फरक हुन्छ। हाम्रो भर्ना कार्यालयले तपाईँको कार्यक्रमको हालको शुल्क तालिका दिनेछ, र त्यो कसरी तिर्ने भन्ने योजना बनाउन सहयोग गर्नेछ।",
    ],
  },
  blocks: [
    {
      title: "हाम्रो शुल्क बुझ्नुहोस्",
      paragraphs: [
        "हरेक कार्यक्रमको छुट्टै शिक्षण शुल्क हुन्छ, जुन त्यसको तह र अवधिअनुसार तोकिन्छ। योग्यता प्रदान गर्ने निकायको कुनै दर्ता वा परीक्षा शुल्क लाग्छ भने त्यो पनि तपाईँको कार्यक्रमको शुल्क तालिकामै उल्लेख हुन्छ, जसले गर्दा भर्ना हुनुअघि नै पूरा खर्च एकै ठाउँमा हेर्न सक्नुहुन्छ।",
        "अनलाइन आवेदन दिँदा आवेदन शुल्क तिर्नुपर्छ। तपाईँको शिक्षण शुल्कभित्र यी कुरा पर्छन्:",
      ],
      bullets: ["हरेक मोड्युलका पठनपाठन सामग्री", "हाम्रा कम्प्युटर ल्याबको प्रयोग", "शैक्षिक सहयोग, परामर्श र करियर मार्गदर्शन"],
    },
    {
      title: "छात्रवृत्तिका अवसर",
      paragraphs: [
        `मेरिटका आधारमा दिइने शिक्षण शुल्कको ${tierPercentagesNe} छात्रवृत्तिले तपाईँले तिर्ने शुल्क घटाउँछ। ${recipientsPerTierTextNe(recipientsPerTier)} छात्रवृत्ति दिइन्छ, र उनीहरू हाम्रो छात्रवृत्ति परीक्षामार्फत छानिन्छन्।`,
        `छात्रवृत्ति परीक्षा हरेक भर्ना सत्रसँग मिलाएर वर्षभरि नै लिइन्छ। ${cgpaEligibilityNe}`,
      ],
    },
    {
      title: "भुक्तानीका विकल्प",
      paragraphs: [
        "पूरै शुल्क एकैपटक तिर्नुपर्दैन: तपाईँलाई दिइने भर्ना प्रस्तावमा उल्लेख भएको तालिकाअनुसार कार्यक्रमभरि किस्तामा शिक्षण शुल्क तिर्न सकिन्छ।",
        "कलेजको बैङ्क खातामा ट्रान्सफर वा जम्मा गरेर, वा हाम्रो भुक्तानी QR कोड स्क्यान गरेर शुल्क तिर्न सक्नुहुन्छ; रसिद वा कारोबारको सन्दर्भ नम्बर सुरक्षित राख्नुहोस्। तपाईँको परिवारलाई मिल्ने भुक्तानी योजना तय गर्न हाम्रो लेखा शाखा खुसीसाथ सहयोग गर्छ।",
      ],
    },
  ],
  contact: `हालको शुल्क तालिकाका लागि भर्ना कार्यालयमा सम्पर्क गर्नुहोस्: ${siteNe.phones.join(" वा ")}, ${site.emails[1] ?? site.emails[0]}, ${siteNe.shortAddress}।`,
  pdf: { ...fees.pdf, title: "शुल्क तथा भुक्तानी निर्देशिका" },
};
