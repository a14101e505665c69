/**
 * Every route of SPEC §2.1 with its document title, meta description and
 * banner. The route table (app/routes.ts), the sitemap, the navigation tests
 * and the browser tests all read this list, so a page cannot be added in one
 * place and forgotten in another. Each record has its own module, which its
 * route imports (`~/content/pages/apply`), so a page's browser bundle holds
 * only its own record, not the whole table.
 */
import type { PageInfo } from "./types";
import { homePage } from "./home";
import { programsBusinessComputingPage } from "./programs.business-computing";
import { programsBscCybersecurityPage } from "./programs.bsc-cybersecurity";
import { programsCyberSecurityShortPage } from "./programs.cyber-security-short";
import { programsL3dcPage } from "./programs.l3dc";
import { programsL4dcPage } from "./programs.l4dc";
import { programsL4dcBmPage } from "./programs.l4dc-bm";
import { programsL5dcPage } from "./programs.l5dc";
import { programsL5dcBmPage } from "./programs.l5dc-bm";
import { programsL5dcCsPage } from "./programs.l5dc-cs";
import { programsL3ifdhesPage } from "./programs.l3ifdhes";
import { programsArtificialIntelligencePage } from "./programs.artificial-intelligence";
import { programsDataSciencePage } from "./programs.data-science";
import { programsFullStackPage } from "./programs.full-stack";
import { academicComputingPage } from "./academic.computing";
import { academicDataSciencePage } from "./academic.data-science";
import { academicCybersecurityPage } from "./academic.cybersecurity";
import { administrationFacultyStaffPage } from "./administration.faculty-staff";
import { administrationAdmissionsPage } from "./administration.admissions";
import { administrationPoliciesPage } from "./administration.policies";
import { admissionWhyMbcPage } from "./admission.why-mbc";
import { admissionScholarshipPage } from "./admission.scholarship";
import { admissionFeesFundingPage } from "./admission.fees-funding";
import { applyPage } from "./apply";
import { aboutGalleryPage } from "./about.gallery";
import { aboutChairmanMessagePage } from "./about.chairman-message";
import { aboutCeoPage } from "./about.ceo";
import { aboutUclanPage } from "./about.uclan";
import { aboutNccEducationPage } from "./about.ncc-education";
import { aboutCreditTransferPage } from "./about.credit-transfer";
import { visitUsPage } from "./visit-us";
import { diplomasPage } from "./diplomas";
import { shortCoursesPage } from "./short-courses";
import { contactPage } from "./contact";

export type { BannerData, PageInfo } from "./types";

/** Every page, in the order of SPEC §2.1. */
export const pages = [
  homePage,
  programsBusinessComputingPage,
  programsBscCybersecurityPage,
  programsCyberSecurityShortPage,
  programsL3dcPage,
  programsL4dcPage,
  programsL4dcBmPage,
  programsL5dcPage,
  programsL5dcBmPage,
  programsL5dcCsPage,
  programsL3ifdhesPage,
  programsArtificialIntelligencePage,
  programsDataSciencePage,
  programsFullStackPage,
  academicComputingPage,
  academicDataSciencePage,
  academicCybersecurityPage,
  administrationFacultyStaffPage,
  administrationAdmissionsPage,
  administrationPoliciesPage,
  admissionWhyMbcPage,
  admissionScholarshipPage,
  admissionFeesFundingPage,
  applyPage,
  aboutGalleryPage,
  aboutChairmanMessagePage,
  aboutCeoPage,
  aboutUclanPage,
  aboutNccEducationPage,
  aboutCreditTransferPage,
  visitUsPage,
  diplomasPage,
  shortCoursesPage,
  contactPage,
] as const;

export type PagePath = (typeof pages)[number]["path"];

/**
 * The page record for a path of SPEC §2.1; throws for a path not in the table.
 * Pages import their own record by name instead, so the browser bundle of a
 * page carries that record and not the whole table.
 */
export function page(path: PagePath): PageInfo {
  const found = pages.find((p) => p.path === path);
  if (!found) throw new Error(`No page registered for ${path}`);
  return found;
}

/** The URL a link should use (the space in "/programs/Data Science" encoded). */
export function href(path: PagePath): string {
  return encodeURI(path);
}
