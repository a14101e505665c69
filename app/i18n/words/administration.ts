import { wordSet } from "./types";

export const review = "unreviewed";

/**
 * The administration pages' headings and labels (admissions, faculty and
 * staff, policies). `{name}` stands for the college's name. The Nepali is
 * UNREVIEWED (the college confirms it before NEPALI_VERSION is switched on).
 */
export const administration = wordSet({
  en: {
    contactHeading: "Contact the Office of Admissions",
    officeHours: "Office hours:",
    reasonsHeading: "Reasons to choose {name}",
    programmesHeading: "Programmes open for application",
    stepsHeading: "How to apply in 5 steps",
    faqsHeading: "Frequently asked questions",
    leadershipHeading: "Leadership",
    teamHeading: "Faculty and administration",
    achievementsHeading: "Our achievements",
    policiesHeading: "Our policies",
  },
  ne: {
    contactHeading: "भर्ना कार्यालयमा सम्पर्क गर्नुहोस्",
    officeHours: "कार्यालय समय:",
    reasonsHeading: "किन {name} रोज्ने?",
    programmesHeading: "आवेदन खुला रहेका कार्यक्रमहरू",
    stepsHeading: "५ चरणमा आवेदन दिने तरिका",
    faqsHeading: "धेरैले सोध्ने प्रश्नहरू",
    leadershipHeading: "नेतृत्व",
    teamHeading: "शिक्षक तथा प्रशासनिक टोली",
    achievementsHeading: "हाम्रा उपलब्धिहरू",
    policiesHeading: "हाम्रा नीतिहरू",
  },
});
