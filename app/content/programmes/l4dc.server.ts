/**
 * Level 4 Diploma in Computing.
 *
 * Unit titles follow NCC Education's published style and are FOR THE COLLEGE
 * TO VERIFY against the current qualification specification; the unit
 * COUNTS are fixed and checked by tests/e2e/programmes.spec.ts.
 */
import { qualificationReferences } from "./awards";
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

export const l4dcPage = programmePage({
  slug: "l4dc",
  titleQualifier: "NCC Education",
  description: `NCC Education Level 4 Diploma in Computing (${qualificationReferences.l4dc}) in Kathmandu: five core and three specialist units, entry requirements and progression.`,
  subTitle: "An NCC Education qualification, equivalent to the first year of a UK degree",
  art: diplomaArt,
});

export const l4dc = diploma({
  page: l4dcPage,
  heading: "The first year of a UK computing degree, in Kathmandu",
  intro: {
    confirm: "that the Level 4 Diploma is recognised as the equivalent of the first year of a UK bachelor's degree",
    claims: ["equivalent of the first year of a UK bachelor's degree"],
  },
  paragraphs: [
    `The ${awardingBody.name} Level 4 Diploma in Computing is recognised as the equivalent of the first year of a UK bachelor's degree. It gives you a solid grounding in programming, databases, networks and systems analysis, taught in small classes at our Kamalpokhari campus.`,
    `Pass it and you can continue to the Level 5 Diploma and then a one-year top-up at ${university.shortName} to a full British honours degree.`,
  ],
  sections: [
    unitsSection("To achieve the diploma you pass 5 core units plus 3 mandatory specialist units.", [
      {
        name: "Core units",
        required: 5,
        units: [
          unit("computerNetworks"),
          unit("databaseDesignAndDevelopment"),
          unit("designingAndDevelopingObjectOrientedComputerPrograms"),
          unit("informationSystemsAnalysis"),
          unit("skillsForComputing"),
        ],
      },
      {
        name: "Mandatory specialist units",
        required: 3,
        units: [unit("computerSystems"), unit("dynamicWebsites"), unit("officeSolutionsDevelopment")],
      },
    ]),
    withConfirm(
      entrySection("l4dc"),
      "that mature applicants with relevant work experience are admitted to the Level 4 Diploma, considered individually",
      ["Mature applicants"],
    ),
    withConfirm(
      accreditationSection(
        "l4dc",
        `This is a regulated UK qualification awarded by ${awardingBody.name}, whose qualifications are recognised by over 70 universities.`,
        qualificationReferences.l4dc,
        { term: "Level", detail: "Level 4, equivalent to the first year of a UK degree" },
      ),
      "that the Level 4 Diploma is a regulated UK qualification, equivalent to the first year of a UK degree",
      ["regulated UK qualification", "equivalent to the first year of a UK degree"],
    ),
    diplomaProgression(
      "l4dc",
      "With the Level 4 Diploma you can move straight on to the Level 5 Diploma in Computing (or one of its pathways), and from there to the final year of a degree.",
    ),
  ],
});
