import { site } from "../site";
import type { PageInfo } from "./types";

export const aboutGalleryPage = {
  slug: "about.gallery",
  path: "/about/gallary",
  title: "Photo Gallery: College Life",
  description: `A look at MBC: classrooms, labs, events, graduations and student life at our ${site.address.area} campus in Kathmandu.`,
  banner: {
    mainTitle: "Gallery",
    subTitle: "Moments from our campus",
    imageSrc: "/art/gallery.svg",
    altText: "Illustration of a wall of framed photographs",
  },
} as const satisfies PageInfo;
