import { degreeEntryStatement, diplomaEntryStatements } from "./entry-requirements";
import type { ToConfirm } from "./confirm";
import { site } from "./site";

/**
 * Policies and Regulations (requirements §2.5, §4, §9). The figures in the policy
 * text are requirements §9's policy figures; change them here and the page follows.
 */
export interface Achievement {
  label: string;
  value: number;
  suffix: string;
  /** Count-up duration in ms (requirements §9: 2 s, 3 s, 4 s). */
  duration: number;
}

/**
 * requirements §9: "years to 6 over 2 s, courses to 10 over 3 s, industry partners
 * to 20 over 4 s (20-step ticks)". Every counter takes 20 steps and ends
 * exactly at its target when its duration is up.
 */
export const ACHIEVEMENT_STEPS = 20;

export const achievements: Achievement[] = [
  { label: "Years of excellence", value: 6, suffix: "+", duration: 2000 },
  { label: "Courses offered", value: 10, suffix: "+", duration: 3000 },
  { label: "Industry partners", value: 20, suffix: "+", duration: 4000 },
];

/** A policy whose wording the requirements do not fix carries `confirm` (app/content/confirm.ts). */
export interface Policy extends ToConfirm {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const policiesIntro = `These policies explain what ${site.name} expects of its students and what students can expect of us. They apply to every programme we teach, alongside the regulations of our awarding partners, ${site.partners.university.name} and ${site.partners.awardingBody.name}.`;

export const policies: Policy[] = [
  {
    title: "Admission Policy",
    paragraphs: [
      "We admit students on merit, fairly and consistently, whatever their background.",
      "Applications are reviewed by the Office of Admissions, and we communicate admission decisions within 5-7 business days of receiving a complete application.",
    ],
    // Which entry applies to which level, in the programme pages' own words.
    bullets: [...diplomaEntryStatements, degreeEntryStatement],
  },
  {
    title: "Attendance Policy",
    confirm:
      "the attendance policy's wording beyond the 80% minimum: authorised absences, and the meeting for students below 80%",
    claims: ["authorised absences are taken into account", "invited to a meeting to agree a plan"],
    paragraphs: [
      "Regular attendance is how students keep up, and our awarding partners expect it. Students must maintain a minimum of 80% attendance in every module.",
      "If illness or a family emergency keeps you away, tell Student Services as soon as you can; authorised absences are taken into account. Students whose attendance falls below 80% are invited to a meeting to agree a plan before it affects their eligibility for assessment.",
    ],
  },
  {
    title: "Assessment and Results Policy",
    paragraphs: [
      "Assessments follow the awarding body's regulations and are marked against published criteria, under our awarding partners' quality-assurance procedures.",
      "Results are published within four weeks of the assessment deadline. Students may request feedback on any assessment and may appeal a result through the academic appeals procedure.",
    ],
    confirm:
      "how assessments are moderated and verified, before the policy says more than that they follow the awarding partners' procedures",
  },
  {
    title: "Academic Integrity Policy",
    confirm:
      "the academic integrity policy's wording: what counts as misconduct, and how suspected misconduct is investigated",
    claims: ["undeclared use of generative tools", "suspected misconduct is investigated fairly"],
    paragraphs: [
      "All work a student submits must be their own. Plagiarism, collusion, contract cheating and the undeclared use of generative tools are academic misconduct.",
      "We teach referencing and good academic practice from the first week, and suspected misconduct is investigated fairly, with the student given the chance to respond, under the awarding body's procedures.",
    ],
  },
  {
    title: "Grievance Policy",
    confirm:
      "the grievance policy's wording beyond the ten business days: the informal and formal routes, and the review by senior management or the awarding partner",
    claims: ["formally in writing to Student Services", "review by senior management"],
    paragraphs: [
      "Any student may raise a concern or complaint, informally with their lecturer or formally in writing to Student Services, without fear of disadvantage.",
      "Formal grievances are acknowledged promptly and resolved within 10 business days. If you are not satisfied with the outcome, you may ask for a review by senior management and, where applicable, the awarding partner.",
    ],
  },
  {
    title: "Student Code of Conduct",
    paragraphs: [
      "We expect every member of our community to treat others with respect, online and on campus. Harassment, discrimination and bullying are not tolerated.",
      "Students are expected to use college facilities and IT systems responsibly and lawfully, and to follow the safety rules of our labs.",
    ],
  },
];

/** Everything the policies page shows from content, as its route's loader sends it (policies.ne.ts: the same in Nepali). */
export interface PoliciesContent {
  achievements: Achievement[];
  intro: string;
  policies: Policy[];
}

export const policiesContent: PoliciesContent = { achievements, intro: policiesIntro, policies };
