/**
 * Every page's words in Nepali, by path: gathered from where they are
 * written, a programme's in its Nepali twin (programmes/<slug>.ne.server.ts)
 * and any other page's in the twin of its record (pages/<slug>.ne.ts).
 * pageIn (localized.server.ts) and the tests read them here.
 */
import { programmesNe } from "../programmes.ne.server";
import { aboutCeoPage } from "./about.ceo";
import { aboutCeoPageNe } from "./about.ceo.ne";
import { aboutChairmanMessagePage } from "./about.chairman-message";
import { aboutChairmanMessagePageNe } from "./about.chairman-message.ne";
import { aboutCreditTransferPage } from "./about.credit-transfer";
import { aboutCreditTransferPageNe } from "./about.credit-transfer.ne";
import { aboutGalleryPage } from "./about.gallery";
import { aboutGalleryPageNe } from "./about.gallery.ne";
import { aboutNccEducationPage } from "./about.ncc-education";
import { aboutNccEducationPageNe } from "./about.ncc-education.ne";
import { aboutUclanPage } from "./about.uclan";
import { aboutUclanPageNe } from "./about.uclan.ne";
import { academicComputingPage } from "./academic.computing";
import { academicComputingPageNe } from "./academic.computing.ne";
import { academicCybersecurityPage } from "./academic.cybersecurity";
import { academicCybersecurityPageNe } from "./academic.cybersecurity.ne";
import { academicDataSciencePage } from "./academic.data-science";
import { academicDataSciencePageNe } from "./academic.data-science.ne";
import { administrationAdmissionsPage } from "./administration.admissions";
import { administrationAdmissionsPageNe } from "./administration.admissions.ne";
import { findYourProgrammePage } from "./find-your-programme";
import { findYourProgrammePageNe } from "./find-your-programme.ne";
import { administrationFacultyStaffPage } from "./administration.faculty-staff";
import { administrationFacultyStaffPageNe } from "./administration.faculty-staff.ne";
import { administrationPoliciesPage } from "./administration.policies";
import { administrationPoliciesPageNe } from "./administration.policies.ne";
import { admissionFeesFundingPage } from "./admission.fees-funding";
import { admissionFeesFundingPageNe } from "./admission.fees-funding.ne";
import { admissionScholarshipPage } from "./admission.scholarship";
import { admissionScholarshipPageNe } from "./admission.scholarship.ne";
import { admissionWhyMbcPage } from "./admission.why-mbc";
import { admissionWhyMbcPageNe } from "./admission.why-mbc.ne";
import { applyPage } from "./apply";
import { applyPageNe } from "./apply.ne";
import { contactPage } from "./contact";
import { contactPageNe } from "./contact.ne";
import { diplomasPage } from "./diplomas";
import { diplomasPageNe } from "./diplomas.ne";
import { homePage } from "./home";
import { homePageNe } from "./home.ne";
import { noticesPage } from "./notices";
import { noticesPageNe } from "./notices.ne";
import { privacyPage } from "./privacy";
import { privacyPageNe } from "./privacy.ne";
import { shortCoursesPage } from "./short-courses";
import { shortCoursesPageNe } from "./short-courses.ne";
import { visitUsPage } from "./visit-us";
import { visitUsPageNe } from "./visit-us.ne";
import type { PageTextNe, PageTextsNe } from "./ne.types";
import type { PageInfo } from "./types";
import type { ProgrammeSlug, programmePaths } from "../programmes/names";

const wordsOf = ({ title, description, banner }: PageInfo): PageTextNe => ({
  title,
  description,
  banner: { mainTitle: banner.mainTitle, subTitle: banner.subTitle, altText: banner.altText },
});

// Every programme has its twin, at its page's path.
const programmePages = Object.fromEntries(
  Object.values(programmesNe).map(({ page }) => [page.path, wordsOf(page)]),
) as Record<(typeof programmePaths)[ProgrammeSlug], PageTextNe>;

export const pageTextsNe: PageTextsNe = {
  ...programmePages,
  [aboutCeoPage.path]: aboutCeoPageNe,
  [aboutChairmanMessagePage.path]: aboutChairmanMessagePageNe,
  [aboutCreditTransferPage.path]: aboutCreditTransferPageNe,
  [aboutGalleryPage.path]: aboutGalleryPageNe,
  [aboutNccEducationPage.path]: aboutNccEducationPageNe,
  [aboutUclanPage.path]: aboutUclanPageNe,
  [academicComputingPage.path]: academicComputingPageNe,
  [academicCybersecurityPage.path]: academicCybersecurityPageNe,
  [academicDataSciencePage.path]: academicDataSciencePageNe,
  [administrationAdmissionsPage.path]: administrationAdmissionsPageNe,
  [findYourProgrammePage.path]: findYourProgrammePageNe,
  [administrationFacultyStaffPage.path]: administrationFacultyStaffPageNe,
  [administrationPoliciesPage.path]: administrationPoliciesPageNe,
  [admissionFeesFundingPage.path]: admissionFeesFundingPageNe,
  [admissionScholarshipPage.path]: admissionScholarshipPageNe,
  [admissionWhyMbcPage.path]: admissionWhyMbcPageNe,
  [applyPage.path]: applyPageNe,
  [contactPage.path]: contactPageNe,
  [diplomasPage.path]: diplomasPageNe,
  [homePage.path]: homePageNe,
  [noticesPage.path]: noticesPageNe,
  [privacyPage.path]: privacyPageNe,
  [shortCoursesPage.path]: shortCoursesPageNe,
  [visitUsPage.path]: visitUsPageNe,
};
