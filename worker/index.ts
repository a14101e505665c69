import { Hono } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { redirects } from "../app/content/redirects";
import { requestInfo } from "../app/lib/context";
import { api } from "./api";
import { turnstileOn } from "./api/guards";
import type { OutboxMessage } from "./outbox/outbox";
import { queue, scheduled } from "./outbox/handlers";
import { canonicalPath } from "./canonical-path";
import { cachedPage } from "./page-cache";
import { createNonce, withSecurityHeaders } from "./security";
import { withSubmissionIds } from "./submission-ids";
import { heroVideoUrl } from "./third-party";

// Built once per isolate, not per request.
const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();

app.use("*", async (c, next) => {
  c.set("nonce", createNonce());
  await next();
  c.res = withSecurityHeaders(c.res, c.get("nonce"), heroVideoUrl(c.env), turnstileOn(c.env));
  if (c.res.status === 503 && !c.req.path.startsWith("/api/")) c.res.headers.set("Retry-After", "3600");
});

// Another spelling of a page's path (case, trailing slash): 301 to the one URL.
app.use("*", canonicalPath);

app.route("/api", api);

// requirements §2.1's link-only paths: a permanent redirect to the programme each means.
for (const { from, to } of redirects) app.get(from, (c) => c.redirect(to, 301));

app.all("*", (c) => {
  const maintenance = c.env.MAINTENANCE_MODE === "on";
  const context = new RouterContextProvider();
  context.set(requestInfo, {
    nonce: c.get("nonce"),
    siteUrl: c.env.SITE_URL,
    heroVideoUrl: heroVideoUrl(c.env),
    maintenance,
    // Only with its secret: a widget whose tokens nobody checks helps no one.
    turnstileSiteKey: turnstileOn(c.env) ? c.env.TURNSTILE_SITE_KEY! : "",
  });
  const render = () => handleDocument(c.req.raw, context);
  const page = maintenance
    ? render()
    : cachedPage(c.req.raw, c.get("nonce"), c.executionCtx, render, turnstileOn(c.env) ? "turnstile" : "");
  return page.then(withSubmissionIds);
});

// fetch: pages and /api; queue: the outbox's consumers; scheduled: its sweep (worker/outbox).
export default { fetch: app.fetch, queue, scheduled } satisfies ExportedHandler<Env, OutboxMessage>;
