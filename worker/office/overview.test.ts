import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, TOKEN, call, signIn } from "../../tests/support/office";
import { submissionReference } from "../../app/forms/contract/reference";
import type { SubmissionState } from "../outbox/rows";
import { keepWarnings } from "../outbox/warnings";
import { uuid, world } from "../../tests/support/outbox";

/**
 * The office's overview and list through the built Worker, on rows seeded
 * at set times with the clock stopped at NOW: the counts per form today
 * (since midnight in Kathmandu) and in the last seven days, what is waiting
 * and for how long, the failed count, when the spreadsheet last confirmed
 * one, the over-an-hour warning; and the list's pages followed through
 * their "Older" links, each row shown once.
 */
// 24 Nov 2026, 11:45 in Kathmandu (UTC+05:45); midnight there was 23 Nov, 18:15 UTC.
const NOW = Date.UTC(2026, 10, 24, 6, 0);
const MIDNIGHT = Date.UTC(2026, 10, 23, 18, 15);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Seed {
  id?: string;
  form?: "enquiry" | "visit" | "admission";
  state?: SubmissionState;
  receivedAt: number;
  /** When the current run of retries began; the receipt by default. */
  windowStart?: number;
  deliveredAt?: number;
}

async function seed(rows: Seed[]): Promise<string[]> {
  const ids = rows.map((r) => r.id ?? uuid());
  await env.OUTBOX_DB.batch(
    rows.map((r, i) =>
      env.OUTBOX_DB.prepare(
        `INSERT INTO submissions (id, form, state, payload_key, content_hash, received_at, next_attempt_at,
           window_start, delivered_at, applicant_name)
         VALUES (?1, ?2, ?3, ?4, 'hash', ?5, ?5, ?6, ?7, 'Seeded Applicant')`,
      ).bind(
        ids[i],
        r.form ?? "enquiry",
        r.state ?? "delivered",
        `payloads/${ids[i]}`,
        r.receivedAt,
        r.windowStart ?? r.receivedAt,
        r.deliveredAt ?? (r.state === undefined || r.state === "delivered" ? r.receivedAt + MINUTE : 0),
      ),
    ),
  );
  return ids;
}

/** The page's text as a reader sees it: no tags, React's markers or runs of spaces. */
const textOf = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

/** The counts row of one form in the "Received" table: [today, last 7 days]. */
function receivedRow(html: string, form: string): [number, number] {
  const match = new RegExp(`<th scope="row">${form}</th><td>(\\d+)</td><td>(\\d+)</td>`).exec(
    html.replace(/<!-- -->/g, ""),
  );
  expect(match, form).not.toBeNull();
  return [Number(match![1]), Number(match![2])];
}

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM office_actions;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  // Only Date: D1's and the Worker's own timers keep running.
  vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("the overview's numbers", () => {
  it("counts each form today and in the last 7 days, and says what waits, failed and was last confirmed", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    await seed([
      // Enquiries: two today (one at Kathmandu's midnight exactly), two more this week, two older.
      { form: "enquiry", receivedAt: NOW - HOUR },
      { form: "enquiry", receivedAt: MIDNIGHT },
      { form: "enquiry", receivedAt: MIDNIGHT - MINUTE },
      { form: "enquiry", receivedAt: NOW - 7 * DAY + MINUTE },
      { form: "enquiry", receivedAt: NOW - 7 * DAY - MINUTE },
      { form: "enquiry", receivedAt: NOW - 30 * DAY },
      // Admissions: one today, waiting for two hours (its run of retries began at receipt); one 3 days ago, failed.
      { form: "admission", state: "pending", receivedAt: NOW - 2 * HOUR },
      { form: "admission", state: "failed", receivedAt: NOW - 3 * DAY },
      // A visit received 2 days ago, redelivered 10 minutes ago: it waits since then, not since receipt.
      { form: "visit", state: "pending", receivedAt: NOW - 2 * DAY, windowStart: NOW - 10 * MINUTE },
      // Handled by hand, and the newest confirmation 30 minutes ago (11:15 in Kathmandu).
      { form: "visit", state: "handled", receivedAt: NOW - 8 * DAY, deliveredAt: NOW - 5 * MINUTE },
      { form: "enquiry", state: "delivered", receivedAt: NOW - 9 * DAY, deliveredAt: NOW - 30 * MINUTE },
    ]);
    const cookie = await signIn(w.env);
    const html = await (await call(w.env, "/office", { headers: { cookie } })).text();
    expect(receivedRow(html, "Enquiry")).toEqual([2, 4]);
    expect(receivedRow(html, "Admission")).toEqual([1, 2]);
    expect(receivedRow(html, "Campus visit")).toEqual([0, 1]);
    const text = textOf(html);
    // The oldest waiting one: 2 hours, since 09:45 in Kathmandu (04:00 UTC).
    expect(text).toContain("Waiting 2 (the oldest for 2 hours, since 24 Nov 2026, 09:45)");
    expect(text).toContain("Failed 1");
    expect(text).toContain("Handled by hand 1");
    // The handled one's time is not a confirmation by the spreadsheet.
    expect(text).toContain("Last confirmed by the spreadsheet 24 Nov 2026, 11:15");
    expect(text).toContain("Delivery needs attention");
    expect(text).toContain("1 submission has failed: the spreadsheet did not accept it for");
    expect(text).toContain(
      "A submission has waited 2 hours for the spreadsheet (since 24 Nov 2026, 09:45): the college's script is not accepting them.",
    );
    expect(text).toContain("Redeliver every failed one (1)");
  });

  it("does not warn about a submission waiting under an hour; with none confirmed, says never", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    await seed([
      { form: "enquiry", state: "pending", receivedAt: NOW - 59 * MINUTE },
      { form: "enquiry", state: "pending", receivedAt: NOW - 5 * MINUTE },
    ]);
    const cookie = await signIn(w.env);
    let text = textOf(await (await call(w.env, "/office", { headers: { cookie } })).text());
    expect(text).toContain("Delivery is working");
    expect(text).toContain("Waiting 2 (the oldest for 59 minutes, since 24 Nov 2026, 10:46)");
    expect(text).toContain("Failed 0");
    expect(text).toContain("Last confirmed by the spreadsheet never");
    expect(text).not.toContain("has waited");
    // Two minutes later the older one has waited over an hour.
    vi.setSystemTime(NOW + 2 * MINUTE);
    text = textOf(await (await call(w.env, "/office", { headers: { cookie } })).text());
    expect(text).toContain("Delivery needs attention");
    expect(text).toContain("A submission has waited 1 hour for the spreadsheet (since 24 Nov 2026, 10:46)");
  });
});

describe("the list's cards", () => {
  it("say when each was received on Kathmandu's clock, as the submission's page does", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    const [id] = await seed([{ form: "admission", receivedAt: NOW - HOUR }]);
    const cookie = await signIn(w.env);
    const list = textOf(await (await call(w.env, "/office", { headers: { cookie } })).text());
    expect(list).toContain("Admission · received 24 Nov 2026, 10:45 (Kathmandu)");
    const own = textOf(await (await call(w.env, `/office/submissions/${id}`, { headers: { cookie } })).text());
    expect(own).toContain("Received 24 Nov 2026, 10:45 (Kathmandu)");
  });
});

describe("the list's pages", () => {
  /** The submissions' ids on one page of the list, in order, and its "Older" link. */
  async function listPage(e: Env, cookie: string, path: string) {
    const html = await (await call(e, path, { headers: { cookie } })).text();
    const start = html.indexOf('aria-label="Submissions"');
    const list = start < 0 ? "" : html.slice(start, html.indexOf("</ul>", start));
    const ids = [...list.matchAll(/href="\/office\/submissions\/([0-9a-f-]{36})"/g)].map((m) => m[1]!);
    const older = /<a href="([^"]+)">Older<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, "&") ?? null;
    return { ids, older };
  }

  async function walk(e: Env, cookie: string, first: string) {
    const pages: string[][] = [];
    let path: string | null = first;
    while (path && pages.length < 10) {
      const { ids, older } = await listPage(e, cookie, path);
      pages.push(ids);
      path = older;
    }
    return pages;
  }

  it("follows 'Older' through every row once, newest first, rows received at the same moment included", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    // 60 rows (a page holds 25); they share 20 moments, three to a moment, so a page boundary falls inside one.
    const seeds: Seed[] = Array.from({ length: 60 }, (_, i) => ({
      form: i % 2 ? "enquiry" : "admission",
      receivedAt: NOW - Math.floor(i / 3) * MINUTE,
    }));
    const ids = await seed(seeds);
    const expected = ids
      .map((id, i) => ({ id, at: seeds[i]!.receivedAt }))
      .sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1))
      .map((r) => r.id);
    const cookie = await signIn(w.env);
    const pages = await walk(w.env, cookie, "/office");
    expect(pages.map((p) => p.length)).toEqual([25, 25, 10]);
    const shown = pages.flat();
    expect(new Set(shown).size).toBe(shown.length);
    expect(shown).toEqual(expected);
  });

  it("keeps the filter on the older pages", async () => {
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    const seeds: Seed[] = Array.from({ length: 70 }, (_, i) => ({
      form: i % 7 === 0 ? "visit" : "enquiry",
      receivedAt: NOW - Math.floor(i / 2) * MINUTE,
    }));
    const ids = await seed(seeds);
    const enquiries = ids.filter((_, i) => seeds[i]!.form === "enquiry");
    const cookie = await signIn(w.env);
    const pages = await walk(w.env, cookie, "/office?form=enquiry");
    expect(pages.map((p) => p.length)).toEqual([25, 25, 10]);
    const shown = pages.flat();
    expect(new Set(shown).size).toBe(shown.length);
    expect(new Set(shown)).toEqual(new Set(enquiries));
    expect(shown.map((id) => submissionReference(id))).not.toContain(
      submissionReference(ids.find((_, i) => seeds[i]!.form === "visit")!),
    );
  });
});

describe("the college's Google account", () => {
  it("shows the script's warnings while no later delivery has cleared them, with when they were reported", async () => {
    await env.OUTBOX_DB.exec("DELETE FROM outbox_meta");
    const w = world({ ADMIN_TOKEN: TOKEN, SITE_URL: SITE });
    await seed([{ form: "admission", receivedAt: NOW - HOUR, deliveredAt: NOW - 40 * MINUTE }]);
    const cookie = await signIn(w.env);
    const page = async () => textOf(await (await call(w.env, "/office", { headers: { cookie } })).text());
    expect(await page()).not.toContain("Google account");

    await keepWarnings(
      env.OUTBOX_DB,
      [
        { code: "drive_full", percent: 84 },
        { code: "mail_quota", remaining: 19, reserve: 20 },
      ],
      NOW - 30 * MINUTE,
    );
    const text = await page();
    expect(text).toContain("The college's Google account needs attention");
    expect(text).toContain("The college's Google account is 84% full (Drive and Gmail share its storage).");
    expect(text).toContain(
      "The college's Google account has 19 e-mails left for today, and the script keeps the last 20 for the office's notices of new admissions: visitors are not being sent their confirmation e-mails.",
    );
    expect(text).toContain("Reported by the spreadsheet script with a submission delivered at 24 Nov 2026, 11:15.");
    // Delivery itself is working: the warnings are apart from its health.
    expect(text).toContain("Delivery is working");

    // A submission delivered since, whose reply warned of nothing: the warnings are over.
    await seed([{ form: "enquiry", receivedAt: NOW - 20 * MINUTE, deliveredAt: NOW - 10 * MINUTE }]);
    expect(await page()).not.toContain("Google account");
  });
});
