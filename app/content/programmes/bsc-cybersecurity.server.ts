/**
 * BSc (Hons) Cybersecurity and Networking (requirements §2.4). Apply Now goes to the
 * in-page #apply anchor, which holds the enquiry form and a link to /apply.
 *
 * Module titles are FOR THE COLLEGE TO VERIFY against the university's
 * current programme specification.
 */
import { intakeMonthsText } from "../intakes";
import { site } from "../site";
import {
  degreePathway,
  degreeEntrySection,
  networkSecurityArt,
  overviewSection,
  programmePage,
  resourcesBlocks,
  university,
  universityLogo,
} from "./shared";
import { awardPanel } from "./award-panel";
import { unit } from "./units";
import type { Programme } from "./types";

export const bscCybersecurityPage = programmePage({
  slug: "bsc-cybersecurity",
  description:
    "A UCLan BSc (Hons) in Cybersecurity and Networking, taught in Kathmandu with hands-on labs: how you study, the course structure and where it leads.",
  subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
  art: networkSecurityArt,
});

export const bscCybersecurity: Programme = {
  page: bscCybersecurityPage,
  kind: "degree",
  intro: {
    logo: universityLogo,
    heading: "Defend the networks the world runs on",
    paragraphs: [
      `Every bank, hospital and business in Nepal now depends on networks that must stay up and stay safe. This BSc (Hons), awarded by the ${university.name}, teaches you to design and run those networks and to protect them: finding weaknesses, stopping attacks and investigating what happened when something goes wrong.`,
      "Much of your learning happens hands-on, in labs where you configure real equipment and practise attack and defence in safe, simulated environments.",
    ],
  },
  award: awardPanel("bsc-cybersecurity"),
  downloads: [{ label: "Brochure", path: "/docs/bsc-cybersecurity-brochure.pdf", include: "all" }],
  sections: [
    {
      id: "university",
      title: "About the University",
      confirm: "that the certificate is the same one the university awards in the UK",
      claims: ["the same one the university awards in the UK"],
      blocks: [
        {
          type: "text",
          text: `The ${university.name} (${university.shortName}) in Preston, England, has a history of nearly two centuries and about 38,000 students and staff. ${site.name} teaches this degree in Kathmandu in partnership with ${university.shortName}, and your certificate is the same one the university awards in the UK.`,
        },
      ],
    },
    overviewSection(
      "The degree joins two fields employers want together: networking, the design and running of the systems that carry data; and cyber security, keeping those systems and their data safe.",
      [
        "Design, build and troubleshoot wired and wireless networks",
        "Secure operating systems, networks and applications",
        "Test systems ethically for weaknesses and report what you find",
        "Investigate incidents and preserve digital evidence",
        "Understand the law, ethics and risk management behind security decisions",
      ],
    ),
    degreeEntrySection("bsc-cybersecurity", "Entry Requirement"),
    {
      id: "study",
      title: "How Students Study",
      blocks: [
        {
          type: "text",
          text: "Teaching combines lectures that explain the ideas, tutorials where you work through problems with your tutor, and lab sessions where you put them into practice on real and virtual equipment.",
        },
        {
          type: "list",
          items: [
            "Small classes, so you can ask questions and get help quickly",
            "Practical lab work every week",
            "Group projects that mirror how security teams work",
            "Personal tutor support throughout your degree",
          ],
        },
      ],
    },
    {
      id: "structure",
      title: "Qualification Structure",
      confirm: `the module titles for each year against ${university.shortName}'s current programme specification`,
      blocks: [
        {
          type: "text",
          text: "Three years of full-time study, moving from foundations to specialist security practice and an individual honours project.",
        },
        {
          type: "units",
          groups: [
            {
              name: "Year 1",
              required: 4,
              units: [
                unit("computerNetworksFundamentals"),
                unit("introductionToProgramming"),
                unit("operatingSystems"),
                unit("introductionToCyberSecurity"),
              ],
            },
            {
              name: "Year 2",
              required: 4,
              units: [
                unit("routingAndSwitching"),
                unit("networkSecurity"),
                unit("ethicalHacking"),
                unit("scriptingForSecurity"),
              ],
            },
            {
              name: "Year 3",
              required: 4,
              units: [
                unit("honoursProject"),
                unit("digitalForensics"),
                unit("cloudAndInfrastructureSecurity"),
                unit("securityManagementAndGovernance"),
              ],
            },
          ],
        },
      ],
    },
    {
      id: "labs",
      title: "Immersive Labs",
      blocks: [
        {
          type: "text",
          text: "Security is learnt by doing. In our labs and on online practice platforms you work through guided, realistic scenarios: spotting a phishing campaign, analysing malware behaviour, hardening a server, responding to a live incident.",
        },
        {
          type: "text",
          text: "Each exercise runs in an isolated environment, so you can make mistakes safely and try again until the skill sticks.",
        },
      ],
    },
    { id: "resources", title: "Academic Resources and Time Management", blocks: resourcesBlocks },
    {
      id: "next",
      title: "What's Next",
      confirm: "the careers and further study the page names for graduates",
      claims: ["Graduates work as security analysts"],
      blocks: [
        {
          type: "text",
          text: "Graduates work as security analysts, network engineers, penetration testers and IT auditors, or go on to master's study in the UK, USA, Australia, Canada, Europe or Dubai.",
        },
        {
          type: "progression",
          steps: degreePathway(
            "bsc-cybersecurity",
            [
              "Networks, programming and security basics",
              "Network security and ethical hacking",
              "Forensics, governance and honours project",
            ],
            { label: "Career or master's", detail: "In Nepal or abroad" },
          ),
        },
        { type: "text", text: `New students join in ${intakeMonthsText("or")}.` },
      ],
    },
  ],
  apply: "#apply",
};
