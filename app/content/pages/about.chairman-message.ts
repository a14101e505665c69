import type { PageInfo } from "./types";

export const aboutChairmanMessagePage = {
  slug: "about.chairman-message",
  path: "/about/Chairman-message",
  title: "Message from the Chairman",
  description:
    "A message from the Chairman of MBC on British education in Nepal and the college's vision for its students.",
  banner: {
    mainTitle: "Message from the Chairman",
    subTitle: "Why we built this college",
    imageSrc: "/art/message.svg",
    altText: "Illustration of an open letter and a fountain pen",
  },
} as const satisfies PageInfo;
