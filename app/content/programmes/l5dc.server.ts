/**
 * Level 5 Diploma in Computing.
 *
 * Unit titles are FOR THE COLLEGE TO VERIFY against NCC Education's current
 * specification; the COUNTS (4 specialist units + 2 electives) are fixed and tested.
 */
import { qualificationReferences } from "./awards";
import {
  awardingBody,
  diploma,
  diplomaArt,
  diplomaProgression,
  level5Accreditation,
  entrySection,
  programmePage,
  unitsSection,
  university,
} from "./shared";
import { unit } from "./units";

export const l5dcPage = programmePage({
  slug: "l5dc",
  titleQualifier: "NCC Education",
  description: `NCC Education Level 5 Diploma in Computing (${qualificationReferences.l5dc}) in Kathmandu: specialist and elective units, IELTS 5.5 entry and the route to a UK degree.`,
  subTitle: "An NCC Education qualification, equivalent to the second year of a UK degree",
  art: diplomaArt,
});

export const l5dc = diploma({
  page: l5dcPage,
  heading: "One step from a British honours degree",
  intro: {
    confirm: "the careers the page names for the diploma's graduates",
    claims: ["straight into work as developers, analysts and IT support specialists"],
  },
  paragraphs: [
    `The ${awardingBody.name} Level 5 Diploma in Computing is the equivalent of the second year of a UK bachelor's degree. You deepen your programming and systems skills, work in agile teams and finish with a substantial computing project of your own.`,
    `Graduates go on to a one-year top-up at ${university.shortName} for a full BSc (Hons), or straight into work as developers, analysts and IT support specialists.`,
  ],
  sections: [
    unitsSection("To achieve the diploma you pass 4 specialist units and 2 elective units.", [
      {
        name: "Specialist units",
        required: 4,
        units: [
          unit("agileDevelopment"),
          unit("analysisDesignAndImplementation"),
          unit("computingProject"),
          unit("informationSystemsAndOrganisations"),
        ],
      },
      {
        name: "Elective units",
        required: 2,
        note: "Choose 2 of the following.",
        units: [
          unit("databaseDesignAndAdministration"),
          unit("networkSecurityAndCryptography"),
          unit("webApplicationDevelopment"),
          unit("programmingParadigms"),
        ],
      },
    ]),
    entrySection("l5dc"),
    level5Accreditation("l5dc", qualificationReferences.l5dc),
    diplomaProgression(
      "l5dc",
      "Pass the Level 5 Diploma and you can join the final year of a BSc (Hons) at our partner university and graduate with a British honours degree.",
    ),
  ],
});
