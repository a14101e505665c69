import type { PageInfo } from "./types";

export const contactPage = {
  slug: "contact",
  path: "/contact",
  title: "Contact MBC | Kamalpokhari, Kathmandu",
  description:
    "Find MBC at Yeti Marg, Kamalpokhari, Kathmandu: phone numbers, e-mail addresses, opening hours, a map and an enquiry form.",
  banner: {
    mainTitle: "Contact Us",
    subTitle: "Call, write or visit us in Kamalpokhari",
    imageSrc: "/art/contact.svg",
    altText: "Illustration of a map pin over a city street",
  },
} as const satisfies PageInfo;
