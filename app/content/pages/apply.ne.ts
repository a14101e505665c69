/** The words of apply.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const applyPageNe: PageTextNe = {
  title: "अनलाइन आवेदन: भर्ना फारम",
  description:
    "MBC मा अनलाइन आवेदन दिनुहोस्: विवरण भर्नुहोस्, शैक्षिक कागजात र भुक्तानी रसिदको फोटो अपलोड गर्नुहोस्, अनि हामी इमेल वा फोनबाट पुष्टि गर्नेछौँ।",
  banner: {
    mainTitle: "अनलाइन भर्ना फारम",
    subTitle: "आफ्नै फोनबाट केही मिनेटमै आवेदन दिनुहोस्",
    altText: "आवेदन फारम देखाइरहेको मोबाइल फोनको चित्र",
  },
};
