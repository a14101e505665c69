import { SUBMISSION_ID_FIELD } from "./contract/constants";
import { fill } from "~/i18n/fill";
import type { FormWords } from "~/i18n/words/forms";
import type { ApiReplyFields } from "./contract/reply";

/**
 * Sends a form's JSON to its /api endpoint with XMLHttpRequest rather than
 * fetch, because only XHR reports upload progress (a 5 MB application takes
 * close to a minute on a 3G uplink). Resolves with the parsed
 * answer; never throws for an HTTP status — the caller decides.
 */
export type ApiAnswer =
  | { kind: "ok"; id?: string }
  | { kind: "invalid"; errors: Record<string, string> }
  /** The server already holds different content under this submission id. */
  | { kind: "conflict"; message: string }
  | { kind: "failed"; message: string; status?: number };

export interface Progress {
  loaded: number;
  total: number;
}

/** What the browser says about a send that went wrong, in the page's language: the caller passes useWords().forms (app/i18n/words/forms.ts holds the one copy of each text). */
export type SendWords = Pick<FormWords, "network" | "slow" | "unexpected" | "answered" | "conflict">;

export function sendJson(
  endpoint: string,
  payload: unknown,
  onProgress: ((p: Progress) => void) | undefined,
  words: SendWords,
): Promise<ApiAnswer> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("Content-Type", "application/json");
    xhr.setRequestHeader("Accept", "application/json");
    // Long enough for a 5 MB body on a slow uplink plus the relay's own
    // upstream timeout; a stuck request must still end in a message.
    xhr.timeout = 180_000;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
    }
    xhr.onload = () => resolve(interpret(xhr.status, xhr.responseText, words));
    xhr.onerror = () => resolve({ kind: "failed", message: words.network });
    xhr.ontimeout = () => resolve({ kind: "failed", message: words.slow });
    xhr.send(JSON.stringify(payload));
  });
}

/**
 * The API's answer from its status and body (exported for its unit test).
 * The body should be an ApiReply (./contract/reply.ts), but it is read
 * field by field and never trusted whole: something other than the API
 * (a proxy's error page, a cut-off body) can answer too.
 */
export function interpret(status: number, text: string, words: SendWords): ApiAnswer {
  let body: ApiReplyFields | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  if (status >= 200 && status < 300 && body?.ok === true)
    return { kind: "ok", id: typeof body.id === "string" ? body.id : undefined };
  if (status === 409 && body?.conflict === SUBMISSION_ID_FIELD)
    return { kind: "conflict", message: body.error || words.conflict };
  if (body?.errors && Object.keys(body.errors).length > 0) return { kind: "invalid", errors: body.errors };
  if (body?.error) return { kind: "failed", message: body.error, status };
  if (status >= 200 && status < 300) return { kind: "failed", message: words.unexpected };
  return { kind: "failed", message: fill(words.answered, { status: String(status) }) };
}
