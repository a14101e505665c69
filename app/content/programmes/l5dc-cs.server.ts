/**
 * Level 5 Diploma in Computing with Cyber Security.
 *
 * Unit titles are FOR THE COLLEGE TO VERIFY against NCC Education's current
 * specification; the COUNTS (4 specialist units + 2 electives) are fixed and tested.
 */
import { qualificationReferences } from "./awards";
import {
  awardingBody,
  diploma,
  diplomaProgression,
  level5Accreditation,
  pathwayReferenceToConfirm,
  entrySection,
  networkSecurityArt,
  programmePage,
  unitsSection,
  university,
} from "./shared";
import { unit } from "./units";

export const l5dcCsPage = programmePage({
  slug: "l5dc-cs",
  description:
    "NCC Education Level 5 Diploma in Computing with Cyber Security in Kathmandu: four specialist units and two electives, entry and progression.",
  subTitle: "An NCC Education qualification",
  art: networkSecurityArt,
});

export const l5dcCs = diploma({
  page: l5dcCsPage,
  heading: "Second-year degree study with a security specialism",
  intro: {
    confirm: "that the pathway's top-up is in cyber security, and the roles it names",
    claims: ["in cyber security and for roles"],
  },
  paragraphs: [
    `The ${awardingBody.name} Level 5 Diploma in Computing with Cyber Security is for students who want to protect systems as well as build them. You study network security, cryptography and digital forensics at the level of the second year of a UK degree.`,
    `It prepares you for a top-up degree at ${university.shortName} in cyber security and for roles in security operations, network administration and IT audit.`,
  ],
  sections: [
    unitsSection("You pass 4 specialist units and 2 elective units.", [
      {
        name: "Specialist units",
        required: 4,
        units: [
          unit("networkSecurityAndCryptography"),
          unit("digitalForensics"),
          unit("informationSecurityManagement"),
          unit("computingProject"),
        ],
      },
      {
        name: "Elective units",
        required: 2,
        note: "Choose 2 of the following.",
        units: [unit("agileDevelopment"), unit("databaseDesignAndAdministration"), unit("webApplicationDevelopment")],
      },
    ]),
    entrySection("l5dc-cs"),
    level5Accreditation(
      "l5dc-cs",
      `${qualificationReferences.l5dc} (Level 5 Diploma in Computing)`,
      pathwayReferenceToConfirm("Level 5", qualificationReferences.l5dc),
    ),
    diplomaProgression(
      "l5dc-cs",
      `Pass the diploma and you can complete a BSc (Hons) in cyber security and networking with a one-year top-up at ${university.shortName}.`,
    ),
  ],
});
