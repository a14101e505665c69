import { withConfirm } from "../confirm";
import { site } from "../site";
import {
  certificateOverviewSection,
  courseLogo,
  courseTopicsSection,
  entrySection,
  programmePage,
  shortCourse,
} from "./shared";

export const cyberSecurityShortPage = programmePage({
  slug: "cyber-security-short",
  description:
    "A practical short course in cyber security for beginners and IT staff in Kathmandu: topics, entry requirements and related occupational standards.",
  subTitle: "Practical security skills in a few months",
  art: { imageSrc: "/art/programme-cyber.svg", altText: "Illustration of a shield protecting a laptop" },
});

export const cyberSecurityShort = shortCourse({
  page: cyberSecurityShortPage,
  logo: courseLogo("course-cyber", "Cyber Security short course"),
  heading: "Practical security skills you can use at work",
  paragraphs: [
    "Cyber attacks reach every kind of organisation, from banks to schools. This short course shows you how attackers think, how everyday systems are protected, and what to do when something goes wrong, through guided practice rather than theory alone.",
    `It suits students who want a head start, IT staff who have been handed security responsibilities, and anyone curious about a career in the field. You learn with ${site.name}'s tutors in our Kamalpokhari labs.`,
  ],
  downloads: [
    {
      label: "Unit specification",
      path: "/docs/cyber-security-unit-specification.pdf",
      include: ["overview", "topics", "entry", "standards"],
    },
    { label: "Flyer", path: "/docs/cyber-security-flyer.pdf", include: ["overview", "entry"] },
    { label: "Infographic", path: "/docs/cyber-security-infographic.pdf", include: ["topics"] },
  ],
  sections: [
    certificateOverviewSection(
      "Over the course you build a working understanding of threats, defences and safe practice, and leave able to secure a small network, recognise common attacks and respond calmly to an incident.",
      ["Classes in small groups with hands-on lab time", "Tutor feedback on every practical"],
    ),
    withConfirm(
      courseTopicsSection("Course topics", [
        { title: "The threat landscape", detail: "Who attacks, why, and the common routes in." },
        { title: "Networking for security", detail: "How data travels and where it can be intercepted." },
        { title: "Securing systems", detail: "Accounts, passwords, updates and hardening Windows and Linux." },
        {
          title: "Social engineering and phishing",
          detail: "Recognising manipulation and training others to spot it.",
        },
        { title: "Cryptography essentials", detail: "Encryption, hashing and certificates in everyday use." },
        { title: "Vulnerability assessment", detail: "Finding weaknesses ethically with standard tools." },
        { title: "Incident response", detail: "What to do in the first hours after an attack." },
        { title: "Law, ethics and policy", detail: "Working responsibly and within the rules." },
      ]),
      'the cyber-security course\'s topics and its length (its banner says "Practical security skills in a few months")',
      ["Vulnerability assessment"],
    ),
    withConfirm(entrySection("cyber-security-short"), "the cyber-security course's entry requirements", [
      "or relevant work experience in IT",
      "No previous security knowledge is needed",
    ]),
    {
      id: "standards",
      title: "Related National Occupation Standards",
      blocks: [
        {
          type: "text",
          text: "The course content relates to the areas of competence described in the UK's National Occupational Standards for cyber security, the statements of what people working in the field should know and be able to do:",
        },
        {
          type: "list",
          items: [
            "Information security management",
            "Secure operations and system hardening",
            "Vulnerability assessment",
            "Incident management",
            "Information assurance and risk",
          ],
        },
      ],
    },
  ],
});
