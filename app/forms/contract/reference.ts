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
