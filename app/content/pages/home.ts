import { site } from "../site";
import type { PageInfo } from "./types";

export const homePage = {
  slug: "home",
  path: "/",
  title: "British IT Degrees, Diplomas and Short Courses in Kathmandu",
  description:
    "Study British-awarded IT degrees and diplomas in Kathmandu with UCLan and NCC Education, with a pathway to graduate in the UK. Scholarships of up to 100%.",
  banner: {
    mainTitle: "Study British IT in Kathmandu",
    subTitle: `UK-awarded degrees, diplomas and short courses at ${site.address.area}`,
    imageSrc: "/art/hero.svg",
    altText: "Students working together on laptops in a bright classroom",
  },
} as const satisfies PageInfo;
