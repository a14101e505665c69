import { Hono } from "hono";
import { errorText, log } from "../log";
import { outboxHealth } from "../outbox/health";
import { outboxOf } from "../outbox/outbox";
import { admin } from "./admin";
import { admission } from "./admission";
import { enquiry } from "./enquiry";
import { visit } from "./visit";

/**
 * The /api sub-router. Every answer is JSON, including its 404s and errors,
 * so the forms can always read a message (requirements §8).
 */
export const api = new Hono<{ Bindings: Env }>();

/**
 * For uptime monitors: 503 when a submission has failed for good or the
 * oldest pending one has waited over an hour (docs/operations.md says what to do).
 * Public, so it says that and nothing more: how many submissions wait or
 * failed is for the signed-in office and the operator API
 * (GET /api/admin/health).
 */
api.get("/health", async (c) => {
  c.header("Cache-Control", "no-store");
  const outbox = outboxOf(c.env);
  if (!outbox) return c.json({ ok: true });
  try {
    const { ok } = await outboxHealth(outbox);
    return c.json({ ok }, ok ? 200 : 503);
  } catch (error) {
    log({ event: "outbox_health_error", message: errorText(error) }, "error");
    return c.json({ ok: false }, 503);
  }
});
api.route("/enquiry", enquiry);
api.route("/visit", visit);
api.route("/admission", admission);
api.route("/admin", admin);
// Registered last, so it answers only what no route above did: an unknown
// /api path (or a method a form endpoint does not take) is a JSON 404, never
// the HTML 404 page the pages' catch-all would render.
api.all("*", (c) => c.json({ ok: false, error: "Not found" }, 404));

api.onError((error, c) => {
  log({ event: "api_error", message: errorText(error) }, "error");
  return c.json({ ok: false, error: "Something went wrong on our side. Please try again." }, 500);
});
