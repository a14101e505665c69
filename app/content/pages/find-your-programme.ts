import type { PageInfo } from "./types";

export const findYourProgrammePage = {
  slug: "find-your-programme",
  path: "/find-your-programme",
  title: "Find Your Programme: Which Can I Join?",
  description:
    "Answer a few questions about your Grade 12 result and your English to see which MBC programmes' published entry requirements you meet, and why.",
  banner: {
    mainTitle: "Find Your Programme",
    subTitle: "Which programme can I join? See it against the published entry requirements",
    imageSrc: "/art/admissions.svg",
    altText: "Illustration of a counsellor talking with a student and parent",
  },
} as const satisfies PageInfo;
