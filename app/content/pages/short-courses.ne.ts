/** The words of short-courses.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { browserAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const shortCoursesPageNe: PageTextNe = {
  title: "साइबर सुरक्षा, AI, डेटा साइन्स र वेबका छोटो कोर्स",
  description:
    "MBC का चारवटा व्यावहारिक छोटो कोर्स: साइबर सुरक्षा, आर्टिफिसियल इन्टेलिजेन्स, डेटा साइन्स र MERN स्ट्याकसहित फुल स्ट्याक डेभलपमेन्ट।",
  banner: {
    mainTitle: "छोटो कोर्सहरू",
    subTitle: "साइबर सुरक्षा, AI, डेटा र वेबका केन्द्रित, व्यावहारिक सीप",
    altText: browserAlt,
  },
};
