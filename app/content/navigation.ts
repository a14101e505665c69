import type { PagePath } from "./pages";
import { type ProgrammeSlug, programmeNames as names, programmePaths as paths } from "./programmes/names";

/** A menu entry (requirements §3 "Menu item"): a link, or a group of nested items. */
export interface MenuLink {
  title: string;
  link: PagePath;
  /** Its title in the footer's quick links, where that is worded differently. */
  footerTitle?: string;
}
export interface MenuGroup {
  title: string;
  items: readonly MenuLink[];
}
export interface MenuItem {
  title: string;
  /** Groups open as nested submenus (requirements §2.2). */
  groups: readonly MenuGroup[];
}

/** A programme's menu entry: a link to its page, under its name unless the menu gives a shorter title. */
const programme = <const Slug extends ProgrammeSlug>(slug: Slug, title: string = names[slug]) => ({
  title,
  link: paths[slug],
});

/** The three dropdowns of requirements §2.2; every link is a route of §2.1. */
const entries = [
  {
    title: "Programs",
    groups: [
      {
        title: "Diploma",
        items: [
          { title: "All Diploma Programmes", link: "/Diplomas", footerTitle: "Diploma programmes" },
          programme("l3dc"),
          programme("l4dc"),
          programme("l4dc-bm"),
          programme("l5dc"),
          programme("l5dc-bm"),
          programme("l5dc-cs"),
        ],
      },
      {
        title: "Undergraduate",
        items: [programme("business-computing"), programme("bsc-cybersecurity")],
      },
      {
        title: "Foundation Diploma",
        items: [programme("l3ifdhes", "Level 3 International Foundation Diploma (L3IFDHES)")],
      },
      {
        title: "Short Courses",
        items: [
          { title: "All Short Courses", link: "/ShortCourses", footerTitle: "Short courses" },
          programme("cyber-security-short", "Cyber Security"),
          programme("artificial-intelligence", "Artificial Intelligence"),
          programme("data-science", "Data Science"),
          programme("full-stack", "Full Stack Development (MERN)"),
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
          { title: "Find Your Programme", link: "/find-your-programme" },
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
          { title: "Notices", link: "/notices" },
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
] as const satisfies readonly MenuItem[];
export const menu: readonly MenuItem[] = entries;

/** The highlighted quick link (requirements §2.2). */
export const quickLink = { title: "Visit Us", link: "/VisitUs", footerTitle: "Visit us" } as const satisfies MenuLink;

/**
 * The footer's quick links, in order: each is an entry of the menu above
 * (or the quick link), shown under its footer title.
 */
export const footerLinks = [
  "/Diplomas",
  "/ShortCourses",
  "/admission/fees-funding",
  "/admission/scholarship",
  "/apply",
  "/VisitUs",
  "/notices",
  "/contact",
] as const satisfies readonly PagePath[];

/** The menu entry (or the quick link) for each footer link, in the footer's order. */
export function footerMenuLinks(items: readonly MenuItem[] = menu, quick: MenuLink = quickLink): MenuLink[] {
  const links = [...items.flatMap((item) => item.groups.flatMap((group) => group.items)), quick];
  return footerLinks.flatMap((path) => links.find((entry) => entry.link === path) ?? []);
}

type Entry = (typeof entries)[number];
/** The dropdowns' and the groups' titles. */
export type MenuHeading = Entry["title"] | Entry["groups"][number]["title"];
/** Every page the menu (or the quick link) leads to. */
export type MenuPath = Entry["groups"][number]["items"][number]["link"] | typeof quickLink.link;

/**
 * The menu in another language: the same dropdowns, groups and links in the
 * same order, with the titles from `words`. A heading or link missing from
 * `words` is a type error, so a page added to the menu cannot be forgotten in
 * a translation.
 */
export interface MenuWords {
  headings: Record<MenuHeading, string>;
  /** Each link's title; null keeps the English title (an official name, as the certificate prints it). */
  links: Record<MenuPath, string | null>;
  /** The footer's quick links, where worded differently from the menu. */
  footerTitles: Partial<Record<(typeof footerLinks)[number], string>>;
}

export function translatedMenu(words: MenuWords): { menu: MenuItem[]; quickLink: MenuLink } {
  const link = (entry: MenuLink): MenuLink => {
    const footerTitle = words.footerTitles[entry.link as (typeof footerLinks)[number]];
    return {
      title: words.links[entry.link as MenuPath] ?? entry.title,
      link: entry.link,
      ...(footerTitle ? { footerTitle } : {}),
    };
  };
  return {
    menu: menu.map((item) => ({
      title: words.headings[item.title as MenuHeading],
      groups: item.groups.map((group) => ({
        title: words.headings[group.title as MenuHeading],
        items: group.items.map(link),
      })),
    })),
    quickLink: link(quickLink),
  };
}

/** requirements §9 navigation constants, kept with the menu's code. */
export { DROPDOWN_CLOSE_DELAY_MS, SUBMENU_FLIP_MARGIN_PX } from "../components/nav/timing";
