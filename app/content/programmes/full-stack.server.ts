import { withConfirm } from "../confirm";
import { programmeNames } from "./names";
import { courseLogo, courseTopicsSection, entrySection, overviewSection, programmePage, shortCourse } from "./shared";

export const fullStackPage = programmePage({
  slug: "full-stack",
  titleName: `Short Course in ${programmeNames["full-stack"]}`,
  description:
    "Learn MongoDB, Express, React and Node.js in nine modules and build complete web applications: a practical full stack short course in Kathmandu.",
  subTitle: "Nine modules from HTML to a deployed web application",
  art: { imageSrc: "/art/programme-web.svg", altText: "Illustration of a browser window with code and layout blocks" },
});

export const fullStack = shortCourse({
  page: fullStackPage,
  logo: courseLogo("course-mern", "Full Stack Development with MERN stack short course"),
  heading: "Build complete web applications, front to back",
  paragraphs: [
    "MongoDB, Express, React and Node.js together power a great many of today's web applications. In this course you learn all four and how they fit together, and you finish with a complete application of your own, deployed and ready to show employers.",
    "It suits students, graduates and developers who know one part of the web and want to build the whole thing.",
  ],
  downloads: [{ label: "Brochure", path: "/docs/full-stack-mern-brochure.pdf", include: "all" }],
  sections: [
    overviewSection(
      "The course is project-led: each module adds a working feature to an application you build step by step, so you learn the way professional teams work, with version control, code review and deployment.",
    ),
    withConfirm(
      courseTopicsSection("Course modules", [
        { title: "Web fundamentals", detail: "HTML, CSS and responsive layout." },
        { title: "Modern JavaScript", detail: "The language features every MERN developer uses." },
        { title: "Git and teamwork", detail: "Version control, branches and pull requests." },
        { title: "React", detail: "Components, state and hooks for interactive interfaces." },
        { title: "Node.js", detail: "Running JavaScript on the server." },
        { title: "Express and REST APIs", detail: "Designing and building a back end." },
        { title: "MongoDB", detail: "Modelling and querying data with Mongoose." },
        { title: "Authentication and security", detail: "Sign-in, sessions and protecting an application." },
        { title: "Deployment and capstone project", detail: "Putting your application online and presenting it." },
      ]),
      "the full-stack course's modules and tools (MongoDB, Express, React, Node.js), and how long it runs (the page does not say)",
      ["Deployment and capstone project"],
    ),
    withConfirm(entrySection("full-stack"), "the full-stack course's entry requirements", [
      "any programming experience is a bonus but not required",
      "lab computers are available",
    ]),
  ],
});
