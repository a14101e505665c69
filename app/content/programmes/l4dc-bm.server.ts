/**
 * Level 4 Diploma in Computing with Business Management.
 *
 * Unit titles follow NCC Education's published style and are FOR THE COLLEGE
 * TO VERIFY against the current qualification specification; the unit
 * COUNTS are fixed and checked by tests/e2e/programmes.spec.ts.
 */
import { qualificationReferences } from "./awards";
import { withConfirm } from "../confirm";
import {
  accreditationSection,
  pathwayReferenceToConfirm,
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

export const l4dcBmPage = programmePage({
  slug: "l4dc-bm",
  description:
    "NCC Education Level 4 Diploma in Computing with Business Management in Kathmandu: core, specialist and elective units, entry and progression.",
  subTitle: "An NCC Education qualification",
  art: diplomaArt,
});

export const l4dcBm = diploma({
  page: l4dcBmPage,
  heading: "Computing and business, side by side",
  intro: {
    confirm:
      "that this pathway is at the level of the first year of a UK degree and leads to a top-up degree in computing or business computing",
    claims: ["in computing or business computing"],
  },
  paragraphs: [
    `The ${awardingBody.name} Level 4 Diploma in Computing with Business Management suits students who want to build software and understand the organisations that use it. Alongside programming, databases and networks you study how businesses plan, market and manage people.`,
    `It sits at the level of the first year of a UK degree and leads on to Level 5 and a top-up degree at ${university.shortName} in computing or business computing.`,
  ],
  sections: [
    unitsSection("You pass 4 core units, 3 specialist business units and 1 elective unit.", [
      {
        name: "Core units",
        required: 4,
        units: [
          unit("computerNetworks"),
          unit("databaseDesignAndDevelopment"),
          unit("designingAndDevelopingObjectOrientedComputerPrograms"),
          unit("skillsForComputing"),
        ],
      },
      {
        name: "Specialist units",
        required: 3,
        units: [unit("businessAndPeople"), unit("marketing"), unit("managingFinance")],
      },
      {
        name: "Elective units",
        required: 1,
        note: "Choose 1 of the following.",
        units: [unit("informationSystemsAnalysis"), unit("dynamicWebsites")],
      },
    ]),
    entrySection("l4dc-bm"),
    withConfirm(
      accreditationSection(
        "l4dc-bm",
        `A regulated UK qualification awarded by ${awardingBody.name}. The Business Management pathway is part of the Level 4 Diploma in Computing family of qualifications.`,
        `${qualificationReferences.l4dc} (Level 4 Diploma in Computing)`,
        { term: "Level", detail: "Level 4, equivalent to the first year of a UK degree" },
        pathwayReferenceToConfirm("Level 4", qualificationReferences.l4dc),
      ),
      "that the pathway is a regulated UK qualification",
      ["A regulated UK qualification"],
    ),
    diplomaProgression(
      "l4dc-bm",
      `Continue to the Level 5 Diploma in Computing with Business Management, then complete a BSc (Hons) with a one-year top-up at ${university.shortName}.`,
    ),
  ],
});
