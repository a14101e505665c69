/**
 * A fact on the site that docs/requirements.md does not fix (a module list,
 * a unit's credits, an entry route, a claim about a partner's reviews) and
 * that the college has not yet confirmed. The record that shows it carries
 * `confirm`, one sentence saying what to check; the page shows the fact as
 * written, and `npm run preflight` lists every such record, by file, with
 * its English sentences and the Nepali twin's, until the note is removed.
 * Removing the note is how the office says "checked", in both languages.
 */
export interface ToConfirm {
  /** What the college must confirm, e.g. "the unit titles against NCC Education's current specification". */
  confirm?: string;
  /**
   * Fragments of the record's English that state the claim, e.g.
   * ["paid in instalments"]: preflight prints each sentence holding one,
   * with the Nepali at the same place in the record's twin (the same id,
   * index or key in the `.ne.ts` file), so the one note confirms both
   * languages. Without them the record's title stands for the whole.
   */
  claims?: readonly string[];
}

/**
 * `record` (a section a helper built, say) with a note for the college to
 * confirm and the fragments of its English that state the claim, added to
 * any note it already carries.
 */
export function withConfirm<T extends ToConfirm>(record: T, confirm: string, claims: readonly string[] = []): T {
  return {
    ...record,
    confirm: record.confirm ? `${record.confirm}; and ${confirm}` : confirm,
    claims: [...(record.claims ?? []), ...claims],
  };
}

/** The keys of ToConfirm: notes for the college, never for its visitors. */
export const NOTE_KEYS: ReadonlySet<string> = new Set<string>(["confirm", "claims"] satisfies (keyof ToConfirm)[]);

/**
 * Each record's copy without its notes, made on its first request rather
 * than on every one: the records are the modules' constants, never changed,
 * and a programme's runs to tens of kilobytes of JSON to walk.
 */
const withoutNotes = new WeakMap<object, object>();

/**
 * Content as a loader hands it to the browser: without the notes for the
 * college, which a hydrating page would otherwise carry in its data (the
 * office's working notes about unconfirmed claims, read by anyone who opens
 * the page's data, and bytes on every visit).
 */
export function forVisitors<T extends object>(content: T): T {
  let copy = withoutNotes.get(content) as T | undefined;
  if (!copy) {
    copy = JSON.parse(JSON.stringify(content, (key, value) => (NOTE_KEYS.has(key) ? undefined : value))) as T;
    withoutNotes.set(content, copy);
  }
  return copy;
}
