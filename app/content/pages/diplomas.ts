import type { PageInfo } from "./types";

export const diplomasPage = {
  slug: "diplomas",
  path: "/Diplomas",
  title: "NCC Education Diplomas | Level 3, 4 and 5",
  description:
    "All seven NCC Education diplomas taught at MBC, from the Level 3 foundation diploma to the Level 5 Diploma in Computing with Cyber Security.",
  banner: {
    mainTitle: "Diploma Programmes",
    subTitle: "Seven NCC Education qualifications from Level 3 to Level 5",
    imageSrc: "/art/programme-diploma.svg",
    altText: "Illustration of a diploma certificate beside a computer",
  },
} as const satisfies PageInfo;
