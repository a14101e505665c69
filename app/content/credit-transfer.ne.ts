/**
 * The credit transfer page in Nepali: the twin of credit-transfer.ts (the
 * same figures and guide; every text in Nepali, qualification names as the
 * certificates print them). The guide itself (/credittransfer.pdf) stays in
 * English. UNREVIEWED: written by the developers for parents and guardians;
 * the college confirms it before NEPALI_VERSION is switched on.
 */
import { type CreditTransferPage, creditTransfer } from "./credit-transfer";
import type { Stat } from "./partnership";
import { site } from "./site";

export const review = "unreviewed";

const ncc = site.partners.awardingBody.name;

/** The English figures with Nepali labels, in the English order. */
const labels = ["साझेदार विश्वविद्यालय", "देश", "विद्यार्थी"];
const stats: Stat[] = creditTransfer.stats.map((stat, i) => ({ ...stat, label: labels[i] ?? "" }));

export const creditTransferNe: CreditTransferPage = {
  ...creditTransfer,
  intro: [
    `${site.name} बाट पाउने तपाईँको ${ncc} डिप्लोमा एउटा प्रमाणपत्र मात्र होइन: यसका क्रेडिटलाई संसारभरका विश्वविद्यालयले मान्यता दिन्छन्, त्यसैले तपाईँ पहिलो वर्षबाट फेरि सुरु नगरीकनै स्नातक (ब्याचलर्स) डिग्रीको पढाइ जारी राख्न सक्नुहुन्छ।`,
  ],
  blocksHeading: "क्रेडिट ट्रान्सफरबारे बुझ्नुहोस्",
  nextStepsHeading: "क्रेडिट ट्रान्सफरको योजना हामीसँगै बनाउनुहोस्",
  statsHeading: "तपाईँलाई अझ अगाडि पुर्‍याउने सञ्जाल",
  stats,
  blocks: [
    {
      title: "क्रेडिट ट्रान्सफर भनेको के हो?",
      paragraphs: [
        "क्रेडिट ट्रान्सफरमा, तपाईँले पूरा गरिसक्नुभएको र मूल्याङ्कन भइसकेको पढाइ अर्को शिक्षण संस्थाको डिग्रीमा गनिन्छ। हरेक डिप्लोमाका निश्चित क्रेडिट हुन्छन्; ती क्रेडिट स्वीकार गर्ने साझेदार विश्वविद्यालयले तपाईँलाई आफ्नो कार्यक्रमको पहिलो वर्षभन्दा माथिको कुनै वर्षमा भर्ना गर्छ।",
        `${ncc} का योग्यतालाई ७० भन्दा बढी विश्वविद्यालयले मान्यता दिएकाले काठमाडौँमा पढेको Level 4 र Level 5 डिप्लोमाले तपाईँलाई विदेशमा स्नातक डिग्रीको अन्तिम वर्षसम्म पुर्‍याउन सक्छ।`,
      ],
    },
    {
      title: "फाइदाहरू",
      paragraphs: ["सुरुका वर्षहरू हामीसँग पढेर क्रेडिट ट्रान्सफर गर्दा:"],
      bullets: [
        "समय बच्छ, किनकि तपाईँ डिग्रीको पहिलो वर्षभन्दा माथिको वर्षमा भर्ना हुनुहुन्छ;",
        "पैसा बच्छ, किनकि यहाँ पढ्ने वर्षहरूको शुल्क काठमाडौँकै दरमा तिर्नुहुन्छ;",
        "घरनजिकै, साना कक्षा र व्यक्तिगत सहयोगसहित विश्वविद्यालय तहको पढाइमा बानी बसाल्न सकिन्छ;",
        "बेलायत र अन्य देशका विश्वविद्यालयमध्ये रोज्ने अवसर खुल्छ।",
      ],
    },
    {
      title: "यो कसरी हुन्छ?",
      paragraphs: ["हाम्रो भर्ना टोलीले हरेक चरणमा तपाईँलाई साथ दिन्छ:"],
      bullets: [
        `${site.name} मा ${ncc} को Level 4 र Level 5 डिप्लोमा पूरा गर्नुहोस्।`,
        "हाम्रा परामर्शदाताको सहयोगमा साझेदार विश्वविद्यालय र डिग्री रोज्नुहोस्।",
        "आफ्नो ट्रान्सक्रिप्टसहित आवेदन दिनुहोस्; विश्वविद्यालयले माग्ने कागजात तयार गर्न हामी सहयोग गर्छौँ।",
        "भर्ना प्रस्ताव (अफर) पाएपछि डिग्रीको माथिल्लो वर्षमा भर्ना हुनुहोस्; तपाईँले पूरा गरिसक्नुभएका क्रेडिट त्यहाँ गनिन्छन्।",
      ],
    },
  ],
  pdf: { ...creditTransfer.pdf, title: "क्रेडिट ट्रान्सफर निर्देशिका" },
};
