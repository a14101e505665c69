/**
 * Level 3 International Foundation Diploma for Higher Education Studies.
 *
 * Unit titles and credits are FOR THE COLLEGE TO VERIFY against NCC
 * Education's current specification. Fixed (and tested): the diploma is 120
 * credits, with 80 credits of core units for IELTS 4.5 or 5.0 or 60 for
 * IELTS 5.5 and above.
 */
import {
  accreditationSection,
  diploma,
  awardingBody,
  diplomaProgression,
  entrySection,
  programmePage,
  unitsSection,
} from "./shared";
import { unit } from "./units";
import { withConfirm } from "../confirm";

/**
 * The two English bands that decide how many of the credits are core units
 * (requirements §9). IELTS is scored in half bands, so the lower band's
 * scores, listed, and "5.5 and above" leave no score in both and none in
 * neither: a student with 5.5 reads one rule, not two.
 */
export const ieltsBands = { lower: [4.5, 5.0], upperFrom: 5.5 } as const;
const lowerBand = ieltsBands.lower.map((score) => score.toFixed(1)).join(" or ");
const upperBand = `${ieltsBands.upperFrom.toFixed(1)} and above`;

export const l3ifdhesPage = programmePage({
  slug: "l3ifdhes",
  description:
    "NCC Education Level 3 International Foundation Diploma for Higher Education Studies in Kathmandu: 120 credits preparing you for a UK-style degree.",
  subTitle: "An NCC Education foundation qualification",
  art: { imageSrc: "/art/programme-foundation.svg", altText: "Illustration of stacked books and a graduation cap" },
});

export const l3ifdhes = diploma({
  page: l3ifdhesPage,
  heading: "Ready for university, in English",
  paragraphs: [
    `The ${awardingBody.name} Level 3 International Foundation Diploma for Higher Education Studies prepares you for degree study taught in English. You build academic English, research and study skills, and subject knowledge in computing and business.`,
    "It is a bridge for school leavers whose qualifications or English score do not yet meet direct degree entry, and it leads on to the Level 4 Diploma.",
  ],
  sections: [
    unitsSection(
      `The diploma is 120 credits in total. How many of them are core units depends on your English: with IELTS ${lowerBand} your core units equal 80 credits; with IELTS ${upperBand} they equal 60 credits. Elective units make up the rest.`,
      [
        {
          name: `Core units (IELTS ${upperBand}: 60 credits)`,
          required: 3,
          units: [
            unit("englishForAcademicPurposes", 20),
            unit("academicStudySkills", 20),
            unit("globalEnvironment", 20),
          ],
        },
        {
          name: `Additional core unit (IELTS ${lowerBand}: 80 credits of core units)`,
          required: 1,
          units: [unit("furtherEnglishForAcademicPurposes", 20)],
        },
        {
          name: "Elective units (to complete 120 credits)",
          required: 3,
          note: `Choose 3 (IELTS ${upperBand}) or 2 (IELTS ${lowerBand}) of the following.`,
          units: [
            unit("introductionToComputing", 20),
            unit("mathematics", 20),
            unit("introductionToBusiness", 20),
            unit("introductionToEconomics", 20),
          ],
        },
      ],
    ),
    entrySection("l3ifdhes"),
    withConfirm(
      accreditationSection(
        "l3ifdhes",
        `A UK qualification awarded by ${awardingBody.name} and accepted for progression by its university partners.`,
        "Ask our admissions office; it is printed on your certificate",
        { term: "Credits", detail: "120 in total" },
      ),
      "that the foundation diploma's qualification number is printed on the certificate (the requirements give none for it)",
      ["printed on your certificate"],
    ),
    diplomaProgression(
      "l3ifdhes",
      "After the foundation diploma you join the Level 4 Diploma in Computing and continue towards a UK honours degree.",
    ),
  ],
});
