/**
 * Facts several programme pages share (requirements §9), written once so that the
 * degree pages, the diplomas and their PDFs all say the same thing.
 */
import { type ToConfirm, withConfirm } from "../confirm";
import { enrolmentMonths } from "../intakes";
import { type EntryRecord, entryByProgramme } from "../entry-requirements";
import { site } from "../site";
import type { ImageRef } from "~/lib/image-ref";
import type { PageInfo } from "../pages/types";
import { awardPanel } from "./award-panel";
import { type ProgrammeSlug, programmeNames, programmePaths } from "./names";
import type { Block, DocumentLink, Programme, ProgressionStep, Section, Topic, UnitGroup } from "./types";

export const university = site.partners.university;
export const awardingBody = site.partners.awardingBody;

/** A banner illustration with its text alternative. */
export interface BannerArt {
  imageSrc: string;
  altText: string;
}

/** The banner art every NCC Education computing diploma without its own specialism shares. */
export const diplomaArt: BannerArt = {
  imageSrc: "/art/programme-diploma.svg",
  altText: "Illustration of a diploma certificate beside a computer",
};

/** The banner art of the programmes that pair networks with security. */
export const networkSecurityArt: BannerArt = {
  imageSrc: "/art/programme-cyber.svg",
  altText: "Illustration of a padlock over a network of connected computers",
};

/**
 * A programme's page record. The banner's heading is the programme's name and
 * the title is that name, then `titleQualifier` if given (the document title
 * adds the college's name: documentTitle in ../pages/index.ts).
 * The path is the slug's in names.ts, its literal type kept, because the
 * route table's `PagePath` is made of the records' paths.
 */
export function programmePage<const Slug extends ProgrammeSlug>(record: {
  slug: Slug;
  /** The name as the document title gives it, where it differs from the banner's. */
  titleName?: string;
  /** After the name in the title, e.g. the awarding body. */
  titleQualifier?: string;
  description: string;
  subTitle: string;
  art: BannerArt;
}): PageInfo & { slug: Slug; path: (typeof programmePaths)[Slug] } {
  const name = programmeNames[record.slug];
  return {
    slug: record.slug,
    path: programmePaths[record.slug],
    title: [record.titleName ?? name, record.titleQualifier].filter(Boolean).join(" | "),
    description: record.description,
    banner: {
      mainTitle: name,
      subTitle: record.subTitle,
      imageSrc: record.art.imageSrc,
      altText: record.art.altText,
    },
  };
}

/** requirements §9 "Enrollment months" (../intakes.ts). */
export { enrolmentMonths };

/** Short-course marks in public/art/programmes/ (240×80). */
export const courseLogo = (name: string, alt: string): ImageRef => ({
  src: `/art/programmes/${name}.svg`,
  alt,
  width: 240,
  height: 80,
});

export const universityLogo: ImageRef = {
  src: "/art/programmes/uclan-mark.svg",
  alt: `${university.name} (${university.shortName})`,
  width: 240,
  height: 80,
};

export const awardingBodyLogo: ImageRef = {
  src: "/art/programmes/ncc-mark.svg",
  alt: awardingBody.name,
  width: 240,
  height: 80,
};

export const enrolmentSection: Section = {
  id: "enrolment",
  title: "Enrollment Dates",
  blocks: [
    { type: "text", text: "There are five intakes a year, so you never wait long to start:" },
    { type: "list", items: [...enrolmentMonths], label: "Intake months" },
    {
      type: "text",
      text: "Places in each intake are limited so that classes stay small. Apply early, or visit us to talk through which intake suits you.",
    },
  ],
};

export const resourcesBlocks: Block[] = [
  {
    type: "text",
    text: `You have access to the ${university.shortName} online library and learning platform as well as our own library and computer labs at Kamalpokhari, open throughout the college day.`,
  },
  {
    type: "list",
    items: [
      "Module materials, recorded sessions and assessment briefs on the virtual learning environment",
      "E-books, journals and databases through the university's online library",
      "Computer labs with the software each module uses",
      "Weekly timetabled classes, with the rest of each week planned for independent study",
      "Personal tutors who help you plan your time around assessment deadlines",
    ],
  },
  {
    type: "text",
    text: "Expect to spend around as many hours again on independent study as you spend in class. In your first weeks your tutor helps you build a weekly plan and keep to it.",
  },
];

/** A section of the usual shape: a paragraph introducing one block. */
function introducedSection(id: string, title: string, text: string, block: Block): Section {
  return { id, title, blocks: [{ type: "text", text }, block] };
}

/** An "Overview" section: what the course is, then its highlights where it lists them. */
export function overviewSection(text: string, highlights?: string[]): Section {
  const intro: Block = { type: "text", text };
  return {
    id: "overview",
    title: "Overview",
    blocks: highlights ? [intro, { type: "list", items: highlights }] : [intro],
  };
}

/**
 * A short course's "Overview" whose highlights end with the college's
 * certificate of completion. The requirements do not give that certificate,
 * so the section carries a note for the college to confirm it before launch
 * (`npm run preflight` lists it).
 */
export function certificateOverviewSection(text: string, highlights: string[]): Section {
  return {
    ...overviewSection(text, [...highlights, "A certificate of completion from the college"]),
    confirm: "that the college gives a certificate of completion for this short course",
    claims: ["A certificate of completion from the college"],
  };
}

/** A short course's "Topics" section: its topics or modules, numbered when they are taught in order. */
export function courseTopicsSection(
  label: string,
  items: Topic[],
  order: "ordered" | "unordered" = "ordered",
): Section {
  const ordered = order === "ordered" ? { ordered: true } : {};
  return { id: "topics", title: "Topics", blocks: [{ type: "topics", label, ...ordered, items }] };
}

/**
 * A degree's entry section: its record, the list labelled as the academic
 * entry (the notes that follow are not), under the title its page's
 * section list gives (requirements §2: the cybersecurity degree's reads
 * "Entry Requirement").
 */
export function degreeEntrySection(slug: ProgrammeSlug, title = "Entry Requirements"): Section {
  return { ...entrySectionOf(entryByProgramme[slug], "Academic entry"), title };
}

/**
 * A diploma's "Units" section: how the units add up to the award, then the
 * unit groups. The counts are the requirements'; the unit titles, any
 * credits per unit and the elective options are not, so the section is
 * marked for the college to confirm them.
 */
export function unitsSection(text: string, groups: UnitGroup[]): Section {
  const units = groups.flatMap((g) => g.units);
  const parts = [
    "unit titles",
    units.some((u) => u.credits) ? "credits per unit" : "",
    groups.some((g) => g.units.length > g.required) ? "elective options" : "",
  ].filter(Boolean);
  return {
    ...introducedSection("units", "Units", text, { type: "units", groups }),
    confirm: `the ${parts.join(", ").replace(/, (?=[^,]*$)/, " and ")} against ${awardingBody.name}'s current specification`,
  };
}

/** A record's unit groups (a diploma's units, a degree's years of modules), in the order the page shows them. */
export function unitGroupsIn(programme: Programme): UnitGroup[] {
  return programme.sections.flatMap((s) => s.blocks.flatMap((b) => (b.type === "units" ? b.groups : [])));
}

/** An "Entry Requirements" section of an entry record, in either language: its lines as a list, then its notes. */
export function entrySectionOf({ lines, notes = [] }: EntryRecord, listLabel?: string): Section {
  const list: Block = { type: "list", items: [...lines], ...(listLabel ? { label: listLabel } : {}) };
  return {
    id: "entry",
    title: "Entry Requirements",
    blocks: [list, ...notes.map((text): Block => ({ type: "text", text }))],
  };
}

/**
 * A programme's "Entry Requirements" section, all of it from its record
 * (app/content/entry-requirements.ts, whose rule the finder reads and whose
 * levels the FAQ and the policies quote), so the page and the finder cannot
 * disagree.
 */
export function entrySection(slug: ProgrammeSlug): Section {
  return entrySectionOf(entryByProgramme[slug]);
}

/** An "Academic Progression" section: where the programme leads, then the steps of the way. */
export function progressionSection(text: string, steps: ProgressionStep[]): Section {
  return introducedSection("progression", "Academic Progression", text, { type: "progression", steps });
}

/**
 * A diploma's "Accreditation Status" section: what kind of qualification it
 * is, then its full title, its reference and one more fact (its level, or its
 * credits).
 */
export function accreditationSection(
  slug: ProgrammeSlug,
  text: string,
  reference: string,
  fact: { term: string; detail: string },
  confirm?: string,
): Section {
  const section = introducedSection("accreditation", "Accreditation Status", text, {
    type: "facts",
    items: [
      { term: "Qualification", detail: `${awardingBody.name} ${programmeNames[slug]}` },
      { term: "Qualification reference", detail: reference },
      fact,
    ],
  });
  return confirm ? { ...section, confirm } : section;
}

export { pathwayReferenceToConfirm } from "./awards";

/** The diplomas, by the rung of the ladder each stands on. */
const diplomaRungs = {
  l3dc: 0,
  l3ifdhes: 0,
  l4dc: 1,
  "l4dc-bm": 1,
  l5dc: 2,
  "l5dc-bm": 2,
  "l5dc-cs": 2,
} as const;

export type DiplomaSlug = keyof typeof diplomaRungs;

/**
 * The ladder every NCC Education computing diploma sits on (requirements
 * §2.4), as the diploma `slug` sees it: its own rung names it, by its full
 * name, and is the one marked current; the other rungs name the Level 3,
 * 4 and 5 Diplomas in Computing (the pathways share their rungs). A
 * diploma's page never marks a programme that is not its own. Without a
 * slug (the /Diplomas page) no rung is marked.
 */
export function diplomaPathway(slug?: DiplomaSlug): ProgressionStep[] {
  const first: ProgressionStep =
    slug === "l3ifdhes"
      ? { label: programmeNames.l3ifdhes, detail: "University preparation, 120 credits" }
      : slug === "l3dc"
        ? { label: programmeNames.l3dc, detail: "The level of A-levels in the UK" }
        : {
            label: `${programmeNames.l3dc} or the International Foundation Diploma`,
            detail: "The level of A-levels in the UK",
            confirm: "that the Level 3 diplomas are at the level of A-levels in the UK",
            claims: ["The level of A-levels"],
          };
  const ladder: ProgressionStep[] = [
    first,
    {
      label: programmeNames.l4dc,
      detail: "Equivalent to year 1 of a UK degree",
      confirm: "that the Level 4 Diploma is equivalent to year 1 of a UK degree",
      claims: ["year 1 of a UK degree"],
    },
    {
      label: programmeNames.l5dc,
      detail: "Equivalent to year 2 of a UK degree",
      confirm: "that the Level 5 Diploma is equivalent to year 2 of a UK degree",
      claims: ["year 2 of a UK degree"],
    },
  ];
  return [
    ...ladder.map((step, i) =>
      slug && i === diplomaRungs[slug] ? { label: programmeNames[slug], detail: step.detail, current: true } : step,
    ),
    {
      label: `Final-year top-up at ${university.shortName}`,
      detail: "BSc (Hons) in one further year",
      // Not in the requirements, which name the step but not its length; the diplomas' pages repeat it.
      confirm: `that the final-year top-up at ${university.shortName} after the Level 5 Diploma takes one further year (the diploma pages say "one-year top-up" too)`,
    },
  ];
}

/**
 * A degree's pathway: its three years, then the degree itself (by its full
 * name, marked current), then where graduates go.
 */
export function degreePathway(
  slug: "business-computing" | "bsc-cybersecurity",
  years: [string, string, string],
  after: ProgressionStep,
): ProgressionStep[] {
  return [
    ...years.map((detail, i) => ({ label: `Year ${i + 1}`, detail })),
    { label: programmeNames[slug], detail: `Awarded by ${university.shortName}`, current: true },
    after,
  ];
}

/** Brochure and programme sheet, the two documents every diploma page offers. */
export function diplomaDownloads(slug: string): DocumentLink[] {
  return [
    { label: "Brochure", path: `/docs/${slug}-brochure.pdf`, include: "all" },
    {
      label: "Programme sheet",
      path: `/docs/${slug}-programme-sheet.pdf`,
      include: ["units", "entry", "accreditation"],
    },
  ];
}

/**
 * An NCC Education diploma: its page, introduction and sections. Every
 * diploma shows the awarding body's mark, offers the brochure and programme
 * sheet, and sends its Apply Now button to /apply.
 */
export function diploma(record: {
  page: PageInfo;
  heading: string;
  paragraphs: string[];
  sections: Section[];
  /** A note on the introduction's claims (app/content/confirm.ts). */
  intro?: ToConfirm;
}): Programme {
  return {
    page: record.page,
    kind: "diploma",
    intro: { logo: awardingBodyLogo, heading: record.heading, paragraphs: record.paragraphs, ...record.intro },
    award: awardPanel(record.page.slug as ProgrammeSlug),
    downloads: diplomaDownloads(record.page.slug),
    sections: record.sections,
    apply: "/apply",
  };
}

/** A short course taught by the college: its page, mark, introduction, documents and sections. */
export function shortCourse(record: {
  page: PageInfo;
  logo: ImageRef;
  heading: string;
  paragraphs: string[];
  downloads: DocumentLink[];
  sections: Section[];
}): Programme {
  return {
    page: record.page,
    kind: "short-course",
    intro: { logo: record.logo, heading: record.heading, paragraphs: record.paragraphs },
    award: awardPanel(record.page.slug as ProgrammeSlug),
    downloads: record.downloads,
    sections: record.sections,
    apply: "/apply",
  };
}

/** A Level 5 diploma's accreditation section, with its qualification reference. */
export function level5Accreditation(slug: ProgrammeSlug, reference: string, confirm?: string): Section {
  return withConfirm(
    accreditationSection(
      slug,
      `A regulated UK qualification awarded by ${awardingBody.name}, recognised by over 70 universities for entry to the final year of a bachelor's degree.`,
      reference,
      { term: "Level", detail: "Level 5, equivalent to the second year of a UK degree" },
      confirm,
    ),
    "that the Level 5 Diploma is a regulated UK qualification, equivalent to the second year of a UK degree",
    ["A regulated UK qualification", "equivalent to the second year of a UK degree"],
  );
}

/** A diploma's progression section: what passing it leads to, then the ladder with this diploma marked. */
export function diplomaProgression(slug: DiplomaSlug, text: string): Section {
  return progressionSection(text, diplomaPathway(slug));
}
