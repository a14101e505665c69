import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import worker from "built-worker";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { VALID } from "../../tests/support/api";
import { MESSAGES, TURNSTILE_PROBLEMS } from "../api/replies";
import { checkPrestorageAlert, type Mailer } from "../outbox/alert";
import { scheduled } from "../outbox/handlers";
import { recordPrestorage } from "../outbox/prestorage";
import { world } from "../../tests/support/outbox";
import { call, SITE, signIn, TOKEN } from "../../tests/support/office";

/**
 * Submissions that failed before the website kept them
 * (worker/outbox/prestorage.ts), sent through the built Worker: the visitor
 * gets the requirements' message as before, each failure is counted by
 * kind and form on the office's overview, and the office's alert e-mail
 * tells of them at once and then at most once an hour, like the delivery
 * alert.
 */
const NOW = Date.UTC(2026, 10, 24, 6, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ALERTS = { ALERT_EMAIL_TO: "office@college.test", ALERT_EMAIL_FROM: "website@college.test" };
const ALERT_ADDRESSES = { from: ALERTS.ALERT_EMAIL_FROM, to: ALERTS.ALERT_EMAIL_TO };
const allowAll = { limit: async () => ({ success: true }) };

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta; DELETE FROM prestorage_failures;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The outbox's world as the office's tests have it, with an alert binding that counts what it is handed. */
function site(overrides: Record<string, unknown> = {}) {
  const mails: { from: string; to: string }[] = [];
  const ALERT_EMAIL = {
    async send({ from, to }: { from: string; to: string }) {
      mails.push({ from, to });
    },
  };
  const w = world({
    ADMIN_TOKEN: TOKEN,
    SITE_URL: SITE,
    FORM_NETWORK_LIMITER: allowAll,
    ALERT_EMAIL,
    ...ALERTS,
    ...overrides,
  });
  return { ...w, mails };
}

/** A mailer that keeps each message's subject (decoded) and text, from its raw RFC 5322 form. */
function recorder() {
  const mails: { subject: string; text: string }[] = [];
  const mailer: Mailer = async (_from, _to, raw) => {
    mails.push(readMail(raw));
  };
  return { mails, mailer };
}

function readMail(whole: string) {
  const [head = "", ...rest] = whole.split("\r\n\r\n");
  const encoded = /^Subject: =\?utf-8\?B\?(.*)\?=$/m.exec(head)?.[1] ?? "";
  const subject = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
  return { subject, text: rest.join("\r\n\r\n").replace(/\r\n/g, "\n") };
}

/** A form sent by the forms' script through the built Worker, its background work finished: status and error. */
async function send(e: Env, form: "enquiry" | "admission", body: BodyInit = JSON.stringify(VALID[form])) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(
    new Request(`${SITE}/api/${form}`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: SITE },
      body,
      ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
    } as RequestInit),
    e,
    ctx,
  );
  await waitOnExecutionContext(ctx);
  const { error } = (await res.json()) as { error?: string };
  return { status: res.status, error };
}

/** A body whose stream breaks after its first bytes, as a dropped connection does. */
function brokenBody() {
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode('{"name":'));
      controller.error(new Error("connection reset"));
    },
  });
}

/** A bucket that refuses every write: the outbox cannot keep anything. */
const refusingBucket = () =>
  new Proxy(env.SUBMISSIONS, {
    get(target, key) {
      if (key === "put") return () => Promise.reject(new Error("R2 is unavailable"));
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });

/** The overview's table of failures before storage: [cause, form, how many] per row. */
async function failuresShown(e: Env): Promise<string[][]> {
  const cookie = await signIn(e);
  const html = (await (await call(e, "/office", { headers: { cookie } })).text()).replace(/<!-- -->/g, "");
  const section = /<section[^>]*aria-labelledby="prestorage"[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1];
  if (!section) return [];
  return [...section.matchAll(/<tr><td>([^<]*)<\/td><td>([^<]*)<\/td><td>(\d+)<\/td>/g)].map((m) => [
    m[1]!.replace(/&#x27;/g, "'"),
    m[2]!,
    m[3]!,
  ]);
}

describe("failures before storage", () => {
  it("answer the visitor as before, and are counted on the overview by cause and form", async () => {
    const w = site();
    expect(await failuresShown(w.env)).toEqual([]);

    // No endpoint setting for enquiries: 503, "not connected", twice.
    const unconnected = { ...w.env, ENQUIRY_ENDPOINT: "" } as Env;
    for (const _ of [1, 2])
      expect(await send(unconnected, "enquiry")).toEqual({
        status: 503,
        error: MESSAGES.notConnected("Enquiry"),
      });

    // The outbox's store refuses the write: 503, "not received".
    expect(await send({ ...w.env, SUBMISSIONS: refusingBucket() } as Env, "admission")).toEqual({
      status: 503,
      error: MESSAGES.notKept,
    });

    // Turnstile's siteverify answers 500: 503, "could not run the spam check".
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => new Response("down", { status: 500 }));
    const turnstile = { ...w.env, TURNSTILE_SITE_KEY: "site-key-1", TURNSTILE_SECRET: "secret-1" } as Env;
    expect(
      await send(turnstile, "enquiry", JSON.stringify({ ...VALID.enquiry, "cf-turnstile-response": "token" })),
    ).toEqual({ status: 503, error: TURNSTILE_PROBLEMS.unavailable.error });
    vi.mocked(globalThis.fetch).mockRestore();

    // The body's stream breaks: the API's own 500.
    const broken = await send(w.env, "admission", brokenBody());
    expect(broken.status).toBe(500);
    expect(broken.error).toBe("Something went wrong on our side. Please try again.");

    expect(await failuresShown(w.env)).toEqual([
      ["The form is not connected to the college's script (its endpoint setting is missing)", "Enquiry", "2"],
      ["The submission could not be read as it arrived", "Admission", "1"],
      ["The website could not keep the submission (its database or file store failed)", "Admission", "1"],
      ["Cloudflare Turnstile could not be reached to check the visitor", "Enquiry", "1"],
    ]);
    // Nothing the visitor sent is kept with them.
    const { results } = await env.OUTBOX_DB.prepare("SELECT * FROM prestorage_failures").all();
    expect(Object.keys(results[0]!).sort()).toEqual(["at", "form", "kind", "seq"]);
  });

  it("count only the last 7 days, and a refusal of what the visitor sent is not one", async () => {
    const w = site();
    const unconnected = { ...w.env, ENQUIRY_ENDPOINT: "" } as Env;
    await send(unconnected, "enquiry");
    vi.setSystemTime(NOW + 7 * 24 * HOUR + MINUTE);
    await send(unconnected, "enquiry");
    // Not JSON, and a field missing: the visitor's to fix, not a failure of the website.
    expect((await send(w.env, "enquiry", "not json")).status).toBe(400);
    expect((await send(w.env, "enquiry", JSON.stringify({ ...VALID.enquiry, name: "" }))).status).toBe(400);
    expect(await failuresShown(w.env)).toEqual([
      ["The form is not connected to the college's script (its endpoint setting is missing)", "Enquiry", "1"],
    ]);
  });

  it("are alerted at once, then at most once an hour, like the delivery alert", async () => {
    const w = site();
    const unconnected = { ...w.env, ENQUIRY_ENDPOINT: "" } as Env;
    const sweep = (at: number) =>
      scheduled({ cron: "*/10 * * * *", scheduledTime: at, noRetry() {} } as ScheduledController, w.env);

    await send(unconnected, "enquiry");
    expect(w.mails).toEqual([ALERT_ADDRESSES]);

    // Within the hour: counted, not e-mailed, by a failure or by the sweep.
    vi.setSystemTime(NOW + 10 * MINUTE);
    await send(unconnected, "enquiry");
    await send({ ...w.env, SUBMISSIONS: refusingBucket() } as Env, "admission");
    await sweep(NOW + 50 * MINUTE);
    expect(w.mails).toHaveLength(1);

    // The hour over: the sweep tells of those since.
    await sweep(NOW + HOUR);
    expect(w.mails).toHaveLength(2);

    // Nothing new: no more e-mails.
    await sweep(NOW + 3 * HOUR);
    expect(w.mails).toHaveLength(2);
  });

  it("are told by cause and form in the e-mail, counting those since the last one", async () => {
    const w = site();
    const { mails, mailer } = recorder();
    await recordPrestorage(env.OUTBOX_DB, "not_connected", "enquiry", NOW);
    expect(await checkPrestorageAlert(env.OUTBOX_DB, w.env, NOW, mailer)).toBe("alerted");
    expect(mails[0]!.subject).toBe("Website forms: 1 submission failed before the website could keep it");
    expect(mails[0]!.text).toMatch(/ {3}1 {2}enquiry {4}The form is not connected to the college's script/);
    expect(mails[0]!.text).toContain(`${SITE}/office`);

    await recordPrestorage(env.OUTBOX_DB, "store_failed", "admission", NOW + MINUTE);
    await recordPrestorage(env.OUTBOX_DB, "store_failed", "admission", NOW + 2 * MINUTE);
    expect(await checkPrestorageAlert(env.OUTBOX_DB, w.env, NOW + HOUR - 1, mailer)).toBe("quiet");
    expect(await checkPrestorageAlert(env.OUTBOX_DB, w.env, NOW + HOUR, mailer)).toBe("alerted");
    expect(mails[1]!.subject).toBe("Website forms: 2 submissions failed before the website could keep them");
    // Since the first e-mail (11:45 in Kathmandu), the enquiry it told of not counted again.
    expect(mails[1]!.text).toContain("Since 24 Nov 2026, 11:45 (Kathmandu time)");
    expect(mails[1]!.text).toMatch(/ {3}2 {2}admission {2}The website could not keep the submission/);
    expect(mails[1]!.text).not.toContain("enquiry");

    // A send that fails is tried again at the next check.
    await recordPrestorage(env.OUTBOX_DB, "relay_failed", "visit", NOW + 2 * HOUR);
    const refused: Mailer = () => Promise.reject(new Error("Email Routing refused it"));
    expect(await checkPrestorageAlert(env.OUTBOX_DB, w.env, NOW + 2 * HOUR, refused)).toBe("send_failed");
    expect(await checkPrestorageAlert(env.OUTBOX_DB, w.env, NOW + 2 * HOUR + MINUTE, mailer)).toBe("alerted");
    expect(mails[2]!.text).toMatch(/ {3}1 {2}visit {6}The college's script did not confirm it/);
  });

  it("are not alerted without the alert settings, and are still counted", async () => {
    const w = site({ ALERT_EMAIL_TO: "" });
    await send({ ...w.env, ENQUIRY_ENDPOINT: "" } as Env, "enquiry");
    expect(w.mails).toHaveLength(0);
    expect(await failuresShown(w.env)).toHaveLength(1);
  });
});
