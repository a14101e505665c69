import type { PageInfo } from "./types";

export const privacyPage = {
  slug: "privacy",
  path: "/privacy",
  title: "Privacy Notice",
  description:
    "How MBC handles the details you send through its forms: what we keep, where, for how long, who can see it, and how to ask for a copy, a correction or deletion.",
  banner: {
    mainTitle: "Privacy Notice",
    subTitle: "What happens to the details you send us",
    imageSrc: "/art/policies.svg",
    altText: "Illustration of a document with a checklist and a seal",
  },
} as const satisfies PageInfo;
