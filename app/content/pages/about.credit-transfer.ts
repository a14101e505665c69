import type { PageInfo } from "./types";

export const aboutCreditTransferPage = {
  slug: "about.credit-transfer",
  path: "/about/credit-transfer",
  title: "Credit Transfer to UK and International Universities",
  description:
    "How credit transfer works: carry your NCC Education diploma credits to partner universities abroad and finish your degree faster.",
  banner: {
    mainTitle: "Credit Transfer",
    subTitle: "Carry your credits to a university abroad",
    imageSrc: "/art/credit-transfer.svg",
    altText: "Illustration of an aeroplane flying between two university buildings",
  },
} as const satisfies PageInfo;
