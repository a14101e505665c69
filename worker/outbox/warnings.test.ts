import { EmailMessage } from "cloudflare:email";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ENDPOINTS, upstream } from "../../tests/support/api";
import { deliver } from "../delivery/relay";
import { type GoogleWarning, warningsOf } from "../delivery/warnings";
import { checkAlert, type Mailer } from "./alert";
import { currentWarnings, keepWarnings } from "./warnings";
import { outboxFor, row, settle, submit, uuid, type World, world } from "../../tests/support/outbox";

/**
 * The college's script's warnings about its Google account (Drive nearly
 * full, visitors' confirmations held back by the mail reserve): read from
 * its reply by the relay, kept by the delivery that got them, cleared by a
 * later clean delivery, and passed on in the office's alert e-mail. The
 * office page's part is in worker/office/overview.test.ts.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ALERTS = { ALERT_EMAIL_TO: "office@college.test", ALERT_EMAIL_FROM: "website@college.test" };
const DRIVE: GoogleWarning = { code: "drive_full", percent: 83 };
const QUOTA: GoogleWarning = { code: "mail_quota", remaining: 20, reserve: 20 };
const binding = (env as unknown as { ALERT_EMAIL: SendEmail }).ALERT_EMAIL;

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta;");
  vi.spyOn(console, "log").mockImplementation(() => {});
});

/** The college's script, answering success for each submission with `warnings()` (none: a clean reply). */
function script(warnings: () => unknown = () => undefined) {
  return upstream((_url, init) => {
    const { submissionId } = JSON.parse(String(init?.body)) as { submissionId: string };
    const extra = warnings();
    return Response.json({ result: "success", submissionId, ...(extra === undefined ? {} : { warnings: extra }) });
  });
}

/** A mailer that records each message's subject and body, then sends it through the local binding. */
function recorder() {
  const sent: { subject: string; body: string; raw: string }[] = [];
  const mailer: Mailer = async (from, to, raw) => {
    const [head = "", ...rest] = raw.split("\r\n\r\n");
    const encoded = /^Subject: =\?utf-8\?B\?(.*)\?=$/m.exec(head)?.[1] ?? "";
    const subject = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
    sent.push({ subject, body: rest.join("\r\n\r\n").replace(/\r\n/g, "\n"), raw });
    await binding.send(new EmailMessage(from, to, raw));
  };
  return { sent, mailer };
}

async function delivered(w: World) {
  const id = uuid();
  expect(await submit(w.env, "admission", id)).toBe(200);
  await settle(w);
  expect((await row(w, id))?.state).toBe("delivered");
  return id;
}

describe("the script's warnings in its reply", () => {
  it("are read from a success and never make it a failure", async () => {
    const id = uuid();
    script(() => [DRIVE, QUOTA]);
    const attempt = await deliver({
      endpoint: ENDPOINTS.ADMISSION_ENDPOINT,
      body: { submissionId: id },
      timeoutMs: 5000,
    });
    expect(attempt).toMatchObject({ outcome: "delivered", warnings: [DRIVE, QUOTA] });
    vi.restoreAllMocks();
    script();
    const clean = await deliver({
      endpoint: ENDPOINTS.ADMISSION_ENDPOINT,
      body: { submissionId: id },
      timeoutMs: 5000,
    });
    expect(clean.outcome).toBe("delivered");
    expect(clean).not.toHaveProperty("warnings");
  });

  it("only well-formed ones are kept, each code once", () => {
    expect(
      warningsOf([
        { code: "drive_full", percent: 120 },
        { code: "mail_quota", remaining: 3, reserve: "20" },
        { code: "<b>other</b>", percent: 90 },
        { code: "drive_full", percent: 91 },
        { code: "drive_full", percent: 92 }, // more than a reply of the script holds
      ]),
    ).toEqual([{ code: "drive_full", percent: 91 }]);
    expect(warningsOf([null, "drive_full", { code: "drive_full", percent: "90" }])).toEqual([]);
    expect(warningsOf({ code: "drive_full", percent: 91 })).toEqual([]);
  });
});

describe("the warnings kept for the office", () => {
  it("a delivery that warned keeps them; a later clean delivery clears them; a day on they lapse", async () => {
    const w = world();
    let warnings: unknown = [DRIVE];
    script(() => warnings);
    await delivered(w);
    const kept = await currentWarnings(w.db, w.clock.now);
    expect(kept?.warnings).toEqual([DRIVE]);
    expect(await currentWarnings(w.db, kept!.at + 24 * HOUR)).toBeNull();

    warnings = undefined;
    w.clock.now += MINUTE;
    await delivered(w);
    expect(await currentWarnings(w.db, w.clock.now)).toBeNull();

    warnings = [QUOTA, DRIVE];
    w.clock.now += MINUTE;
    await delivered(w);
    expect((await currentWarnings(w.db, w.clock.now))?.warnings).toEqual([QUOTA, DRIVE]);
  });

  it("a delivery recorded later than another's warnings is not overwritten by them", async () => {
    const w = world();
    await keepWarnings(w.db, [QUOTA], 2000);
    await keepWarnings(w.db, [DRIVE], 1000);
    expect((await currentWarnings(w.db, 3000))?.warnings).toEqual([QUOTA]);
  });

  it("costs a clean delivery no statement beyond the claim and its record", async () => {
    const w = world();
    script();
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    await delivered(w);
    const attempt = lines.mock.calls.map((c) => JSON.parse(String(c[0]))).find((l) => l.event === "outbox_attempt");
    expect(attempt).toMatchObject({ outcome: "delivered", d1: 2 });
    expect(attempt).not.toHaveProperty("warnings");
  });
});

describe("the alert e-mail", () => {
  it("says at once when a delivery's reply warns, what it warns of, in plain ASCII", async () => {
    const sends: EmailMessage[] = [];
    const w = world({
      ...ALERTS,
      ALERT_EMAIL: {
        send: (m: EmailMessage) => {
          sends.push(m);
          return binding.send(m);
        },
      },
    });
    script(() => [DRIVE]);
    await delivered(w);
    expect(sends).toHaveLength(1);
    // Read again through a recorder: the same words.
    const { sent, mailer } = recorder();
    await env.OUTBOX_DB.exec("DELETE FROM outbox_meta WHERE key = 'alert'");
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now, mailer)).toBe("warned");
    const [mail] = sent;
    expect(mail!.subject).toBe("Website forms: the college's Google account needs attention");
    expect(mail!.body).toContain("The college's Google account is 83% full (Drive and Gmail share its storage).");
    expect(mail!.body).toContain("https://www.example.edu.np/office");
    expect([...mail!.raw].every((c) => c.charCodeAt(0) < 128)).toBe(true);
  });

  it("comes again for a new warning or a day later, not for the same one within the day", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    const t0 = w.clock.now;
    const check = (at: number) => checkAlert(outboxFor(w), w.env, at, mailer);
    await keepWarnings(w.db, [DRIVE], t0);
    expect(await check(t0)).toBe("warned");
    expect(await check(t0 + HOUR)).toBe("quiet");
    await keepWarnings(w.db, [DRIVE, QUOTA], t0 + 2 * HOUR);
    expect(await check(t0 + 2 * HOUR)).toBe("warned");
    expect(sent[1]!.body).toContain("visitors are not being sent their confirmation e-mails");
    await keepWarnings(w.db, [QUOTA], t0 + 3 * HOUR);
    expect(await check(t0 + 3 * HOUR)).toBe("quiet");
    await keepWarnings(w.db, [QUOTA], t0 + 26 * HOUR);
    expect(await check(t0 + 26 * HOUR)).toBe("warned");
    expect(sent).toHaveLength(3);
  });

  it("a delivery problem's e-mail carries the current warnings too", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    await keepWarnings(w.db, [QUOTA], w.clock.now);
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    w.queue.messages.splice(0);
    await env.OUTBOX_DB.prepare("UPDATE submissions SET state = 'failed' WHERE id = ?").bind(id).run();
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now, mailer)).toBe("alerted");
    expect(sent[0]!.subject).toBe("Website forms: 1 submission not delivered to the spreadsheet");
    expect(sent[0]!.body).toContain("The college's Google account has 20 e-mails left for today");
    // The same warning is not sent again on its own within the day.
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now + 10 * MINUTE, mailer)).toBe("quiet");
  });
});
