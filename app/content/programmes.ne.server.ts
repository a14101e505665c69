/**
 * The programmes' Nepali twins (app/content/programmes/<slug>.ne.server.ts),
 * by slug. Server-only, like the English records: the programme route's
 * loader picks one (programmes.server.ts programmeAt), so the browser
 * receives one record in the page's language. The generated PDFs stay in
 * English and are built from the English records only.
 */
import { artificialIntelligence } from "./programmes/artificial-intelligence.ne.server";
import { bscCybersecurity } from "./programmes/bsc-cybersecurity.ne.server";
import { businessComputing } from "./programmes/business-computing.ne.server";
import { cyberSecurityShort } from "./programmes/cyber-security-short.ne.server";
import { dataScience } from "./programmes/data-science.ne.server";
import { fullStack } from "./programmes/full-stack.ne.server";
import { l3dc } from "./programmes/l3dc.ne.server";
import { l3ifdhes } from "./programmes/l3ifdhes.ne.server";
import { l4dc } from "./programmes/l4dc.ne.server";
import { l4dcBm } from "./programmes/l4dc-bm.ne.server";
import { l5dc } from "./programmes/l5dc.ne.server";
import { l5dcBm } from "./programmes/l5dc-bm.ne.server";
import { l5dcCs } from "./programmes/l5dc-cs.ne.server";
import type { ProgrammeSlug } from "./programmes/names";
import type { Programme } from "./programmes/types";

export const programmesNe: Record<ProgrammeSlug, Programme> = {
  "business-computing": businessComputing,
  "bsc-cybersecurity": bscCybersecurity,
  "cyber-security-short": cyberSecurityShort,
  l3dc,
  l4dc,
  "l4dc-bm": l4dcBm,
  l5dc,
  "l5dc-bm": l5dcBm,
  "l5dc-cs": l5dcCs,
  l3ifdhes,
  "artificial-intelligence": artificialIntelligence,
  "data-science": dataScience,
  "full-stack": fullStack,
};
