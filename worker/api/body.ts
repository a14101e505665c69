import { sniffImageType } from "../../app/forms/contract/data-url";

/**
 * Reading a form body safely: never more than `cap` bytes are
 * held, whatever Content-Length claims, and every supported encoding comes
 * out as the same plain object the JSON form sends.
 */
export type BodyKind = "json" | "native";

/** Why a body could not be read: the reply's words (worker/api/replies.ts) say it in the page's language. */
export type BodyProblem = "badJson" | "notObject" | "badForm";

export type ReadResult =
  | { ok: true; kind: BodyKind; data: Record<string, unknown> }
  | { ok: false; status: 400; kind: BodyKind; problem: BodyProblem };

export const TOO_LARGE = Symbol("too large");

/**
 * An over-cap body is still read to its end, and thrown away, up to this
 * many bytes before the 413 goes out. Answering while the client is still
 * sending makes proxies and browsers see a reset connection instead of the
 * answer (`vite preview` turns it into a 500; a phone shows "connection
 * lost" and keeps nothing). An honest body can be big: the admission form
 * posted without JavaScript sends its five pictures as the camera took
 * them, 12 MB each on many phones. 100 MB is the largest body Cloudflare
 * passes to a Worker on its Free and Pro plans (it answers 413 itself
 * beyond that), so every body that reaches us there gets our message.
 * Beyond this, or when the declared length is beyond it, reading stops at
 * once.
 */
export const DRAIN_LIMIT = 100 * 1024 * 1024;

/**
 * The body's bytes, or TOO_LARGE once more than `cap` have arrived. Never
 * more than `cap` bytes are kept, whatever Content-Length claims.
 */
export async function readCapped(request: Request, cap: number): Promise<Uint8Array<ArrayBuffer> | typeof TOO_LARGE> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > cap) {
    if (declared <= DRAIN_LIMIT) await drain(request.body?.getReader(), 0);
    else await request.body?.cancel().catch(() => {});
    return TOO_LARGE;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    // Count what actually arrives: a lying Content-Length changes nothing.
    if (total > cap) {
      chunks.length = 0;
      await drain(reader, total);
      return TOO_LARGE;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Read and discard the rest of a body, up to DRAIN_LIMIT bytes in all; then stop reading. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array> | undefined, alreadyRead: number): Promise<void> {
  if (!reader) return;
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_LIMIT) break;
    }
  } catch {
    return; // the client went away: nothing to answer
  }
  await reader.cancel().catch(() => {});
}

export function bodyKind(contentType: string): BodyKind | null {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "native";
  return null;
}

/** Parse `bytes` of `contentType` into a payload object; `lists` are fields that repeat in native posts. */
export async function parseBody(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
  lists: readonly string[],
): Promise<ReadResult> {
  const kind = bodyKind(contentType)!;
  if (kind === "json") {
    let value: unknown;
    try {
      value = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
    } catch {
      return { ok: false, status: 400, kind, problem: "badJson" };
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return { ok: false, status: 400, kind, problem: "notObject" };
    }
    return { ok: true, kind, data: value as Record<string, unknown> };
  }
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return { ok: false, status: 400, kind, problem: "badForm" };
  }
  return { ok: true, kind, data: await fromFormData(form, lists) };
}

async function fromFormData(form: FormData, lists: readonly string[]): Promise<Record<string, unknown>> {
  const data: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    const converted: string[] = [];
    for (const value of values) {
      if (typeof value === "string") converted.push(value);
      // An empty file part is a file input left empty.
      else if (value.size > 0) converted.push(await toDataUrl(value));
    }
    // In a list, an empty string is an unchosen file input (some encoders send it as a blank field).
    data[name] = lists.includes(name) ? converted.filter((v) => v !== "") : (converted[0] ?? "");
  }
  for (const name of lists) data[name] ??= [];
  return data;
}

/** A posted file as the same data URL the browser form would send; a non-image gets an unusable URL that fails the schema. */
async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) return "data:application/octet-stream;base64,";
  return `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;
}
