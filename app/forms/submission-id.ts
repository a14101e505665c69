import { SUBMISSION_ID_FIELD } from "./contract/constants";

/**
 * One id per submission, made by the browser when the visitor first sends a
 * form and kept (in localStorage, beside the drafts) until it succeeds:
 * every retry after a failure, a timeout or a reload carries the same id, so
 * the college records the submission once however often it is sent. The
 * one exception: when the server answers that the id already stands for
 * different content (the form was changed after the server had kept an
 * earlier send under it), the submit hook clears it and the changed form
 * goes as a new submission.
 */
const memory = new Map<string, string>();
const storageKey = (form: string) => `${SUBMISSION_ID_FIELD}:${form}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function submissionIdFor(form: string): string {
  let id = memory.get(form);
  try {
    const stored = localStorage.getItem(storageKey(form));
    if (stored && UUID.test(stored)) id = stored;
  } catch {
    // Storage blocked: the id lives as long as the page.
  }
  id ??= uuidV4();
  memory.set(form, id);
  try {
    localStorage.setItem(storageKey(form), id);
  } catch {
    // as above
  }
  return id;
}

/** After success: the next submission is a new one. */
export function clearSubmissionId(form: string): void {
  memory.delete(form);
  try {
    localStorage.removeItem(storageKey(form));
  } catch {
    // as above
  }
}

/** crypto.randomUUID exists only in secure contexts; a LAN address over http is not one. */
export function uuidV4(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
