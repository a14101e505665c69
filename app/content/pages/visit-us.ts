import { site } from "../site";
import type { PageInfo } from "./types";

export const visitUsPage = {
  slug: "visit-us",
  path: "/VisitUs",
  title: "Visit Us or Book Counselling",
  description: `Book a campus visit, online counselling or a phone callback with MBC's admissions team in ${site.address.area}, Kathmandu.`,
  banner: {
    mainTitle: "Visit Us",
    subTitle: "Book a campus visit, online counselling or a callback",
    imageSrc: "/art/visit.svg",
    altText: "Illustration of a campus entrance with a welcome sign",
  },
} as const satisfies PageInfo;
