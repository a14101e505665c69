import { Hono } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { redirects } from "../app/content/redirects";
import { requestInfo } from "../app/lib/context";
import { api } from "./api";
import { canonicalPath } from "./canonical-path";
import { cachedPage } from "./page-cache";
import { createNonce, withSecurityHeaders } from "./security";

// Built once per isolate, not per request.
const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const DEFAULT_HERO_VIDEO = "https://www.nccedu.com/wp-content/uploads/2023/05/NCC-Education-Showreel.mp4";

const app = new Hono<{ Bindings: Env; Variables: { nonce: string } }>();

app.use("*", async (c, next) => {
  c.set("nonce", createNonce());
  await next();
  c.res = withSecurityHeaders(c.res, c.get("nonce"));
  if (c.res.status === 503 && !c.req.path.startsWith("/api/")) c.res.headers.set("Retry-After", "3600");
});

// Another spelling of a page's path (case, trailing slash): 301 to the one URL.
app.use("*", canonicalPath);

app.route("/api", api);
// Unknown /api paths answer JSON, never the HTML 404 page.
app.all("/api/*", (c) => c.json({ ok: false, error: "Not found" }, 404));

// SPEC §2.1's link-only paths: a permanent redirect to the programme each means.
for (const { from, to } of redirects) app.get(from, (c) => c.redirect(to, 301));

app.all("*", (c) => {
  const maintenance = c.env.MAINTENANCE_MODE === "on";
  const context = new RouterContextProvider();
  context.set(requestInfo, {
    nonce: c.get("nonce"),
    siteUrl: c.env.SITE_URL,
    // "none" turns the hero video off (poster only), e.g. for the benchmark.
    heroVideoUrl: c.env.HERO_VIDEO_URL === "none" ? "" : c.env.HERO_VIDEO_URL || DEFAULT_HERO_VIDEO,
    maintenance,
  });
  const render = () => handleDocument(c.req.raw, context);
  return maintenance ? render() : cachedPage(c.req.raw, c.get("nonce"), c.executionCtx, render);
});

export default app satisfies ExportedHandler<Env>;
