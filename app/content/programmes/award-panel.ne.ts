/**
 * The "Who awards this" panel in Nepali: the twin of award-panel.ts, made
 * from the same award facts (awards.ts), with the same lines in the same
 * order and ids, so that preflight prints each noted English sentence with
 * its Nepali. The awarders' and the qualifications' names stay as the
 * certificates print them. UNREVIEWED: the college confirms the Nepali
 * before NEPALI_VERSION is switched on.
 */
import { site } from "../site";
import { siteNe } from "../site.ne";
import { type Award, awardOf } from "./awards";
import { type ProgrammeSlug, programmeNames } from "./names";
import type { AwardFact, AwardPanel } from "./types";

export const review = "unreviewed";

const campus = `${siteNe.address.locality}को ${siteNe.address.area}मा रहेको हाम्रो क्याम्पसमा`;
const locality = siteNe.address.locality;
/** "All three years": तीनै वर्ष. */
const allYears = ["", "एकै", "दुवै", "तीनै", "चारै"];

function awardedBy(award: Award): AwardFact[] {
  const { awarder, id } = award.arrangement;
  switch (id) {
    case "university":
      return [
        {
          id: "awarded-by",
          term: "प्रदान गर्ने संस्था",
          detail: `${awarder.name} (${awarder.shortName}), बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय`,
        },
        {
          id: "arrangement",
          term: "व्यवस्था",
          detail: `${site.name} ले यो डिग्री ${locality}मा पढाउँछ, र ${awarder.shortName} ले प्रदान गर्छ: तपाईँ ${awarder.shortName} को डिग्री लिएर स्नातक हुनुहुन्छ।`,
        },
      ];
    case "awarding-body":
      return [
        { id: "awarded-by", term: "प्रदान गर्ने संस्था", detail: `${awarder.name}, बेलायतको योग्यता प्रदायक निकाय` },
        {
          id: "arrangement",
          term: "व्यवस्था",
          detail: `${site.name} ले ${awarder.name} को मान्यताप्राप्त केन्द्रका रूपमा यो डिप्लोमा ${locality}मा पढाउँछ, र ${awarder.name} ले यसलाई प्रदान गर्छ।`,
        },
      ];
    case "college":
      return [
        { id: "awarded-by", term: "प्रमाणित गर्ने संस्था", detail: `${site.name} आफैँ` },
        {
          id: "arrangement",
          term: "व्यवस्था",
          detail: `${site.name} को आफ्नै कोर्स: यसमा कुनै विश्वविद्यालय वा योग्यता प्रदायक निकाय संलग्न छैन।`,
        },
      ];
  }
}

function level(award: Award): AwardFact[] {
  if (!award.level) return [];
  const { framework, level } = award.level;
  return [
    {
      id: "level",
      term: "तह",
      detail:
        framework === "FHEQ"
          ? `इङ्ल्यान्डको उच्च शिक्षाका योग्यताहरूको ढाँचा FHEQ को Level ${level} मा रहेको अनर्स डिग्री`
          : `इङ्ल्यान्डमा नियमन गरिएका योग्यताहरूको ढाँचा RQF को Level ${level}`,
    },
  ];
}

function reference(award: Award): AwardFact[] {
  const ref = award.reference;
  if (!ref) return [];
  return [
    {
      id: "reference",
      term: "योग्यताको सन्दर्भ नम्बर",
      detail: ref.of ? `${ref.number} (${programmeNames[ref.of]} को सन्दर्भ नम्बर)` : ref.number,
    },
  ];
}

function taught(award: Award): AwardFact[] {
  const where: AwardFact = {
    id: "taught",
    term: "पढ्ने ठाउँ",
    detail: award.years ? `${allYears[award.years]} वर्ष ${campus}` : campus,
  };
  const topUp: AwardFact[] = award.topUp
    ? [
        {
          id: "towards-degree",
          term: "डिग्रीसम्मको बाटो",
          detail: `Level 5 को डिप्लोमापछि ${site.partners.university.shortName} मा अन्तिम वर्षको टप-अप गरेर BSc (Hons) पाइन्छ।`,
        },
      ]
    : [];
  return [where, ...topUp];
}

function certificate(award: Award): AwardFact {
  const { awarder, credential } = award.arrangement;
  return {
    id: "certificate",
    term: "तपाईँको प्रमाणपत्र",
    detail:
      credential === "certificate"
        ? `${awarder.name} ले दिने, कोर्सको नाम लेखिएको कोर्स पूरा गरेको प्रमाणपत्र`
        : `${awarder.name} ले जारी गर्ने “${programmeNames[award.slug]}”`,
  };
}

const headings: Record<Award["arrangement"]["credential"], string> = {
  degree: "यो डिग्री कसले प्रदान गर्छ",
  diploma: "यो डिप्लोमा कसले प्रदान गर्छ",
  certificate: "यो कोर्स कसले सञ्चालन गर्छ",
};

const partnerLinks: Record<Award["arrangement"]["id"], (a: Award["arrangement"]) => string> = {
  university: (a) => `${a.awarder.shortName} बारे: बेलायतमा रहेको हाम्रो साझेदार विश्वविद्यालय`,
  "awarding-body": (a) => `${a.awarder.name} बारे: हाम्रो बेलायती योग्यता प्रदायक निकाय`,
  college: (a) => `विद्यार्थीहरू ${a.awarder.shortName} किन रोज्छन्`,
};

/** The panel of the programme `slug`, in Nepali. */
export function awardPanel(slug: ProgrammeSlug): AwardPanel {
  const award = awardOf(slug);
  return {
    heading: headings[award.arrangement.credential],
    facts: [...awardedBy(award), ...level(award), ...reference(award), ...taught(award), certificate(award)],
    partner: { text: partnerLinks[award.arrangement.id](award.arrangement), href: award.arrangement.partnerPath },
  };
}
