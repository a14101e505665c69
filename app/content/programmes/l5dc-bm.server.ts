/**
 * Level 5 Diploma in Computing with Business Management.
 *
 * Unit titles are FOR THE COLLEGE TO VERIFY against NCC Education's current
 * specification; the COUNTS (4 core units + 2 electives) are fixed and tested.
 */
import { qualificationReferences } from "./awards";
import {
  awardingBody,
  diploma,
  diplomaArt,
  diplomaProgression,
  level5Accreditation,
  pathwayReferenceToConfirm,
  entrySection,
  programmePage,
  unitsSection,
  university,
} from "./shared";
import { unit } from "./units";

export const l5dcBmPage = programmePage({
  slug: "l5dc-bm",
  description:
    "NCC Education Level 5 Diploma in Computing with Business Management in Kathmandu: four core units and two electives, entry and progression.",
  subTitle: "An NCC Education qualification",
  art: diplomaArt,
});

export const l5dcBm = diploma({
  page: l5dcBmPage,
  heading: "Advanced computing for the business world",
  intro: {
    confirm: "that the pathway's top-up is in business computing or information systems, and the roles it names",
    claims: ["in business computing or information systems, or into roles"],
  },
  paragraphs: [
    `The ${awardingBody.name} Level 5 Diploma in Computing with Business Management carries your computing studies to second-year degree level and adds the management thinking that technology-led organisations look for.`,
    `It leads to a one-year top-up at ${university.shortName} in business computing or information systems, or into roles that sit between IT teams and the rest of a business.`,
  ],
  sections: [
    unitsSection("You pass 4 core units and 2 elective units.", [
      {
        name: "Core units",
        required: 4,
        units: [
          unit("agileDevelopment"),
          unit("computingProject"),
          unit("informationSystemsAndOrganisations"),
          unit("businessITStrategy"),
        ],
      },
      {
        name: "Elective units",
        required: 2,
        note: "Choose 2 of the following.",
        units: [unit("managingProjects"), unit("marketingManagement"), unit("databaseDesignAndAdministration")],
      },
    ]),
    entrySection("l5dc-bm"),
    level5Accreditation(
      "l5dc-bm",
      `${qualificationReferences.l5dc} (Level 5 Diploma in Computing)`,
      pathwayReferenceToConfirm("Level 5", qualificationReferences.l5dc),
    ),
    diplomaProgression(
      "l5dc-bm",
      `Pass the diploma and you can complete a BSc (Hons) in business computing or information systems with a one-year top-up at ${university.shortName}.`,
    ),
  ],
});
