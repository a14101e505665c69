/**
 * The "Who awards this" panel of a programme page, in English: its
 * award's facts (awards.ts) in words. Every sentence the requirements do
 * not state carries a `confirm` note, which `npm run preflight` lists with
 * the Nepali at the same place in award-panel.ne.ts.
 */
import { site } from "../site";
import { type Award, awardOf, pathwayReferenceToConfirm } from "./awards";
import { type ProgrammeSlug, programmeNames } from "./names";
import type { AwardFact, AwardPanel } from "./types";

/** A fact the requirements do not state, with what the college is to confirm; preflight prints its detail. */
const noted = (fact: AwardFact, confirm: string): AwardFact => ({ ...fact, confirm, claims: [fact.detail] });

const campus = `our campus in ${site.address.area}, ${site.address.locality}`;
const yearsInWords = ["", "one", "two", "three", "four"];

/** "awarded by" in the arrangement's own terms: who awards it, and how the college stands to them. */
function awardedBy(award: Award): AwardFact[] {
  const { awarder, id } = award.arrangement;
  switch (id) {
    case "university":
      return [
        {
          id: "awarded-by",
          term: "Awarded by",
          detail: `The ${awarder.name} (${awarder.shortName}), our UK partner university`,
        },
        noted(
          {
            id: "arrangement",
            term: "How it works",
            detail: `${site.name} teaches the degree in ${site.address.locality}, and ${awarder.shortName} awards it: you graduate with a ${awarder.shortName} degree.`,
          },
          `the formal kind of the partnership with ${awarder.shortName} (a franchised or a validated degree, say) and who sets and marks the assessments, before the panel says more than who teaches the degree and who awards it`,
        ),
      ];
    case "awarding-body":
      return [
        { id: "awarded-by", term: "Awarded by", detail: `${awarder.name}, a UK awarding body` },
        noted(
          {
            id: "arrangement",
            term: "How it works",
            detail: `${site.name} teaches the diploma in ${site.address.locality} as an accredited centre of ${awarder.name}, which awards it.`,
          },
          `that the college is an accredited centre of ${awarder.name}`,
        ),
      ];
    case "college":
      return [
        { id: "awarded-by", term: "Certified by", detail: `${site.name} itself` },
        {
          id: "arrangement",
          term: "How it works",
          detail: `One of ${site.name}'s own courses: no university or awarding body is involved.`,
        },
      ];
  }
}

function level(award: Award): AwardFact[] {
  if (!award.level) return [];
  const { framework, level } = award.level;
  const { awarder } = award.arrangement;
  return framework === "FHEQ"
    ? [
        noted(
          {
            id: "level",
            term: "Level",
            detail: `An honours degree at Level ${level} of the FHEQ, England's framework for higher education qualifications`,
          },
          `that ${awarder.shortName}'s BSc (Hons) degrees are at Level ${level} of the FHEQ`,
        ),
      ]
    : [
        noted(
          {
            id: "level",
            term: "Level",
            detail: `Level ${level} of the RQF, England's Regulated Qualifications Framework`,
          },
          `that ${awarder.name}'s Level ${level} diplomas are regulated at Level ${level} of the RQF`,
        ),
      ];
}

function reference(award: Award): AwardFact[] {
  const ref = award.reference;
  if (!ref) return [];
  if (!ref.of) return [{ id: "reference", term: "Qualification reference", detail: ref.number }];
  const parent = programmeNames[ref.of];
  return [
    noted(
      { id: "reference", term: "Qualification reference", detail: `${ref.number} (the ${parent}'s reference)` },
      pathwayReferenceToConfirm(`Level ${award.level?.level}`, ref.number),
    ),
  ];
}

function taught(award: Award): AwardFact[] {
  const years = award.years;
  const where: AwardFact = years
    ? noted(
        { id: "taught", term: "Where you study", detail: `All ${yearsInWords[years]} years at ${campus}` },
        `that all ${yearsInWords[years]} years of the degree are taught at the college in ${site.address.locality}, none of them in the UK`,
      )
    : { id: "taught", term: "Where you study", detail: `At ${campus}` };
  const university = site.partners.university.shortName;
  const topUp: AwardFact[] = award.topUp
    ? [
        {
          id: "towards-degree",
          term: "Towards a degree",
          detail: `After the Level 5 Diploma, a final-year top-up at ${university} leads to a BSc (Hons).`,
        },
      ]
    : [];
  return [where, ...topUp];
}

function certificate(award: Award): AwardFact {
  const { awarder, credential } = award.arrangement;
  const name = programmeNames[award.slug];
  if (credential === "certificate")
    return noted(
      {
        id: "certificate",
        term: "Your certificate",
        detail: `A certificate of completion from ${awarder.name}, naming the course`,
      },
      "that the college gives a certificate of completion for each of its short courses, naming the course",
    );
  return {
    id: "certificate",
    term: "Your certificate",
    detail: `“${name}”, issued by ${credential === "degree" ? "the " : ""}${awarder.name}`,
  };
}

const headings: Record<Award["arrangement"]["credential"], string> = {
  degree: "Who awards this degree",
  diploma: "Who awards this diploma",
  certificate: "Who runs this course",
};

const partnerLinks: Record<Award["arrangement"]["id"], (a: Award["arrangement"]) => string> = {
  university: (a) => `About ${a.awarder.shortName}, our UK partner university`,
  "awarding-body": (a) => `About ${a.awarder.name}, our UK awarding body`,
  college: (a) => `Why students choose ${a.awarder.shortName}`,
};

/** The panel of the programme `slug`, in English. */
export function awardPanel(slug: ProgrammeSlug): AwardPanel {
  const award = awardOf(slug);
  return {
    heading: headings[award.arrangement.credential],
    facts: [...awardedBy(award), ...level(award), ...reference(award), ...taught(award), certificate(award)],
    partner: { text: partnerLinks[award.arrangement.id](award.arrangement), href: award.arrangement.partnerPath },
  };
}
