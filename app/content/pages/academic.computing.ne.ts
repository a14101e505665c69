/** The words of academic.computing.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const academicComputingPageNe: PageTextNe = {
  title: "कम्प्युटिङ तथा प्रविधि विभाग",
  description:
    "MBC को कम्प्युटिङ तथा प्रविधि विभाग: सफ्टवेयर विकास, डेटाबेस, नेटवर्क, र यस विभागले पढाउने, बेलायती योग्यता दिने कार्यक्रमहरू।",
  banner: {
    mainTitle: "कम्प्युटिङ तथा प्रविधि विभाग",
    subTitle: "सफ्टवेयर, प्रणाली र रोजगारदाताले खोज्ने सीपहरू",
    altText: "दुईवटा मनिटर राखिएको सफ्टवेयर डेभलपरको टेबलको चित्र",
  },
};
