import type { PagePath } from "./pages";
import { programmeNames as names } from "./programmes/names";

/** A menu entry (requirements §3 "Menu item"): a link, or a group of nested items. */
export interface MenuLink {
  title: string;
  link: PagePath;
  /** Its title in the footer's quick links, where that is worded differently. */
  footerTitle?: string;
}
export interface MenuGroup {
  title: string;
  items: MenuLink[];
}
export interface MenuItem {
  title: string;
  /** Groups open as nested submenus (requirements §2.2). */
  groups: MenuGroup[];
}

/** The three dropdowns of requirements §2.2; every link is a route of §2.1. */
export const menu: MenuItem[] = [
  {
    title: "Programs",
    groups: [
      {
        title: "Diploma",
        items: [
          { title: "All Diploma Programmes", link: "/Diplomas", footerTitle: "Diploma programmes" },
          { title: names.l3dc, link: "/programs/l3dc" },
          { title: names.l4dc, link: "/programs/l4dc" },
          { title: names["l4dc-bm"], link: "/programs/l4dc-bm" },
          { title: names.l5dc, link: "/programs/l5dc" },
          { title: names["l5dc-bm"], link: "/programs/l5dc-bm" },
          { title: names["l5dc-cs"], link: "/programs/l5dc-cs" },
        ],
      },
      {
        title: "Undergraduate",
        items: [
          { title: names["business-computing"], link: "/programs/business-computing" },
          { title: names["bsc-cybersecurity"], link: "/programs/Bsc_cybersecurity" },
        ],
      },
      {
        title: "Foundation Diploma",
        items: [{ title: "Level 3 International Foundation Diploma (L3IFDHES)", link: "/programs/L3IFDHES" }],
      },
      {
        title: "Short Courses",
        items: [
          { title: "All Short Courses", link: "/ShortCourses", footerTitle: "Short courses" },
          { title: "Cyber Security", link: "/programs/CyberSecurity" },
          { title: "Artificial Intelligence", link: "/programs/ArtificialIntelligence" },
          { title: "Data Science", link: "/programs/Data Science" },
          { title: "Full Stack Development (MERN)", link: "/programs/fullStackDevlopment" },
        ],
      },
    ],
  },
  {
    title: "Departments",
    groups: [
      {
        title: "Academic",
        items: [
          { title: "Computing and Technology", link: "/academic/computing" },
          { title: "Data Science", link: "/academic/data-science" },
          { title: "Cyber Security", link: "/academic/cybersecurity" },
        ],
      },
      {
        title: "Administration",
        items: [
          { title: "Faculty and Staff", link: "/administration/faculty-staff" },
          { title: "Office of Admissions", link: "/administration/admissions" },
          { title: "Policies and Regulations", link: "/administration/policies" },
        ],
      },
      {
        title: "Admission",
        items: [
          { title: "Why MBC?", link: "/admission/why-mbc" },
          { title: "Scholarship", link: "/admission/scholarship", footerTitle: "Scholarships" },
          { title: "Fees and Funding", link: "/admission/fees-funding", footerTitle: "Fees and funding" },
          { title: "Apply Online", link: "/apply", footerTitle: "Apply online" },
        ],
      },
    ],
  },
  {
    title: "About Us",
    groups: [
      {
        title: "Our College",
        items: [
          { title: "Chairman's Message", link: "/about/Chairman-message" },
          { title: "CEO's Message", link: "/about/CEO" },
          { title: "Gallery", link: "/about/gallary" },
          { title: "Contact", link: "/contact" },
        ],
      },
      {
        title: "Partners",
        items: [
          { title: "University of Central Lancashire (UCLan)", link: "/about/uclan" },
          { title: "NCC Education", link: "/about/ncc-education" },
          { title: "Credit Transfer", link: "/about/credit-transfer" },
        ],
      },
    ],
  },
];

/** The highlighted quick link (requirements §2.2). */
export const quickLink: MenuLink = { title: "Visit Us", link: "/VisitUs", footerTitle: "Visit us" };

/**
 * The footer's quick links, in order: each is an entry of the menu above
 * (or the quick link), shown under its footer title.
 */
export const footerLinks: PagePath[] = [
  "/Diplomas",
  "/ShortCourses",
  "/admission/fees-funding",
  "/admission/scholarship",
  "/apply",
  "/VisitUs",
  "/contact",
];

/** The menu entry (or the quick link) for each footer link, in the footer's order (of either language's menu). */
export function footerMenuLinks<Link extends { link: string } = MenuLink>(
  items: { groups: { items: Link[] }[] }[] = menu as never,
  quick: Link = quickLink as never,
): Link[] {
  const entries = [...items.flatMap((item) => item.groups.flatMap((group) => group.items)), quick];
  return footerLinks.flatMap((path) => entries.find((entry) => entry.link === path) ?? []);
}

/** requirements §9 navigation constants, kept with the menu's code. */
export { DROPDOWN_CLOSE_DELAY_MS, SUBMENU_FLIP_MARGIN_PX } from "../components/nav/timing";
