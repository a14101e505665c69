/** The words of about.credit-transfer.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const aboutCreditTransferPageNe: PageTextNe = {
  title: "बेलायत र अन्य देशका विश्वविद्यालयमा क्रेडिट ट्रान्सफर",
  description:
    "क्रेडिट ट्रान्सफर कसरी हुन्छ: NCC Education डिप्लोमामा कमाएका क्रेडिट विदेशका साझेदार विश्वविद्यालयमा लगेर डिग्री छिटो पूरा गर्न सकिन्छ।",
  banner: {
    mainTitle: "क्रेडिट ट्रान्सफर",
    subTitle: "तपाईँका क्रेडिट विदेशको विश्वविद्यालयमा पनि गनिन्छन्",
    altText: "दुई विश्वविद्यालय भवनबीच उडिरहेको हवाईजहाजको चित्र",
  },
};
