/**
 * The Nepali twins of shared.ts's helpers: the same sections, with the same
 * ids, blocks and facts, in Nepali words. The per-programme Nepali records
 * (<slug>.ne.server.ts) are built with these. Qualification and unit titles,
 * the university's and the awarding body's names stay as the certificates
 * print them. UNREVIEWED: the college confirms the Nepali before
 * NEPALI_VERSION is switched on.
 */
import { nepaliNumber, toDevanagariDigits } from "~/i18n/numerals";
import { entryByProgramme } from "../entry-requirements.ne";
import { enrolmentMonthsNe } from "../intakes.ne";
import type { PageTextNe } from "../pages/ne.types";
import type { PageInfo } from "../pages/types";
import { siteNe } from "../site.ne";
import type { ImageRef } from "~/lib/image-ref";
import { awardPanel } from "./award-panel.ne";
import { type ProgrammeSlug, programmeNames } from "./names";
import { programmeNamesNe } from "./names.ne";
import { glossUnits } from "./units";
import * as en from "./shared";
import type { Block, DocumentLink, Programme, ProgressionStep, Section, Topic, UnitGroup } from "./types";

export const review = "unreviewed";

export { awardingBody, university } from "./shared";

const { university } = en;

/** A number written in Devanagari digits, as Nepali sentences write them. */
export const n = (value: number | string) =>
  typeof value === "number" ? nepaliNumber(value) : toDevanagariDigits(value);

/** The banner art several pages share (shared.ts's art), described once in Nepali. */
export const diplomaAlt = "कम्प्युटरको छेउमा राखिएको डिप्लोमा प्रमाणपत्रको चित्र";
export const networkSecurityAlt = "एकआपसमा जोडिएका कम्प्युटरहरूको नेटवर्कमाथि ताल्चाको चित्र";
export const chartsAlt = "ड्यासबोर्डमा बार चार्ट र लाइन चार्टहरूको चित्र";
export const browserAlt = "कोड र लेआउटका ब्लकहरू देखिने ब्राउजर विन्डोको चित्र";
export const letterAlt = "खुला चिठी र फाउन्टेन पेनको चित्र";
export const nccQualification = `${en.awardingBody.name} ले प्रदान गर्ने योग्यता`;
export const uclanAward = `बेलायतको ${en.university.name} (${en.university.shortName}) ले प्रदान गर्ने डिग्री`;

/**
 * A programme's page record in Nepali: the English record (slug, path, art)
 * with its Nepali words. The banner names the programme as names.ts does in
 * Nepali; a qualification keeps its English document title (its
 * certificate's name), a short course's title names it in Nepali.
 */
export function programmePage<P extends PageInfo & { slug: ProgrammeSlug }>(
  page: P,
  text: { titleName?: string; description: string; subTitle: string; altText: string },
): P {
  const name = programmeNamesNe[page.slug];
  const title = name === programmeNames[page.slug] ? page.title : (text.titleName ?? name);
  const words: PageTextNe = {
    title,
    description: text.description,
    banner: { mainTitle: name, subTitle: text.subTitle, altText: text.altText },
  };
  return { ...page, ...words, banner: { ...page.banner, ...words.banner } };
}

/** A short course's mark with its Nepali text alternative. */
export const courseLogo = (logo: ImageRef, alt: string): ImageRef => ({ ...logo, alt });

export const enrolmentSection: Section = {
  ...en.enrolmentSection,
  title: "भर्ना सत्रहरू",
  blocks: [
    { type: "text", text: "हरेक वर्ष पाँच भर्ना सत्र हुन्छन्, त्यसैले पढाइ सुरु गर्न तपाईँले धेरै कुर्नुपर्दैन:" },
    { type: "list", items: [...enrolmentMonthsNe], label: "भर्ना सत्रका महिनाहरू" },
    {
      type: "text",
      text: "कक्षाहरू सानै रहून् भनेर हरेक भर्ना सत्रमा सिट सीमित हुन्छन्। चाँडै आवेदन दिनुहोस्, वा कुन भर्ना सत्र तपाईँलाई उपयुक्त हुन्छ भनेर कुरा गर्न कलेजमा आउनुहोस्।",
    },
  ],
};

export const resourcesBlocks: Block[] = [
  {
    type: "text",
    text: `तपाईँले ${university.shortName} को अनलाइन पुस्तकालय र सिकाइ प्लेटफर्मका साथै ${siteNe.address.area}मा रहेको हाम्रो आफ्नै पुस्तकालय र कम्प्युटर ल्याब पनि प्रयोग गर्न पाउनुहुन्छ; पुस्तकालय र ल्याब कलेज खुला रहुन्जेल खुला रहन्छन्।`,
  },
  {
    type: "list",
    items: [
      "भर्चुअल सिकाइ प्लेटफर्ममा हरेक मोड्युलका सामग्री, रेकर्ड गरिएका कक्षा र मूल्याङ्कनका निर्देशनहरू",
      "विश्वविद्यालयको अनलाइन पुस्तकालयमार्फत ई-पुस्तक, जर्नल र डेटाबेसहरू",
      "हरेक मोड्युलमा चाहिने सफ्टवेयरसहितका कम्प्युटर ल्याबहरू",
      "हरेक हप्ता तालिकाअनुसार कक्षा, र हप्ताको बाँकी समय योजना बनाएर आफैँ पढ्ने",
      "मूल्याङ्कन बुझाउने समयसीमा हेरेर आफ्नो समय मिलाउन सघाउने व्यक्तिगत ट्युटर",
    ],
  },
  {
    type: "text",
    text: "कक्षामा जति घण्टा बिताउनुहुन्छ, लगभग त्यति नै घण्टा आफैँ पढ्नमा लगाउनुपर्ने हुन्छ। सुरुका हप्ताहरूमा तपाईँको ट्युटरले साप्ताहिक योजना बनाउन र त्यसलाई पालना गर्न सघाउनुहुन्छ।",
  },
];

/** An "Overview" section: what the course is, then its highlights where it lists them. */
export function overviewSection(text: string, highlights?: string[]): Section {
  return { ...en.overviewSection(text, highlights), title: "सङ्क्षिप्त परिचय" };
}

/** A short course's "Topics" section. */
export function courseTopicsSection(
  label: string,
  items: Topic[],
  order: "ordered" | "unordered" = "ordered",
): Section {
  return { ...en.courseTopicsSection(label, items, order), title: "पढिने विषयहरू" };
}

/** A degree's entry section from its record's Nepali words, the list labelled as the academic entry. */
export function degreeEntrySection(slug: ProgrammeSlug): Section {
  return { ...en.entrySectionOf(entryByProgramme[slug], "शैक्षिक पात्रता"), title: ENTRY_TITLE };
}

/** A diploma's "Units" section: how the units add up to the award, then its English record's unit groups with Nepali headings and notes. */
export function unitsSection(
  english: Programme,
  text: string,
  words: readonly Pick<UnitGroup, "name" | "note">[],
): Section {
  // The units themselves (titles as the awarding body names them, credits, how many) are the English record's.
  const groups = unitGroupsOf(english);
  if (groups.length !== words.length)
    throw new Error(`${english.page.path}: ${groups.length} unit groups in English, ${words.length} named in Nepali`);
  return {
    ...en.unitsSection(
      text,
      groups.map((group, i) => ({ ...group, name: words[i]!.name, note: words[i]!.note })),
    ),
    title: "युनिटहरू",
  };
}

/** A record's unit groups, in order, each unit with its Nepali gloss (units.ts). */
function unitGroupsOf(english: Programme): UnitGroup[] {
  return glossUnits(en.unitGroupsIn(english));
}

/** A degree's module groups, one a year, named in Nepali: the English record's modules with their glosses. */
export function degreeYears(english: Programme): UnitGroup[] {
  const names = ["पहिलो वर्ष", "दोस्रो वर्ष", "तेस्रो वर्ष"];
  return unitGroupsOf(english).map((group, i) => ({ ...group, name: names[i] ?? group.name }));
}

const ENTRY_TITLE = "भर्नाको पात्रता";

/** A programme's entry section, all of it from its record's Nepali words (entry-requirements.ne.ts). */
export function entrySection(slug: ProgrammeSlug): Section {
  return { ...en.entrySectionOf(entryByProgramme[slug]), title: ENTRY_TITLE };
}

/** An "Academic Progression" section. */
export function progressionSection(text: string, steps: ProgressionStep[]): Section {
  return { ...en.progressionSection(text, steps), title: "अगाडि पढ्ने बाटो" };
}

/** A diploma's "Accreditation Status" section: what kind of qualification it is, its full title, reference and one more fact. */
export function accreditationSection(
  slug: ProgrammeSlug,
  text: string,
  reference: string,
  fact: { term: string; detail: string },
): Section {
  return {
    id: "accreditation",
    title: "मान्यताको स्थिति",
    blocks: [
      { type: "text", text },
      {
        type: "facts",
        items: [
          { term: "योग्यता", detail: `${en.awardingBody.name} ${programmeNames[slug]}` },
          { term: "योग्यताको सन्दर्भ नम्बर", detail: reference },
          fact,
        ],
      },
    ],
  };
}

/** The fact "Level" of a diploma. */
export const levelFact = (detail: string) => ({ term: "तह", detail });

const level3Detail = "बेलायतको A-Level बराबरको तह";

/** The diplomas' ladder (shared.ts diplomaPathway), in Nepali: the same steps, the same one marked current. */
export function diplomaPathway(slug?: en.DiplomaSlug): ProgressionStep[] {
  const details: Record<string, string> = {
    [programmeNames.l3ifdhes]: `विश्वविद्यालयको पढाइको तयारी, ${n(120)} क्रेडिट`,
    [programmeNames.l3dc]: level3Detail,
    [`${programmeNames.l3dc} or the International Foundation Diploma`]: level3Detail,
  };
  const steps = en.diplomaPathway(slug);
  return steps.map((step, i): ProgressionStep => {
    if (i === 0) {
      const label = step.label.endsWith("or the International Foundation Diploma")
        ? `${programmeNames.l3dc} वा ${programmeNames.l3ifdhes}`
        : step.label;
      return { ...step, label, detail: details[step.label] ?? level3Detail };
    }
    if (i === 1) return { ...step, detail: "बेलायती डिग्रीको पहिलो वर्षबराबर" };
    if (i === 2) return { ...step, detail: "बेलायती डिग्रीको दोस्रो वर्षबराबर" };
    return { ...step, label: `${university.shortName} मा अन्तिम वर्षको टप-अप`, detail: "थप एक वर्षमा BSc (Hons)" };
  });
}

/** A degree's pathway: its three years, then the degree itself (marked current), then where graduates go. */
export function degreePathway(
  slug: "business-computing" | "bsc-cybersecurity",
  years: [string, string, string],
  after: ProgressionStep,
): ProgressionStep[] {
  const yearNames = ["पहिलो वर्ष", "दोस्रो वर्ष", "तेस्रो वर्ष"];
  return en
    .degreePathway(slug, years, after)
    .map((step, i) =>
      i < 3
        ? { ...step, label: yearNames[i] ?? step.label }
        : step.current
          ? { ...step, detail: `${university.shortName} ले प्रदान गर्ने` }
          : step,
    );
}

/** A link to a generated PDF, which stays in English: its label says so. */
export const inEnglish = (label: string) => `${label} (अङ्ग्रेजीमा)`;

/** A document link with its Nepali label (the PDF itself stays in English). */
export const documentIn = (doc: DocumentLink, label: string): DocumentLink => ({ ...doc, label: inEnglish(label) });

/** Brochure and programme sheet, the two documents every diploma page offers. */
export function diplomaDownloads(slug: string): DocumentLink[] {
  const [brochure, sheet] = en.diplomaDownloads(slug);
  if (!brochure || !sheet) throw new Error("diplomaDownloads: two documents expected");
  return [documentIn(brochure, "ब्रोसर"), documentIn(sheet, "कार्यक्रम विवरण पत्र")];
}

/** An NCC Education diploma in Nepali (shared.ts diploma), with its documents' Nepali labels. */
export function diploma(record: {
  page: PageInfo;
  heading: string;
  paragraphs: string[];
  sections: Section[];
}): Programme {
  return {
    ...en.diploma(record),
    downloads: diplomaDownloads(record.page.slug),
    award: awardPanel(record.page.slug as ProgrammeSlug),
  };
}

/** A short course in Nepali (shared.ts shortCourse), with its panel's Nepali words. */
export function shortCourse(record: Parameters<typeof en.shortCourse>[0]): Programme {
  return { ...en.shortCourse(record), award: awardPanel(record.page.slug as ProgrammeSlug) };
}

/** A Level 5 diploma's accreditation section, with its qualification reference. */
export function level5Accreditation(slug: ProgrammeSlug, reference: string): Section {
  return accreditationSection(
    slug,
    `${en.awardingBody.name} ले प्रदान गर्ने, बेलायतमा नियमन गरिएको योग्यता, जसलाई ${n(70)} भन्दा बढी विश्वविद्यालयले स्नातक डिग्रीको अन्तिम वर्षमा भर्नाका लागि मान्यता दिन्छन्।`,
    reference,
    levelFact("Level 5, बेलायती डिग्रीको दोस्रो वर्षबराबर"),
  );
}

/** A diploma's progression section: what passing it leads to, then the ladder with this diploma marked. */
export function diplomaProgression(slug: en.DiplomaSlug, text: string): Section {
  return progressionSection(text, diplomaPathway(slug));
}
