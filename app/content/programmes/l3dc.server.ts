/**
 * Level 3 Diploma in Computing.
 *
 * Unit titles and credits are FOR THE COLLEGE TO VERIFY against NCC
 * Education's current specification.
 */
import { withConfirm } from "../confirm";
import {
  accreditationSection,
  diploma,
  awardingBody,
  diplomaArt,
  diplomaProgression,
  entrySection,
  programmePage,
  unitsSection,
  university,
} from "./shared";
import { unit } from "./units";

export const l3dcPage = programmePage({
  slug: "l3dc",
  titleQualifier: "NCC Education",
  description:
    "NCC Education Level 3 Diploma in Computing in Kathmandu: units, entry requirements, accreditation and progression to Level 4.",
  subTitle: "An NCC Education qualification",
  art: diplomaArt,
});

export const l3dc = diploma({
  page: l3dcPage,
  heading: "Your first British qualification in computing",
  paragraphs: [
    `The ${awardingBody.name} Level 3 Diploma in Computing is a practical introduction to the subject for students straight from school. You learn to program, build websites, look after computer systems and work with data, with plenty of lab time and patient, personal support.`,
    "Complete it and you are ready for the Level 4 Diploma in Computing, the first step on the route to a UK honours degree.",
  ],
  sections: [
    unitsSection("You study 6 units, each assessed through a mix of coursework and examination.", [
      {
        name: "Units",
        required: 6,
        units: [
          unit("introductionToProgramming"),
          unit("computerSystems"),
          unit("networkingFundamentals"),
          unit("websiteDesignAndDevelopment"),
          unit("databaseFoundations"),
          unit("professionalSkillsForIT"),
        ],
      },
    ]),
    entrySection("l3dc"),
    withConfirm(
      accreditationSection(
        "l3dc",
        `A UK qualification awarded by ${awardingBody.name}, designed as a recognised entry route to its Level 4 Diploma in Computing.`,
        "Ask our admissions office; it is printed on your certificate",
        { term: "Level", detail: "Level 3, the level of A-levels in the UK" },
      ),
      "that the Level 3 Diploma is at the level of A-levels in the UK; and that its qualification number is printed on the certificate (the requirements give none for it)",
      ["the level of A-levels", "printed on your certificate"],
    ),
    diplomaProgression(
      "l3dc",
      `From Level 3 you move to the Level 4 and Level 5 Diplomas and then a one-year degree top-up at ${university.shortName}.`,
    ),
  ],
});
