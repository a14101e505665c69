import type { PageInfo } from "./types";

export const administrationFacultyStaffPage = {
  slug: "administration.faculty-staff",
  path: "/administration/faculty-staff",
  title: "Our Faculty and Administrative Team",
  description:
    "Meet the Chairman, lecturers and administrative staff who teach and support students at MBC in Kathmandu.",
  banner: {
    mainTitle: "Our Faculty and Administrative Team",
    subTitle: "The people who teach, guide and support you",
    imageSrc: "/art/team.svg",
    altText: "Illustration of a group of staff members standing together",
  },
} as const satisfies PageInfo;
