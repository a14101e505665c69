/**
 * Every page with its document title, meta description and banner, in the
 * order of requirements §2.1. The route table (app/routes.ts), the sitemap and the
 * tests read this list, so a page cannot be added in one place and forgotten
 * in another. Server-only: a page's browser bundle holds at most its own
 * record (non-programme routes import theirs by name; a programme page gets
 * its record through its loader's data).
 */
import { homePage } from "./pages/home";
import { businessComputingPage } from "./programmes/business-computing.server";
import { bscCybersecurityPage } from "./programmes/bsc-cybersecurity.server";
import { cyberSecurityShortPage } from "./programmes/cyber-security-short.server";
import { l3dcPage } from "./programmes/l3dc.server";
import { l4dcPage } from "./programmes/l4dc.server";
import { l4dcBmPage } from "./programmes/l4dc-bm.server";
import { l5dcPage } from "./programmes/l5dc.server";
import { l5dcBmPage } from "./programmes/l5dc-bm.server";
import { l5dcCsPage } from "./programmes/l5dc-cs.server";
import { l3ifdhesPage } from "./programmes/l3ifdhes.server";
import { artificialIntelligencePage } from "./programmes/artificial-intelligence.server";
import { dataSciencePage } from "./programmes/data-science.server";
import { fullStackPage } from "./programmes/full-stack.server";
import { academicComputingPage } from "./pages/academic.computing";
import { academicDataSciencePage } from "./pages/academic.data-science";
import { academicCybersecurityPage } from "./pages/academic.cybersecurity";
import { administrationFacultyStaffPage } from "./pages/administration.faculty-staff";
import { administrationAdmissionsPage } from "./pages/administration.admissions";
import { findYourProgrammePage } from "./pages/find-your-programme";
import { administrationPoliciesPage } from "./pages/administration.policies";
import { admissionWhyMbcPage } from "./pages/admission.why-mbc";
import { admissionScholarshipPage } from "./pages/admission.scholarship";
import { admissionFeesFundingPage } from "./pages/admission.fees-funding";
import { applyPage } from "./pages/apply";
import { aboutGalleryPage } from "./pages/about.gallery";
import { aboutChairmanMessagePage } from "./pages/about.chairman-message";
import { aboutCeoPage } from "./pages/about.ceo";
import { aboutUclanPage } from "./pages/about.uclan";
import { aboutNccEducationPage } from "./pages/about.ncc-education";
import { aboutCreditTransferPage } from "./pages/about.credit-transfer";
import { visitUsPage } from "./pages/visit-us";
import { diplomasPage } from "./pages/diplomas";
import { shortCoursesPage } from "./pages/short-courses";
import { contactPage } from "./pages/contact";
import { privacyPage } from "./pages/privacy";
import { noticesPage } from "./pages/notices";

export const pages = [
  homePage,
  businessComputingPage,
  bscCybersecurityPage,
  cyberSecurityShortPage,
  l3dcPage,
  l4dcPage,
  l4dcBmPage,
  l5dcPage,
  l5dcBmPage,
  l5dcCsPage,
  l3ifdhesPage,
  artificialIntelligencePage,
  dataSciencePage,
  fullStackPage,
  academicComputingPage,
  academicDataSciencePage,
  academicCybersecurityPage,
  administrationFacultyStaffPage,
  administrationAdmissionsPage,
  findYourProgrammePage,
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
  privacyPage,
  noticesPage,
] as const;

export type PagePath = (typeof pages)[number]["path"];
