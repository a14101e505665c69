import { site } from "../site";
import type { PageInfo } from "./types";

export const contactPage = {
  slug: "contact",
  path: "/contact",
  title: `Contact Us: ${site.address.area}, Kathmandu`,
  description: `Find MBC at ${site.address.street}, Kathmandu: phone numbers, e-mail addresses, opening hours, a map and an enquiry form.`,
  banner: {
    mainTitle: "Contact Us",
    subTitle: `Call, write or visit us in ${site.address.area}`,
    imageSrc: "/art/contact.svg",
    altText: "Illustration of a map pin over a city street",
  },
} as const satisfies PageInfo;
