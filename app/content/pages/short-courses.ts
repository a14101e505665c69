import type { PageInfo } from "./types";

export const shortCoursesPage = {
  slug: "short-courses",
  path: "/ShortCourses",
  title: "Short Courses in Cyber Security, AI, Data Science and Web",
  description:
    "Four practical short courses at MBC: Cyber Security, Artificial Intelligence, Data Science and Full Stack Development with the MERN stack.",
  banner: {
    mainTitle: "Short Courses",
    subTitle: "Focused, practical skills in cyber security, AI, data and the web",
    imageSrc: "/art/programme-web.svg",
    altText: "Illustration of a browser window with code and layout blocks",
  },
} as const satisfies PageInfo;
