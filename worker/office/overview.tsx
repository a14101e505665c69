import { type Context, Hono } from "hono";
import { FORM_NAMES } from "../../app/forms/contract/constants";
import type { FormName } from "../../app/forms/contract/fields";
import { kathmanduMidnight } from "../../app/lib/kathmandu-time";
import { maintenanceState } from "../maintenance";
import {
  type Cursor,
  findRows,
  type ListFilter,
  newestRows,
  overview as overviewOf,
  searchOf,
  sharedReferences,
} from "../outbox/browse";
import { OLDEST_PENDING_LIMIT_MS } from "../outbox/health";
import type { Outbox } from "../outbox/outbox";
import { prestorageCounts } from "../outbox/prestorage";
import { SUBMISSION_STATES, type SubmissionState } from "../outbox/rows";
import { currentWarnings } from "../outbox/warnings";
import type { Office } from "./office-app";
import { OverviewPage } from "./pages/overview";
import { recentActions } from "./record";
import { page } from "./render";
import { noticeOf } from "./replies";
import { durationSince, kathmanduTime } from "./words";

/** /office itself: the numbers, the problems, the newest submissions a page at a time, and the search. */
export const overview = new Hono<Office>();

const PAGE_SIZE = 25;
const RECENT_ACTIONS = 10;

// The search is posted, never put in the address: it is an applicant's
// e-mail or phone, which an address keeps in the browser's history and in logs.
overview.get("/", (c) => overviewPage(c, ""));
overview.post("/", (c) => overviewPage(c, c.get("fields").get("q").slice(0, 200)));

async function overviewPage(c: Context<Office>, q: string) {
  const outbox = c.get("outbox");
  const now = Date.now();
  const filter = filterOf(c.req.query("state"), c.req.query("form"));
  const before = cursorOf(c.req.query("before"));
  const [numbers, rows, actions, search, google, maintenance, prestorage] = await Promise.all([
    overviewOf(outbox.db, { todayFrom: kathmanduMidnight(now), weekFrom: now - 7 * 86_400_000 }),
    newestRows(outbox.db, filter, before, PAGE_SIZE),
    recentActions(outbox.db, RECENT_ACTIONS),
    q.trim() ? searchFor(outbox, q) : null,
    currentWarnings(outbox.db, now),
    maintenanceState(c.env, now),
    prestorageCounts(outbox.db, now - 7 * 86_400_000, now),
  ]);
  const shared = await sharedReferences(outbox.db, [...rows, ...(search?.rows ?? [])]);
  const last = rows.at(-1);
  const older =
    rows.length === PAGE_SIZE && last
      ? `/office?${new URLSearchParams({ ...filter, before: `${last.receivedAt}.${last.id}` })}`
      : null;
  const problems = [];
  if (numbers.failed)
    problems.push(
      `${numbers.failed} submission${numbers.failed === 1 ? " has" : "s have"} failed: the spreadsheet did not accept ${numbers.failed === 1 ? "it" : "them"} for ${durationSince(0, outbox.settings.retryWindowMs)}, and the website has stopped trying. Open ${numbers.failed === 1 ? "it" : "each"} to read why, fix the cause, then redeliver.`,
    );
  if (numbers.pending && now - numbers.oldestPendingSince > OLDEST_PENDING_LIMIT_MS)
    problems.push(
      `A submission has waited ${durationSince(numbers.oldestPendingSince, now)} for the spreadsheet (since ${kathmanduTime(numbers.oldestPendingSince)}): the college's script is not accepting them. The website keeps trying; the waiting ones' last error says why.`,
    );
  return page(
    <OverviewPage
      signed={c.get("signed")}
      now={now}
      numbers={numbers}
      problems={problems}
      google={google}
      filter={filter}
      rows={rows}
      older={older}
      search={search}
      actions={actions}
      shared={shared}
      notice={noticeOf(c.req.query("done"), c.req.query("count"))}
      maintenance={maintenance}
      prestorage={prestorage}
    />,
  );
}

async function searchFor(outbox: Outbox, text: string) {
  const search = searchOf(text);
  if (!search)
    return {
      text,
      rows: null,
      problem:
        "Type a reference (MBC- and eight letters or digits), an e-mail address, or a phone number of at least 7 digits.",
    };
  return { text, rows: await findRows(outbox.db, search), problem: "" };
}

function filterOf(state: string | undefined, form: string | undefined): ListFilter {
  return {
    ...(SUBMISSION_STATES.includes(state as SubmissionState) ? { state: state as SubmissionState } : {}),
    ...(form && (FORM_NAMES as readonly string[]).includes(form) ? { form: form as FormName } : {}),
  };
}

function cursorOf(text: string | undefined): Cursor | null {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(text ?? "");
  return match ? { receivedAt: Number(match[1]), id: match[2]! } : null;
}
