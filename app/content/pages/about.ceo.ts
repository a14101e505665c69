import type { PageInfo } from "./types";

export const aboutCeoPage = {
  slug: "about.ceo",
  path: "/about/CEO",
  title: "Message from the CEO",
  description:
    "A message from the Chief Executive Officer of MBC on teaching, employability and the student experience.",
  banner: {
    mainTitle: "Message from the CEO",
    subTitle: "Our commitment to every student",
    imageSrc: "/art/message.svg",
    altText: "Illustration of an open letter and a fountain pen",
  },
} as const satisfies PageInfo;
