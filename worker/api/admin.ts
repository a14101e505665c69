import { Hono } from "hono";
import { config } from "../config";
import { erase } from "../outbox/erase";
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
 * `npm run outbox -- list | redeliver <id> | redeliver-failed` calls it, and
 * DELETE /api/admin/submissions/<id> erases an applicant (outbox/erase.ts).
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
 * DELETE /api/admin/submissions/<id>: erases the submission, the
 * spreadsheet's copy first (outbox/erase.ts). 502 when the script did not
 * erase it, and then nothing was deleted: ask again later.
 */
admin.delete("/submissions/:id", async (c) => {
  const result = await erase(outboxOf(c.env)!, c.env, c.req.param("id").toLowerCase(), ACTOR);
  if (result.outcome === "unknown") return c.json({ ok: false, error: "No submission has this id." }, 404);
  if (result.outcome === "in_progress")
    return c.json(
      { ok: false, error: "This submission is being delivered right now. Try again in a few minutes." },
      409,
    );
  if (result.outcome === "refused")
    return c.json({ ok: false, error: `Nothing was erased: ${result.reason}. Try again later.` }, 502);
  return c.json({ ok: true, erased: 1 });
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
