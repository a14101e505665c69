import type { ToConfirm } from "./confirm";

/**
 * Shape of a partnership page (requirements §2.5: the UK university and the awarding
 * body pages share one layout): statistics that count up, collapsible
 * sections, an outward link and links to the programmes taught at MBC.
 */
export interface Stat {
  value: number;
  label: string;
  prefix?: string;
  suffix?: string;
  decimals?: number;
}

/** A section whose claims the requirements do not fix carries `confirm` (app/content/confirm.ts). */
export interface Section extends ToConfirm {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface PartnershipPage {
  intro: { heading: string; paragraphs: string[] } & ToConfirm;
  statsHeading: string;
  stats: Stat[];
  /** requirements §9: partnership and credit transfer counters run 4000 ms. */
  countDuration: number;
  sections: Section[];
  programmes: { heading: string; links: { label: string; href: string }[] };
  outward: { label: string; href: string; text: string };
}
