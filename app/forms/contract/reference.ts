/**
 * The short reference an applicant can quote for a submission: "MBC-" and
 * the first eight characters of its id, which the office finds at the start
 * of the sheet's "Submission ID" column.
 */
export function submissionReference(id: string): string {
  return `MBC-${id
    .replace(/[^0-9a-f]/gi, "")
    .slice(0, 8)
    .toUpperCase()}`;
}

export const REFERENCE_NOTE = "Please quote this reference if you contact the college office about it.";

/**
 * The start of the submission id a reference stands for (eight lower-case
 * hex digits), read however it was typed or said over the phone: any case,
 * with or without "MBC", a dash or spaces ("mbc-1a2b3c4d", "1A2B 3C4D").
 * Null when the text is not a reference.
 */
export function idPrefixOfReference(text: string): string | null {
  const compact = text.replace(/\s+/g, "").toLowerCase();
  const match = /^(?:mbc-?)?([0-9a-f]{8})$/.exec(compact);
  return match ? match[1]! : null;
}
