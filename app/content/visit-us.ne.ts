/**
 * The /VisitUs page's copy in Nepali, the twin of ./visit-us.ts (the
 * address and hours are site.ts's, written as the frame writes them).
 * UNREVIEWED: the college confirms the text before NEPALI_VERSION is on.
 */
import { ne as frame } from "~/i18n/frame/ne";
import { nepaliClockTime } from "~/i18n/numerals";
import { site } from "./site";
import type { VisitUsContent } from "./visit-us";

export const review = "unreviewed";

const hours = site.admissionsHours;

export const visitUsContentNe: VisitUsContent = {
  heading: "हामीलाई भेट्न आउनुहोस्",
  intro:
    "तपाईंलाई कहिले मिल्छ र कसरी कुरा गर्न चाहनुहुन्छ, हामीलाई बताउनुहोस्: क्याम्पस घुमेर हेर्ने, अनलाइन परामर्श लिने वा हाम्रो भर्ना टोलीबाट फोन पाउने। तपाईंले छानेको सम्पर्क माध्यमबाट हामी पुष्टि गर्नेछौं।",
  // The English record's days (Sunday to Friday) and times.
  office: "हाम्रो भर्ना कार्यालय {address}मा छ। कार्यालय समय: {hours}।",
  address: `${frame.address}, नेपाल`,
  hours: `आइतबारदेखि शुक्रबारसम्म, ${nepaliClockTime(hours.opens)} – ${nepaliClockTime(hours.closes)}`,
  ratherCall: "अहिले नै फोन गर्न चाहनुहुन्छ?",
};
