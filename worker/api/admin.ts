import { Hono } from "hono";
import { config } from "../config";
import { submissionReference } from "../../app/forms/contract/reference";
import { findRows, searchOf } from "../outbox/browse";
import { erase, shortfallText } from "../outbox/erase";
import { reapplyErasures } from "../outbox/reapply";
import { outboxHealth } from "../outbox/health";
import { outboxOf } from "../outbox/outbox";
import { redeliver, redeliverFailed } from "../outbox/redeliver";
import { listRows, SUBMISSION_STATES, type SubmissionState } from "../outbox/rows";
import { sameSecret } from "../same-secret";
import { adminNotices } from "../notices/api";
import { fromThisMachine, RATE_LIMIT_PERIOD_S, TOO_MANY_ATTEMPTS, withinTokenLimit } from "./guards";

/**
 * The office's operator API for the outbox, under /api/admin. It exists only
 * when the ADMIN_TOKEN secret is set (otherwise every path answers 404) and
 * wants `Authorization: Bearer <token>`. It never returns personal data:
 * ids, forms, times, attempts and the last error only.
 * `npm run outbox -- list | redeliver <id> | redeliver-failed | erase <reference or id> | reapply-erasures`
 * (scripts/outbox.ts) calls it: DELETE /api/admin/submissions/<reference or id>
 * erases an applicant (outbox/erase.ts), and POST /api/admin/reapply-erasures
 * erases again after a D1 restore (outbox/reapply.ts).
 */
export const admin = new Hono<{ Bindings: Env }>();

const STATES = new Set<SubmissionState>(SUBMISSION_STATES);
/** Who the office's records name for what this API did. */
const ACTOR = "operator API";
const PAGE = 500;

admin.use("*", async (c, next) => {
  const token = config(c.env).adminToken;
  if (!token) return c.json({ ok: false, error: "Not found" }, 404);
  // Every request counts before the token is compared, under the office
  // sign-in form's key: a limit on wrong tokens alone would still let each
  // guess be tested, and two ways in with separate limits would double the
  // guesses. The operator's tools make a handful of requests a minute. The
  // tests and `npm start`, addressed on this machine, poll it freely.
  if (!fromThisMachine(c.req.raw) && !(await withinTokenLimit(c.env, c.req.raw))) {
    c.header("Retry-After", String(RATE_LIMIT_PERIOD_S));
    return c.json({ ok: false, error: TOO_MANY_ATTEMPTS }, 429);
  }
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  if (!(await sameSecret(given, token))) {
    c.header("WWW-Authenticate", 'Bearer realm="outbox"');
    return c.json({ ok: false, error: "Unauthorised" }, 401);
  }
  if (!outboxOf(c.env))
    return c.json(
      { ok: false, error: "The outbox is not configured (no OUTBOX_DB, SUBMISSIONS or OUTBOX binding)." },
      409,
    );
  await next();
});

/**
 * GET /api/admin/health: the public /api/health's verdict with the counts
 * behind it (counted at most a minute ago), which the public one keeps to itself.
 */
admin.get("/health", async (c) => {
  c.header("Cache-Control", "no-store");
  const { ok, pending, failed } = await outboxHealth(outboxOf(c.env)!);
  return c.json({ ok, pending, failed });
});

/** GET /api/admin/submissions?state=failed|pending|delivered|handled[&cursor=…], oldest first, 500 a page. */
admin.get("/submissions", async (c) => {
  const state = (c.req.query("state") ?? "failed") as SubmissionState;
  if (!STATES.has(state))
    return c.json({ ok: false, error: "state must be pending, failed, delivered or handled" }, 400);
  const cursor = c.req.query("cursor");
  const after = cursor ? readCursor(cursor) : null;
  if (cursor && !after) return c.json({ ok: false, error: "cursor is not one this API gave" }, 400);
  const rows = await listRows(outboxOf(c.env)!.db, state, after, PAGE);
  const submissions = rows.map((row) => ({
    id: row.id,
    form: row.form,
    state: row.state,
    receivedAt: iso(row.receivedAt),
    attempts: row.attempts,
    lastAttemptAt: iso(row.lastAttemptAt),
    nextAttemptAt: row.state === "pending" ? iso(row.nextAttemptAt) : null,
    lastError: row.lastError,
    deliveredAt: iso(row.deliveredAt),
  }));
  const last = rows.at(-1);
  const next = rows.length === PAGE && last ? `${last.receivedAt}.${last.id}` : null;
  return c.json({ ok: true, state, submissions, next });
});

/** POST /api/admin/submissions/<id>/redeliver */
admin.post("/submissions/:id/redeliver", async (c) => {
  const result = await redeliver(outboxOf(c.env)!, c.req.param("id").toLowerCase(), ACTOR);
  if (result === "unknown") return c.json({ ok: false, error: "No submission has this id." }, 404);
  if (result === "delivered") return c.json({ ok: false, error: "This submission was already delivered." }, 409);
  if (result === "in_progress")
    return c.json(
      { ok: false, error: "This submission is being delivered right now. Try again in a few minutes." },
      409,
    );
  return c.json({ ok: true, requeued: 1 });
});

/**
 * DELETE /api/admin/submissions/<reference or id>[?checked=by-hand]: erases
 * the submission, the spreadsheet's copy first (outbox/erase.ts). A
 * reference (MBC-1A2B3C4D, as a person reads it) stands for its id when one
 * submission has it. 502 when the script did not erase it, and 409 when it
 * erased less than the sheet must have held: then nothing of ours was
 * deleted. After checking the sheet and Drive by hand, `?checked=by-hand`
 * erases ours whatever the script found.
 */
admin.delete("/submissions/:id", async (c) => {
  const outbox = outboxOf(c.env)!;
  const named = await submissionNamed(outbox.db, c.req.param("id"));
  if ("error" in named) return c.json({ ok: false, error: named.error }, named.status);
  const result = await erase(outbox, c.env, named.id, {
    actor: ACTOR,
    checkedByHand: c.req.query("checked") === "by-hand",
  });
  if (result.outcome === "unknown") return c.json({ ok: false, error: "No submission has this id." }, 404);
  if (result.outcome === "in_progress")
    return c.json(
      { ok: false, error: "This submission is being delivered right now. Try again in a few minutes." },
      409,
    );
  if (result.outcome === "refused")
    return c.json({ ok: false, error: `Nothing was erased: ${result.reason}. Try again later.` }, 502);
  if (result.outcome === "not_found")
    return c.json(
      {
        ok: false,
        id: named.id,
        expected: result.expected,
        found: result.found,
        error: `${submissionReference(named.id)} not found in the sheet: check by hand (${shortfallText(result)}). The website kept its copy. Find ${submissionReference(named.id)} in the sheet's tabs and in Drive, delete what is there, then erase it again saying you checked by hand (npm run outbox -- erase ${named.id} --checked-by-hand).`,
      },
      409,
    );
  return c.json({ ok: true, erased: 1, id: named.id });
});

/** The submission a reference or an id names: one id, or why there is none. */
async function submissionNamed(
  db: D1Database,
  text: string,
): Promise<{ id: string } | { status: 400 | 404 | 409; error: string }> {
  const search = searchOf(text);
  if (search?.by === "id") return { id: search.value };
  if (search?.by !== "reference") return { status: 400, error: "Give a reference (MBC-1A2B3C4D) or a submission id." };
  const rows = await findRows(db, search);
  if (rows.length === 0) return { status: 404, error: "No submission has this reference." };
  if (rows.length > 1)
    return {
      status: 409,
      error: `${rows.length} submissions share this reference: erase the right one by its id (${rows.map((row) => row.id).join(", ")}).`,
    };
  return { id: rows[0]!.id };
}

/** POST /api/admin/reapply-erasures: after a D1 restore, erases again every submission erased since. */
admin.post("/reapply-erasures", async (c) => {
  const outbox = outboxOf(c.env)!;
  if (!outbox.erasureKey)
    return c.json({ ok: false, error: "The ERASURE_KEY secret is not set, so no erasure can be recognised." }, 409);
  return c.json({ ok: true, ...(await reapplyErasures(outbox, ACTOR)) });
});

// The office's notices (notices.ts): the same token, the same record of who did what.
admin.route("/notices", adminNotices);

/** POST /api/admin/redeliver-failed */
admin.post("/redeliver-failed", async (c) =>
  c.json({ ok: true, requeued: await redeliverFailed(outboxOf(c.env)!, ACTOR) }),
);

const iso = (ms: number) => (ms ? new Date(ms).toISOString() : null);

function readCursor(cursor: string): { receivedAt: number; id: string } | null {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(cursor);
  return match ? { receivedAt: Number(match[1]), id: match[2]! } : null;
}
