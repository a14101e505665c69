/** The words of privacy.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const privacyPageNe: PageTextNe = {
  title: "गोपनीयता सूचना",
  description:
    "MBC का फारमबाट पठाइएका विवरण कसरी राखिन्छन्: के राखिन्छ, कहाँ, कति समय, कसले हेर्न सक्छ, र आफ्नो विवरणको प्रतिलिपि माग्न, त्यसलाई सच्याउन वा मेटाउन कसरी अनुरोध गर्ने।",
  banner: {
    mainTitle: "गोपनीयता सूचना",
    subTitle: "तपाईँले पठाउनुभएको विवरणको के हुन्छ",
    altText: "जाँचसूची र छाप भएको कागजातको चित्र",
  },
};
