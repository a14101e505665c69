import type { PageInfo } from "./types";

export const administrationPoliciesPage = {
  slug: "administration.policies",
  path: "/administration/policies",
  title: "Policies and Regulations",
  description:
    "MBC's academic policies: admission, attendance, assessment, academic integrity, grievances and student conduct, in plain language.",
  banner: {
    mainTitle: "Policies and Regulations",
    subTitle: "Clear rules, applied fairly",
    imageSrc: "/art/policies.svg",
    altText: "Illustration of a document with a checklist and a seal",
  },
} as const satisfies PageInfo;
