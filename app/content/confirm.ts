/**
 * A fact on the site that docs/requirements.md does not fix (a module list,
 * a unit's credits, an entry route, a claim about a partner's reviews) and
 * that the college has not yet confirmed. The record that shows it carries
 * `confirm`, one sentence saying what to check; the page shows the fact as
 * written, and `npm run preflight` lists every such record, by file, until
 * the note is removed. Removing the note is how the office says "checked".
 */
export interface ToConfirm {
  /** What the college must confirm, e.g. "the unit titles against NCC Education's current specification". */
  confirm?: string;
}
