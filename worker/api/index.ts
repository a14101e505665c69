import { Hono } from "hono";
import { admission } from "./admission";
import { enquiry } from "./enquiry";
import { visit } from "./visit";

/**
 * The /api sub-router. Every answer is JSON, including its 404s and errors,
 * so the forms can always read a message (ENGINEERING.md §4.3).
 */
export const api = new Hono<{ Bindings: Env }>();

api.get("/health", (c) => c.json({ ok: true }));
api.route("/enquiry", enquiry);
api.route("/visit", visit);
api.route("/admission", admission);

api.onError((error, c) => {
  console.error(JSON.stringify({ event: "api_error", message: error.message }));
  return c.json({ ok: false, error: "Something went wrong on our side. Please try again." }, 500);
});
