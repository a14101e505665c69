import { EmailMessage } from "cloudflare:email";
import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, type MockInstance, vi } from "vitest";
import { VALID } from "../../tests/support/api";
import { type AlertOutcome, checkAlert, type Mailer } from "./alert";
import { scheduled } from "./handlers";
import { reopen } from "./rows";
import {
  deliverDue,
  outboxFor,
  row,
  script,
  settle,
  submit,
  uuid,
  type World,
  world,
} from "../../tests/support/outbox";
import { consumeOutbox } from "./consumer";

/**
 * The office's alert e-mail (alert.ts): when it goes, how often, what it
 * says, and that it never gets in the way of the outbox. Every message is
 * also handed to Miniflare's own send_email binding (ALERT_EMAIL, as
 * `npm start` has it), which refuses a malformed one.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const ALERTS = { ALERT_EMAIL_TO: "office@college.test", ALERT_EMAIL_FROM: "website@college.test" };
const binding = (env as unknown as { ALERT_EMAIL: SendEmail }).ALERT_EMAIL;

let errors: MockInstance<typeof console.error>;

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM outbox_meta;");
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "log").mockImplementation(() => {});
});

interface Sent {
  from: string;
  to: string;
  raw: string;
  subject: string;
  body: string;
}

/** A mailer that records each message, then sends it through the local binding. */
function recorder() {
  const sent: Sent[] = [];
  const mailer: Mailer = async (from, to, raw) => {
    const [head = "", ...rest] = raw.split("\r\n\r\n");
    const encoded = /^Subject: =\?utf-8\?B\?(.*)\?=$/m.exec(head)?.[1] ?? "";
    const subject = new TextDecoder().decode(Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0)));
    sent.push({ from, to, raw, subject, body: rest.join("\r\n\r\n") });
    await binding.send(new EmailMessage(from, to, raw));
  };
  return { sent, mailer };
}

/** An admission accepted at `since` and left in `state` (as a long outage would leave it); its message is dropped. */
async function stored(w: World, state: "pending" | "failed", since: number) {
  const id = uuid();
  expect(await submit(w.env, "admission", id)).toBe(200);
  w.queue.messages.splice(0);
  w.queue.sent.splice(0);
  await env.OUTBOX_DB.prepare(
    "UPDATE submissions SET state = ?2, received_at = ?3, next_attempt_at = ?3, window_start = ?3 WHERE id = ?1",
  )
    .bind(id, state, since)
    .run();
  return id;
}

const reference = (id: string) => `MBC-${id.replace(/-/g, "").slice(0, 8).toUpperCase()}`;

describe("the alert e-mail", () => {
  it("goes out once when a submission has failed for good, naming its reference and linking to /office", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    const id = await stored(w, "failed", w.clock.now - 2 * HOUR);
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now, mailer)).toBe("alerted");
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail!.from).toBe("website@college.test");
    expect(mail!.to).toBe("office@college.test");
    expect(mail!.subject).toBe("Website forms: 1 submission not delivered to the spreadsheet");
    expect(mail!.body).toContain("Failed for good (no more automatic retries): 1");
    expect(mail!.body).toMatch(
      new RegExp(`${reference(id)}\\s+admission\\s+failed\\s+received \\d+ \\w{3} \\d{4}, \\d\\d:\\d\\d`),
    );
    expect(mail!.body).toContain("https://www.example.edu.np/office");
    expect(mail!.raw).toMatch(/^Message-ID: <.+@college\.test>$/m);
    // Plain ASCII with CRLF line ends, as RFC 5322 asks.
    expect([...mail!.raw].every((c) => c.charCodeAt(0) < 128)).toBe(true);
    expect(mail!.raw.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("is not repeated within the hour, is sent again after it while the problem lasts, then says once that it is over", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    const id = await stored(w, "failed", w.clock.now);
    const t0 = w.clock.now;
    const check = (at: number) => checkAlert(outboxFor(w), w.env, at, mailer);
    const outcomes: AlertOutcome[] = [];
    for (const at of [t0, t0 + 10 * MINUTE, t0 + 30 * MINUTE, t0 + 59 * MINUTE]) outcomes.push(await check(at));
    expect(outcomes).toEqual(["alerted", "quiet", "quiet", "quiet"]);
    expect(await check(t0 + 61 * MINUTE)).toBe("alerted");
    expect(await check(t0 + 80 * MINUTE)).toBe("quiet");
    expect(sent.map((m) => m.subject)).toEqual([
      "Website forms: 1 submission not delivered to the spreadsheet",
      "Website forms: 1 submission not delivered to the spreadsheet",
    ]);

    // The office sends it again and it arrives: one "back to normal", then silence.
    script();
    await reopen(w.db, id, t0 + 90 * MINUTE, "office@college.test");
    w.clock.now = t0 + 90 * MINUTE;
    w.queue.messages.push({ body: { id, generation: 1 }, attempts: 1, at: w.clock.now });
    await deliverDue(w.queue, w.clock, (b) => consumeOutbox(b, w.env, () => w.clock.now));
    expect((await row(w, id))?.state).toBe("delivered");
    expect(await check(t0 + 91 * MINUTE)).toBe("recovered");
    expect(await check(t0 + 101 * MINUTE)).toBe("quiet");
    expect(await check(t0 + 200 * MINUTE)).toBe("quiet");
    expect(sent).toHaveLength(3);
    expect(sent[2]!.subject).toBe("Website forms: delivery is back to normal");
    expect(sent[2]!.body).toContain("https://www.example.edu.np/office");

    // A new problem after recovery is reported at once.
    await stored(w, "failed", t0 + 210 * MINUTE);
    expect(await check(t0 + 210 * MINUTE)).toBe("alerted");
    expect(sent).toHaveLength(4);
  });

  it("goes out when the oldest waiting submission passes an hour, and not before", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    const since = w.clock.now;
    const id = await stored(w, "pending", since);
    await stored(w, "pending", since + 30 * MINUTE); // waiting, but not for long: counted, not named
    expect(await checkAlert(outboxFor(w), w.env, since + 59 * MINUTE, mailer)).toBe("quiet");
    expect(await checkAlert(outboxFor(w), w.env, since + 61 * MINUTE, mailer)).toBe("alerted");
    expect(sent[0]!.body).toContain("Failed for good (no more automatic retries): 0");
    expect(sent[0]!.body).toMatch(
      /Waiting for delivery: 2, the oldest since \d+ \w{3} \d{4}, \d\d:\d\d \(Kathmandu time\)/,
    );
    expect(sent[0]!.body).toMatch(new RegExp(`${reference(id)}\\s+admission\\s+waiting`));
    expect(sent[0]!.body.match(/MBC-/g)).toHaveLength(1);
  });

  it("holds no personal data: not the applicant's name, e-mail, phone or message", async () => {
    const w = world({ ...ALERTS, OUTBOX_RETRY_HOURS: "1" });
    const s = script();
    s.failing(true);
    const ids = [uuid(), uuid(), uuid()];
    expect(await submit(w.env, "enquiry", ids[0]!)).toBe(200);
    expect(await submit(w.env, "visit", ids[1]!)).toBe(200);
    expect(await submit(w.env, "admission", ids[2]!)).toBe(200);
    await settle(w);
    for (const id of ids) expect((await row(w, id))?.state).toBe("failed");
    // Settling sent it through the binding; ask again an hour later to read it.
    const { sent, mailer } = recorder();
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now + 2 * HOUR, mailer)).toBe("alerted");
    const raw = sent[0]!.raw;
    for (const id of ids) expect(raw).toContain(reference(id));
    const personal = [
      ...Object.values(VALID.enquiry),
      VALID.visit.fullName,
      VALID.visit.email,
      VALID.visit.phoneNumber,
      VALID.visit.message,
      VALID.admission.studentName,
      VALID.admission.email,
      VALID.admission.contactNumber,
      VALID.admission.fathersName,
      VALID.admission.presentAddress,
      VALID.admission.transactionInfo,
    ];
    for (const value of personal) expect(raw).not.toContain(value);
  });

  it("is sent by the consumer as soon as the script has failed a submission for good", async () => {
    const sends: EmailMessage[] = [];
    const w = world({
      ...ALERTS,
      OUTBOX_RETRY_HOURS: "1",
      ALERT_EMAIL: {
        send: (m: EmailMessage) => {
          sends.push(m);
          return binding.send(m);
        },
      },
    });
    script().failing(true);
    const id = uuid();
    expect(await submit(w.env, "admission", id)).toBe(200);
    await settle(w);
    expect((await row(w, id))?.state).toBe("failed");
    expect(sends.map((m) => [m.from, m.to])).toEqual([["website@college.test", "office@college.test"]]);
    const state = await env.OUTBOX_DB.prepare("SELECT value FROM outbox_meta WHERE key = 'alert'").first<{
      value: string;
    }>();
    expect(JSON.parse(state!.value)).toMatchObject({ active: true });
  });

  it("two checks at once send one message", async () => {
    const w = world(ALERTS);
    const { sent, mailer } = recorder();
    await stored(w, "failed", w.clock.now);
    const outcomes = await Promise.all([
      checkAlert(outboxFor(w), w.env, w.clock.now, mailer),
      checkAlert(outboxFor(w), w.env, w.clock.now, mailer),
    ]);
    expect(outcomes.filter((o) => o === "alerted")).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });

  it("is off, silently, without both addresses or without the binding", async () => {
    const { sent, mailer } = recorder();
    const settings: Record<string, unknown>[] = [
      {},
      { ALERT_EMAIL_TO: "office@college.test" },
      { ALERT_EMAIL_FROM: "website@college.test" },
      { ALERT_EMAIL_TO: "not an address", ALERT_EMAIL_FROM: "website@college.test" },
    ];
    const w = world(ALERTS);
    await stored(w, "failed", w.clock.now);
    for (const setting of settings) {
      const off = world(setting);
      expect(await checkAlert(outboxFor(off), off.env, off.clock.now, mailer)).toBe("off");
    }
    const unbound = world({ ...ALERTS, ALERT_EMAIL: undefined });
    expect(await checkAlert(outboxFor(unbound), unbound.env, unbound.clock.now)).toBe("off");
    expect(sent).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM outbox_meta").first("n")).toBe(0);
  });
});

describe("a failing send_email", () => {
  const refusing = (w: World) => ({
    ...w.env,
    ALERT_EMAIL: { send: async () => Promise.reject(new Error("not verified")) },
  });

  it("is logged, and the next check sends the alert", async () => {
    const w = world(ALERTS);
    await stored(w, "failed", w.clock.now);
    const failing: Mailer = async () => Promise.reject(new Error("destination address not verified"));
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now, failing)).toBe("send_failed");
    expect(errors).toHaveBeenCalledWith(
      JSON.stringify({ event: "alert_send_failed", kind: "alerted", message: "destination address not verified" }),
    );
    const { sent, mailer } = recorder();
    expect(await checkAlert(outboxFor(w), w.env, w.clock.now + 10 * MINUTE, mailer)).toBe("alerted");
    expect(sent).toHaveLength(1);
  });

  it("does not stop the scheduled sweep", async () => {
    const w = world(ALERTS);
    const id = await stored(w, "pending", w.clock.now - 2 * HOUR);
    const e = refusing(w) as unknown as Env;
    await scheduled({ cron: "*/10 * * * *", scheduledTime: w.clock.now, noRetry() {} } as ScheduledController, e);
    expect(w.queue.sent.map((m) => m.id)).toEqual([id]); // the sweep re-enqueued it
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"alert_send_failed"'));
  });

  it("does not stop the consumer: the submission is failed and its message acknowledged", async () => {
    const w = world({ ...ALERTS, OUTBOX_RETRY_HOURS: "1" });
    const failingWorld = { ...w, env: refusing(w) as unknown as Env };
    script().failing(true);
    const id = uuid();
    expect(await submit(failingWorld.env, "enquiry", id)).toBe(200);
    await settle(failingWorld);
    expect((await row(w, id))?.state).toBe("failed");
    expect(w.queue.messages).toEqual([]);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"alert_send_failed"'));
  });
});
