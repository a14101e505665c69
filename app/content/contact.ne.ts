/**
 * The contact page in Nepali: the twin of ./contact.ts (the same details
 * from site.ts, written the Nepali way; the frame's own address and hours
 * words, app/i18n/frame/ne.ts). UNREVIEWED: the college confirms the text
 * before NEPALI_VERSION is switched on.
 */
import { ne as frame } from "~/i18n/frame/ne";
import { nepaliClockTime } from "~/i18n/numerals";
import { clockTimes } from "~/lib/kathmandu-time";
import type { ContactContent } from "./contact";
import { site } from "./site";

export const review = "unreviewed";

export const contactNe: ContactContent = {
  heading: "हामीसँग सम्पर्क गर्नुहोस्",
  intro:
    "कोर्स छान्दै हुनुहुन्छ, छात्रवृत्तिबारे सोध्न चाहनुहुन्छ वा क्याम्पस भ्रमण मिलाउन चाहनुहुन्छ भने हाम्रो टोली खुसीसाथ सघाउँछ। कार्यालय खुला रहने समयमा फोन गर्नुहोस्, लेख्नुहोस् वा सिधै आउनुहोस्, अथवा तल सन्देश पठाउनुहोस्: हामी सकेसम्म चाँडो जवाफ दिनेछौँ।",
  visitHeading: "हामीलाई भेट्न आउनुहोस्",
  callHeading: "फोन गर्नुहोस्",
  emailHeading: "इमेल पठाउनुहोस्",
  hoursHeading: "कार्यालय खुल्ने समय",
  enquiryHeading: "हामीलाई सन्देश पठाउनुहोस्",
  addressLines: [site.name, ...frame.footer.addressLines],
  directions: "बाटो हेर्नुहोस्",
  directionsTo: ` (${frame.address} पुग्ने)`,
  hoursLines: frame.footer.hoursLines,
  status: {
    open: "अहिले खुला छ · काठमाडौँको समयअनुसार {time} मा बन्द हुन्छ",
    closedOpens: "अहिले बन्द छ · काठमाडौँको समयअनुसार {when} {time} मा खुल्छ",
    closed: "अहिले बन्द छ",
    today: "आज",
    tomorrow: "भोलि",
    days: ["आइतबार", "सोमबार", "मङ्गलबार", "बुधबार", "बिहीबार", "शुक्रबार", "शनिबार"],
    times: clockTimes(site.hours, nepaliClockTime),
  },
};
