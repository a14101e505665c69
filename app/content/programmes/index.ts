/**
 * Every programme record (documents, tests). A programme page imports its own
 * record module directly, so its browser bundle holds only that record.
 */
import { bscCybersecurity } from "./bsc-cybersecurity";
import { businessComputing } from "./bsc-business-computing";
import { l3dc, l3ifdhes } from "./diplomas-level-3";
import { l4dc, l4dcBm } from "./diplomas-level-4";
import { l5dc, l5dcBm, l5dcCs } from "./diplomas-level-5";
import { artificialIntelligence } from "./short-artificial-intelligence";
import { shortCyberSecurity } from "./short-cyber-security";
import { dataScience } from "./short-data-science";
import { fullStack } from "./short-full-stack";
import type { Programme } from "./types";

export type { Programme } from "./types";

export const programmes: Programme[] = [
  businessComputing,
  bscCybersecurity,
  shortCyberSecurity,
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
