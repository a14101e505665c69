#!/usr/bin/env node
/**
 * Local stand-in for the college's spreadsheet script (apps-script/Code.gs),
 * so the forms work on a fresh machine and the tests can watch deliveries.
 * Loopback only. It speaks the Apps Script protocol: a POST to
 * /macros/s/<form>/exec answers 302 to /macros/echo?key=…, and a GET there
 * returns the JSON reply ({"result":"success"} or {"result":"error",…}).
 *
 * Data: each accepted submission is appended as one JSON line to
 * `${STANDIN_DATA_DIR || ".data/inbox"}/<form>.jsonl`; image data URLs are
 * decoded into `<dir>/files/` and the row holds their paths relative to
 * <dir> (e.g. "files/<submissionId>-studentPhoto.png"), the way the real
 * script puts Drive links in the row. A repeated submissionId is answered
 * with success and not written again (the real script does the same).
 *
 * It speaks the college script's exact protocol (apps-script/Code.gs): the
 * reply names the submission (`{"result":"success","submissionId":"…"}`,
 * with the script's `warnings` about its Google account when told to),
 * and when started with a `secret` it refuses a body whose `relaySecret`
 * differs (`{"result":"error","error":"unauthorised"}`); the secret is
 * never written to the inbox. An erasure (`{"action":"erase","submissionId":…}`,
 * Code.gs's ERASURE) removes the id's rows from every form's inbox file and
 * deletes its files, answering `{"result":"success","submissionId":…,
 * "erased":{"rows":n,"files":n}}` (in all, for its erasure key); a later
 * submission carrying that erasure key is refused (`"error":"erased"`), as
 * the real script refuses it (kept in memory: a restarted stand-in forgets). Stricter than the real script, because the
 * id and the field names become file names here: a submissionId that is
 * not a UUID, or a field name other than letters and digits, is refused
 * with the same JSON error shape and nothing is written.
 *
 * Control API (for tests; JSON in and out):
 *   POST /__control  { mode?, delayMs?, fail?, match? }
 *       Sets how the following submissions are answered, until changed:
 *       ok          → 302 → {"result":"success","submissionId":…} (default)
 *       fail        → 500 with an HTML error page (also `{ fail: true }`)
 *       error-json  → 302 → 200 {"result":"error","error":"Stand-in told to fail"}
 *       html        → 302 → 200 HTML "Script function not found: doPost"
 *                     (what Apps Script itself answers for its own failures)
 *       busy        → 302 → 200 {"result":"error","error":"busy"}
 *       delay       → wait delayMs (default 3000) then answer ok
 *       late        → write the row, THEN wait delayMs before answering (a
 *                     script that finishes after the Worker stopped waiting)
 *       hang        → never answer (exercises the relay's timeout)
 *       `delayMs` alone delays any mode. Answers the new state.
 *       With `warnings: [...]` (Code.gs's shape, e.g.
 *       [{"code":"drive_full","percent":85}] or
 *       [{"code":"mail_quota","remaining":20,"reserve":20}]) each new row's
 *       success carries them, as the script's does while Drive is nearly
 *       full or confirmations are held back; a duplicate's does not.
 *       With `match: "<text>"` the setting applies only to submissions whose
 *       body contains that text (e.g. a test's unique marker), so tests
 *       running in parallel do not change each other's answers (a rule
 *       wins over the global setting; /__reset clears the rules).
 *   POST /__load     { capacity?, execMs?, failRate? }
 *       Apps Script's limits: at most `capacity` executions at once (more
 *       get 429 with an HTML page, as Google answers "too many
 *       invocations"), each taking `execMs`, a fraction `failRate` failing
 *       with {"result":"error"}. 0 turns each off. Answers the settings.
 *       The failures are transient, as Apps Script's are under load: one
 *       submission fails at most MAX_FAILURES_RUNNING times in a row (with
 *       independent failures, one of 300 submissions would now and then
 *       fail four times running and wait out ten minutes of backoff, which
 *       measures luck rather than the outbox).
 *   GET  /__stats               { executions, active, maxActive, overCapacity, written, duplicates }
 *   GET  /__control            the current state.
 *   POST /__reset              mode ok, no delay, no load limits, and empties the inbox files.
 *   GET  /__inbox/<form>       the rows of <form>.jsonl as a JSON array.
 *   GET  /__files/<name>       a saved image's bytes.
 *   GET  /__health             {"ok":true}
 * A web page the developer has open must not drive these (it could empty
 * the inbox, or read it through DNS rebinding), so they answer 403 to a
 * request whose Host is not a loopback name, whose Origin is not the
 * stand-in's own, or whose Sec-Fetch-Site is other than same-origin or
 * none. The tests' clients (Node's fetch, Playwright's request context,
 * curl) send none of these, and are let through.
 *
 * Use: `import { startStandin } from "./standin.ts"` →
 * `const { url, close } = await startStandin({ port })` (port 0 = any free
 * one), or run it directly: `node scripts/standin.ts [port]` (default 8788).
 */
import { appendFile, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const FORMS = new Set(["enquiry", "visit", "admission"]);
const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
};
const MAX_BODY = 16 * 1024 * 1024;
// The ids the Worker makes (crypto.randomUUID) and the browser sends; safe in a file name.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The forms' field names (requirements §3); anything else could climb out of files/.
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9]*$/;
const LOOPBACK_NAMES = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** How the following submissions are answered (see /__control above). */
const MAX_FAILURES_RUNNING = 2;

interface Answering {
  mode: string;
  delayMs: number;
  /** What the script's success says about its Google account (Code.gs's "warnings"), if anything. */
  warnings?: unknown[];
}
interface Load {
  capacity: number;
  execMs: number;
  failRate: number;
}
interface Stats {
  executions: number;
  active: number;
  maxActive: number;
  overCapacity: number;
  written: number;
  duplicates: number;
}
/** The script's JSON reply, or the HTML page Apps Script answers for its own failures. */
type Reply =
  | {
      result: "success";
      submissionId: string;
      duplicate?: boolean;
      warnings?: unknown[];
      erased?: { rows: number; files: number };
    }
  | { result: "error"; error: string }
  | typeof HTML_ERROR;
type Row = Record<string, unknown>;

export interface Standin {
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startStandin({
  port = 0,
  host = "127.0.0.1",
  dataDir = process.env.STANDIN_DATA_DIR || ".data/inbox",
  secret = process.env.RELAY_SECRET || "",
} = {}): Promise<Standin> {
  const dir = resolve(dataDir);
  await mkdir(join(dir, "files"), { recursive: true });
  const state: Answering = { mode: "ok", delayMs: 0 };
  const rules = new Map<string, Answering>(); // match text → { mode, delayMs }
  const globalState = state;
  const replies = new Map<string, Reply>(); // echo key → reply JSON
  const seen = new Set<string>(); // submissionIds already written
  const erased = new Map<string, Erased>(); // erasure key → what was erased of its id, in all
  const pending = new Set<ServerResponse>(); // held responses ("hang"), released on close
  const load: Load = { capacity: 0, execMs: 0, failRate: 0 };
  const stats: Stats = { executions: 0, active: 0, maxActive: 0, overCapacity: 0, written: 0, duplicates: 0 };
  const failuresRunning = new Map<string, number>(); // submissionId → random failures in a row
  const failsAtRandom = (raw: Buffer) => {
    if (!(load.failRate > 0 && Math.random() < load.failRate)) return false;
    const id = /"submissionId"\s*:\s*"([^"]+)"/.exec(raw.toString("utf8"))?.[1] ?? "";
    const running = failuresRunning.get(id) ?? 0;
    if (running >= MAX_FAILURES_RUNNING) return false;
    failuresRunning.set(id, running + 1);
    return true;
  };

  for (const form of FORMS) {
    for (const row of await readRows(dir, form)) if (row.submissionId) seen.add(String(row.submissionId));
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://standin");
    const send = (status: number, body: unknown, type = "application/json") => {
      res.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      res.end(typeof body === "string" ? body : JSON.stringify(body));
    };
    try {
      const submit = /^\/macros\/s\/([a-z]+)\/exec$/.exec(url.pathname);
      if (req.method === "POST" && submit) {
        const form = submit[1]!;
        const raw = await readBody(req);
        if (load.capacity > 0 && stats.active >= load.capacity) {
          stats.overCapacity += 1;
          return send(
            429,
            "<!doctype html><title>Error</title><p>Service invoked too many times in a short time.</p>",
            "text/html",
          );
        }
        stats.executions += 1;
        stats.active += 1;
        stats.maxActive = Math.max(stats.maxActive, stats.active);
        let reply: Reply;
        try {
          const state = [...rules].find(([match]) => raw.includes(match))?.[1] ?? globalState;
          if (load.execMs > 0) await sleep(load.execMs);
          if ((state.delayMs > 0 && state.mode !== "late") || state.mode === "delay")
            await sleep(state.delayMs || 3000);
          if (state.mode === "hang") {
            pending.add(res);
            res.on("close", () => pending.delete(res));
            return;
          }
          if (state.mode === "fail")
            return send(500, "<!doctype html><title>Error</title><p>Stand-in told to fail.</p>", "text/html");
          if (state.mode === "error-json") reply = { result: "error", error: "Stand-in told to fail" };
          else if (state.mode === "busy") reply = { result: "error", error: "busy" };
          else if (state.mode === "html") reply = HTML_ERROR;
          else if (failsAtRandom(raw)) reply = { result: "error", error: "Stand-in's random failure" };
          else reply = await record(dir, form, raw, { seen, erased }, secret, stats);
          if (state.warnings?.length && typeof reply === "object" && reply.result === "success" && !reply.duplicate)
            reply = { ...reply, warnings: state.warnings };
          // Only the execution that wrote the row is late; a retry finds it recorded.
          if (state.mode === "late" && !(typeof reply === "object" && "duplicate" in reply && reply.duplicate))
            await sleep(state.delayMs || 3000);
        } finally {
          stats.active -= 1;
        }
        const key = crypto.randomUUID();
        replies.set(key, reply);
        res.writeHead(302, { location: `/macros/echo?user_content_key=${key}` });
        return res.end();
      }
      if (url.pathname === "/macros/echo") {
        const key = url.searchParams.get("user_content_key") ?? "";
        const reply = replies.get(key);
        replies.delete(key);
        if (reply === HTML_ERROR) return send(200, HTML_ERROR, "text/html");
        return reply ? send(200, reply) : send(404, "<p>Unknown echo key</p>", "text/html");
      }
      if (url.pathname.startsWith("/__")) {
        const refusal = crossSiteRefusal(req.headers);
        if (refusal) return send(403, { ok: false, error: refusal });
      }
      if (url.pathname === "/__control") {
        if (req.method === "POST") {
          const body = JSON.parse((await readBody(req)).toString("utf8") || "{}");
          const next: Answering = {
            mode: body.fail ? "fail" : (body.mode ?? "ok"),
            delayMs: Number(body.delayMs) || 0,
            warnings: Array.isArray(body.warnings) ? body.warnings : undefined,
          };
          if (typeof body.match === "string" && body.match) {
            rules.set(body.match, next);
            return send(200, { ...next, match: body.match });
          }
          Object.assign(state, next);
        }
        return send(200, { ...state, rules: Object.fromEntries(rules) });
      }
      if (url.pathname === "/__load") {
        if (req.method === "POST") {
          const body = JSON.parse((await readBody(req)).toString("utf8") || "{}");
          for (const name of Object.keys(load) as (keyof Load)[])
            if (body[name] !== undefined) load[name] = Math.max(0, Number(body[name]) || 0);
        }
        return send(200, load);
      }
      if (url.pathname === "/__stats") return send(200, stats);
      if (req.method === "POST" && url.pathname === "/__reset") {
        state.mode = "ok";
        state.delayMs = 0;
        state.warnings = undefined;
        Object.assign(load, { capacity: 0, execMs: 0, failRate: 0 });
        rules.clear();
        seen.clear();
        erased.clear();
        for (const form of FORMS) await rm(join(dir, `${form}.jsonl`), { force: true });
        return send(200, { ok: true });
      }
      const inbox = /^\/__inbox\/([a-z]+)$/.exec(url.pathname);
      if (req.method === "GET" && inbox && FORMS.has(inbox[1]!)) return send(200, await readRows(dir, inbox[1]!));
      const file = /^\/__files\/([\w.-]+)$/.exec(url.pathname);
      if (req.method === "GET" && file) {
        const bytes = await readFile(join(dir, "files", file[1]!)).catch(() => null);
        if (!bytes) return send(404, { ok: false });
        res.writeHead(200, { "content-type": "application/octet-stream" });
        return res.end(bytes);
      }
      if (url.pathname === "/__health") return send(200, { ok: true });
      return send(404, { ok: false, error: "Not found" });
    } catch (error) {
      // Mirrors the real script: errors come back as JSON in a 200.
      return send(200, { result: "error", error: String((error as Error | undefined)?.message ?? error) });
    }
  });

  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => ok());
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host}:${address.port}`;
  return {
    url,
    dataDir: dir,
    close: () =>
      new Promise<void>((done) => {
        for (const res of pending) res.destroy();
        server.closeAllConnections?.();
        server.close(() => done());
      }),
  };
}

const HTML_ERROR =
  "<!doctype html><html><head><title>Error</title></head><body><p>Script function not found: doPost</p></body></html>";

/** What was erased of one id: rows and files. */
type Erased = { rows: number; files: number };

async function record(
  dir: string,
  form: string,
  raw: Buffer,
  { seen, erased }: { seen: Set<string>; erased: Map<string, Erased> },
  secret: string,
  stats: Stats,
): Promise<Reply> {
  if (!FORMS.has(form)) return { result: "error", error: `Unknown form: ${form}` };
  let data: Row;
  try {
    data = JSON.parse(raw.toString("utf8"));
  } catch {
    return { result: "error", error: "Body is not JSON" };
  }
  const { relaySecret, erasureKey, ...fields } = data;
  if (secret && relaySecret !== secret) return { result: "error", error: "unauthorised" };
  if (fields.action === "erase") return erase(dir, fields.submissionId, erasureKey, { seen, erased });
  if (typeof erasureKey === "string" && erased.has(erasureKey)) return { result: "error", error: "erased" };
  const id = fields.submissionId;
  if (typeof id !== "string" || !id) return { result: "error", error: "submissionId missing" };
  if (!UUID.test(id)) return { result: "error", error: "submissionId is not a UUID" };
  const badName = Object.keys(fields).find((name) => !FIELD_NAME.test(name));
  if (badName !== undefined) return { result: "error", error: "Field names must be letters and digits" };
  if (seen.has(id)) {
    stats.duplicates += 1;
    return { result: "success", submissionId: id, duplicate: true };
  }
  seen.add(id);
  stats.written += 1;
  const row: Row = { receivedAt: new Date().toISOString() };
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) {
      const items: unknown[] = [];
      for (const [i, item] of value.entries()) items.push(await saveIfImage(dir, id, `${key}-${i + 1}`, item));
      row[key] = items;
    } else row[key] = await saveIfImage(dir, id, key, value);
  }
  await appendFile(join(dir, `${form}.jsonl`), `${JSON.stringify(row)}\n`);
  return { result: "success", submissionId: id };
}

/** Code.gs's erase: the id's rows in every form's file, and its files; it keeps the erasure key and answers the totals. */
async function erase(
  dir: string,
  id: unknown,
  erasureKey: unknown,
  { seen, erased }: { seen: Set<string>; erased: Map<string, Erased> },
): Promise<Reply> {
  if (typeof id !== "string" || !UUID.test(id) || id !== id.toLowerCase())
    return { result: "error", error: "submissionId is not one the website makes" };
  if (typeof erasureKey !== "string" || !/^[0-9a-f]{64}$/.test(erasureKey))
    return { result: "error", error: "erasureKey is missing" };
  let rows = 0;
  for (const form of FORMS) {
    const all = await readRows(dir, form);
    const kept = all.filter((row) => row.submissionId !== id);
    if (kept.length === all.length) continue;
    rows += all.length - kept.length;
    await writeFile(join(dir, `${form}.jsonl`), kept.map((row) => `${JSON.stringify(row)}\n`).join(""));
  }
  let files = 0;
  for (const name of await readdir(join(dir, "files"))) {
    if (!name.startsWith(`${id}-`)) continue;
    await rm(join(dir, "files", name), { force: true });
    files += 1;
  }
  seen.delete(id);
  const before = erased.get(erasureKey) ?? { rows: 0, files: 0 };
  const total = { rows: before.rows + rows, files: before.files + files };
  erased.set(erasureKey, total);
  return { result: "success", submissionId: id, erased: total };
}

/**
 * Why a control request looks like it came from a web page, or null when it
 * did not (see the header comment). Browsers always send Host, send Origin
 * on cross-origin fetches and on POSTs, and Sec-Fetch-Site on requests to a
 * trustworthy origin, which loopback is.
 */
function crossSiteRefusal(headers: IncomingHttpHeaders): string | null {
  const own = URL.parse(`http://${headers.host ?? ""}`);
  if (!own || !LOOPBACK_NAMES.has(own.hostname)) return "Host is not a loopback address";
  const origin = headers.origin;
  if (origin !== undefined && URL.parse(origin)?.origin !== own.origin) return "cross-site requests are refused";
  const site = headers["sec-fetch-site"];
  if (site !== undefined && site !== "same-origin" && site !== "none") return "cross-site requests are refused";
  return null;
}

async function saveIfImage(dir: string, id: string, name: string, value: unknown): Promise<unknown> {
  const match = typeof value === "string" ? /^data:(image\/(?:jpeg|png|webp|gif));base64,/.exec(value) : null;
  if (!match) return value;
  const file = `${id}-${name}.${EXTENSIONS[match[1]!]}`;
  await writeFile(join(dir, "files", file), Buffer.from((value as string).slice(match[0].length), "base64"));
  return `files/${file}`;
}

async function readRows(dir: string, form: string): Promise<Row[]> {
  const text = await readFile(join(dir, `${form}.jsonl`), "utf8").catch(() => "");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of req) {
    total += chunk.length;
    if (total > MAX_BODY) throw new Error("Body too large");
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const standin = await startStandin({ port: Number(process.argv[2] || process.env.STANDIN_PORT || 8788) });
  console.log(`Spreadsheet stand-in on ${standin.url} (data in ${standin.dataDir})`);
  for (const form of FORMS) console.log(`  ${form.toUpperCase()}_ENDPOINT=${standin.url}/macros/s/${form}/exec`);
  const stop = () => standin.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
