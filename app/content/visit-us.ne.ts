/**
 * The /VisitUs page's copy in Nepali, the twin of ./visit-us.ts (the
 * address and hours are site.ts's Nepali forms, as the frame has them).
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import { siteNe } from "./site.ne";
import type { VisitUsContent } from "./visit-us";

export const review = "unreviewed";

export const visitUsContentNe: VisitUsContent = {
  heading: "हामीलाई भेट्न आउनुहोस्",
  intro:
    "तपाईँलाई कहिले मिल्छ र कसरी कुरा गर्न चाहनुहुन्छ, हामीलाई बताउनुहोस्: क्याम्पस घुमेर हेर्ने, अनलाइन परामर्श लिने वा हाम्रो भर्ना टोलीबाट फोन पाउने। तपाईँले छान्नुभएको सम्पर्क माध्यमबाट हामी पुष्टि गर्नेछौँ।",
  office: "हाम्रो भर्ना कार्यालय {address}मा छ। कार्यालय समय: {hours}।",
  address: siteNe.fullAddress,
  hours: siteNe.admissionsHours,
  ratherCall: "अहिले नै फोन गर्न चाहनुहुन्छ?",
};
