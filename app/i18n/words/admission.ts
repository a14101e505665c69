import { site } from "~/content/site";
import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * Words of the admission pages' routes (app/routes/admission.*.tsx): their
 * headings, collapsible titles and links; the pages' own content comes from
 * their loaders. `{name}` marks in a phrase are filled in by the component,
 * with the page's digits. The Nepali is UNREVIEWED (the college confirms it
 * before NEPALI_VERSION is switched on).
 */
export const admission = wordSet({
  en: {
    whyMbc: {
      strengthsHeading: `Eleven reasons students choose ${site.name}`,
      testimonialsHeading: "What our students say",
      /** A testimonial's stars for assistive technology: "{rating}" and "{outOf}" are filled in. */
      rated: "Rated {rating} out of {outOf}",
      bookVisit: "Book a visit or counselling",
    },
    scholarship: {
      overview: "Scholarship Overview",
      tiers: "Scholarship Tiers",
      tiersIntro: "Scholarships are awarded at four levels:",
      /** Below a tier's percentage. */
      ofTuition: "of tuition",
      eligibility: "Eligibility and Application",
      contactAdmissions: "Contact the Office of Admissions",
    },
  },
  ne: {
    whyMbc: {
      strengthsHeading: `विद्यार्थीहरूले ${site.name} रोज्नुका एघार कारण`,
      testimonialsHeading: "हाम्रा विद्यार्थीहरू के भन्छन्",
      rated: "{outOf} मध्ये {rating} तारा",
      bookVisit: "कलेज भ्रमण वा परामर्शको समय लिनुहोस्",
    },
    scholarship: {
      overview: "छात्रवृत्तिको परिचय",
      tiers: "छात्रवृत्तिका श्रेणीहरू",
      tiersIntro: "छात्रवृत्ति चार श्रेणीमा दिइन्छ:",
      ofTuition: "शिक्षण शुल्क छात्रवृत्ति",
      eligibility: "पात्रता र आवेदन प्रक्रिया",
      contactAdmissions: "भर्ना कार्यालयमा सम्पर्क गर्नुहोस्",
    },
  },
});
