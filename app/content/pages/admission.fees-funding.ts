import type { PageInfo } from "./types";

export const admissionFeesFundingPage = {
  slug: "admission.fees-funding",
  path: "/admission/fees-funding",
  title: "Fees and Funding",
  description:
    "How MBC's fees work, the scholarships that reduce them and the payment options available, with the fee guide to download.",
  banner: {
    mainTitle: "Fees and Funding",
    subTitle: "Affordable British qualifications, explained clearly",
    imageSrc: "/art/fees.svg",
    altText: "Illustration of a calculator and a fee schedule",
  },
} as const satisfies PageInfo;
