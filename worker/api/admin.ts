import { Hono } from "hono";
import { outboxOf } from "../outbox/outbox";
import { redeliver } from "../outbox/sweep";
import { listMarkers, type SubmissionState } from "../outbox/store";

/**
 * The office's operator API for the outbox, under /api/admin. It exists only
 * when the ADMIN_TOKEN secret is set (otherwise every path answers 404) and
 * wants `Authorization: Bearer <token>`. It never returns personal data:
 * ids, forms, times, attempts and the last error only.
 * `npm run outbox -- list | redeliver <id> | redeliver-failed` calls it.
 */
export const admin = new Hono<{ Bindings: Env }>();

const STATES = new Set<SubmissionState>(["pending", "failed", "delivered"]);
const PAGE = 500;

admin.use("*", async (c, next) => {
  const token = c.env.ADMIN_TOKEN;
  if (!token) return c.json({ ok: false, error: "Not found" }, 404);
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1] ?? "";
  if (!(await sameSecret(given, token))) {
    c.header("WWW-Authenticate", 'Bearer realm="outbox"');
    return c.json({ ok: false, error: "Unauthorised" }, 401);
  }
  if (!outboxOf(c.env))
    return c.json({ ok: false, error: "The outbox is not configured (no SUBMISSIONS bucket or OUTBOX queue)." }, 409);
  await next();
});

/** GET /api/admin/submissions?state=failed|pending|delivered[&cursor=…] */
admin.get("/submissions", async (c) => {
  const state = (c.req.query("state") ?? "failed") as SubmissionState;
  if (!STATES.has(state)) return c.json({ ok: false, error: "state must be pending, failed or delivered" }, 400);
  const { bucket } = outboxOf(c.env)!;
  const submissions = [];
  const after = c.req.query("after") ?? "";
  for await (const { key, record } of listMarkers(bucket, `state/${state}/`)) {
    if (!record || key <= after) continue;
    const { id, form, receivedAt, attempts, lastAttemptAt, lastError, deliveredAt } = record;
    submissions.push({
      key,
      id,
      form,
      state,
      receivedAt: iso(receivedAt),
      attempts,
      lastAttemptAt: iso(lastAttemptAt),
      lastError,
      deliveredAt: iso(deliveredAt),
    });
    if (submissions.length === PAGE) break;
  }
  const next = submissions.length === PAGE ? submissions.at(-1)!.key : null;
  return c.json({ ok: true, state, submissions: submissions.map(({ key: _key, ...rest }) => rest), next });
});

/** POST /api/admin/submissions/<id>/redeliver */
admin.post("/submissions/:id/redeliver", async (c) => {
  const result = await redeliver(outboxOf(c.env)!, c.req.param("id").toLowerCase());
  if (result === "unknown") return c.json({ ok: false, error: "No submission has this id." }, 404);
  if (result === "delivered") return c.json({ ok: false, error: "This submission was already delivered." }, 409);
  return c.json({ ok: true, requeued: 1 });
});

/** POST /api/admin/redeliver-failed */
admin.post("/redeliver-failed", async (c) => {
  const outbox = outboxOf(c.env)!;
  const ids: string[] = [];
  for await (const { record } of listMarkers(outbox.bucket, "state/failed/")) if (record) ids.push(record.id);
  let requeued = 0;
  for (const id of ids) if ((await redeliver(outbox, id)) === "requeued") requeued += 1;
  return c.json({ ok: true, requeued });
});

const iso = (ms: number) => (ms ? new Date(ms).toISOString() : null);

/** Constant-time comparison: both sides are hashed to equal lengths first. */
async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([given, expected].map((s) => crypto.subtle.digest("SHA-256", encoder.encode(s))));
  // workerd's extension to SubtleCrypto (not in the DOM typings).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a!, b!) && given.length > 0;
}
