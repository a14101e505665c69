/**
 * Every programme record, in the order of the page table. Server-only: the
 * programme route picks one here in its loader, and the documents and tests
 * read the whole list; the browser receives one programme as loader data.
 */
import { artificialIntelligence } from "./programmes/artificial-intelligence.server";
import { bscCybersecurity } from "./programmes/bsc-cybersecurity.server";
import { businessComputing } from "./programmes/business-computing.server";
import { cyberSecurityShort } from "./programmes/cyber-security-short.server";
import { dataScience } from "./programmes/data-science.server";
import { fullStack } from "./programmes/full-stack.server";
import { l3dc } from "./programmes/l3dc.server";
import { l3ifdhes } from "./programmes/l3ifdhes.server";
import { l4dc } from "./programmes/l4dc.server";
import { l4dcBm } from "./programmes/l4dc-bm.server";
import { l5dc } from "./programmes/l5dc.server";
import { l5dcBm } from "./programmes/l5dc-bm.server";
import { l5dcCs } from "./programmes/l5dc-cs.server";
import type { Locale } from "~/i18n/locale";
import { programmesNe } from "./programmes.ne.server";
import type { ProgrammeSlug } from "./programmes/names";
import type { Programme } from "./programmes/types";

export type { Programme } from "./programmes/types";

export const programmes: Programme[] = [
  businessComputing,
  bscCybersecurity,
  cyberSecurityShort,
  l3dc,
  l4dc,
  l4dcBm,
  l5dc,
  l5dcBm,
  l5dcCs,
  l3ifdhes,
  artificialIntelligence,
  dataScience,
  fullStack,
];

/**
 * The programme whose page is at this English path (decoded, e.g.
 * "/programs/Data Science"), if any, in `locale`: the English record, or
 * its Nepali twin (programmes.ne.server.ts).
 */
export function programmeAt(path: string, locale: Locale = "en"): Programme | undefined {
  const programme = programmes.find((p) => p.page.path === path);
  if (!programme || locale === "en") return programme;
  return programmesNe[programme.page.slug as ProgrammeSlug];
}
