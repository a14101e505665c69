import type { SUBMISSION_ID_FIELD } from "./constants";

/**
 * The JSON a form endpoint answers the forms' script with: written by the
 * Worker (worker/api/replies.ts) and read by the browser (../send.ts). A
 * native post without JavaScript gets a result page instead.
 */
export type ApiReply = ApiAccepted | ApiInvalid | ApiRefused;

/** The college has the submission; `id` is the one it is kept under (absent when a bot's post is quietly dropped). */
export type ApiAccepted = { ok: true; id?: string };

/** The fields to correct: `{ field: message }`, the first message per field (a 400). */
export type ApiInvalid = { ok: false; errors: Record<string, string> };

/**
 * Not taken, with a message to show. `conflict` names the submission id
 * when that id already holds other content (a 409): the browser then sends
 * again under a new id.
 */
export type ApiRefused = { ok: false; error: string; conflict?: typeof SUBMISSION_ID_FIELD };

/**
 * Every field a reply may carry, each optional: how a client reads a body
 * before it knows which reply it is, or whether it is one at all.
 */
export type ApiReplyFields = { ok?: boolean } & Partial<
  Omit<ApiAccepted, "ok"> & Omit<ApiInvalid, "ok"> & Omit<ApiRefused, "ok">
>;
