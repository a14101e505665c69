import { Hono } from "hono";

/**
 * The /api sub-router. Every answer is JSON, including its 404s and errors,
 * so the forms can always read a message (ENGINEERING.md §4.3).
 */
export const api = new Hono<{ Bindings: Env }>();

api.get("/health", (c) => c.json({ ok: true }));

api.onError((error, c) => {
  console.error(JSON.stringify({ event: "api_error", message: error.message }));
  return c.json({ ok: false, error: "Something went wrong on our side. Please try again." }, 500);
});
