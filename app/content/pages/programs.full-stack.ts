import type { PageInfo } from "./types";

export const programsFullStackPage = {
  path: "/programs/fullStackDevlopment",
  file: "programs.full-stack.tsx",
  title: "Short Course in Full Stack Development with the MERN Stack | MBC",
  description:
    "Learn MongoDB, Express, React and Node.js in nine modules and build complete web applications: a practical full stack short course in Kathmandu.",
  banner: {
    mainTitle: "Full Stack Development with the MERN Stack",
    subTitle: "Nine modules from HTML to a deployed web application",
    imageSrc: "/art/programme-web.svg",
    altText: "Illustration of a browser window with code and layout blocks",
  },
} as const satisfies PageInfo;
