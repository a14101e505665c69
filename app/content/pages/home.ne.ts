/** The words of home.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { siteNe } from "../site.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const homePageNe: PageTextNe = {
  title: "काठमाडौँमै बेलायती IT डिग्री, डिप्लोमा र छोटो कोर्स",
  description:
    "UCLan र NCC Education ले प्रदान गर्ने बेलायती IT डिग्री र डिप्लोमा काठमाडौँमै पढ्नुहोस्, बेलायतमा गएर स्नातक पूरा गर्ने बाटोसहित। १००% सम्म छात्रवृत्ति।",
  banner: {
    mainTitle: "काठमाडौँमै बेलायती IT शिक्षा",
    subTitle: `${siteNe.address.area}मा बेलायतबाट प्रदान गरिने डिग्री र डिप्लोमा, साथै छोटो कोर्सहरू`,
    altText: "उज्यालो कक्षाकोठामा ल्यापटपमा सँगै काम गरिरहेका विद्यार्थीहरू",
  },
};
