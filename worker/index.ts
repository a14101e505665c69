import { type Context, Hono } from "hono";
import { RouterContextProvider, createRequestHandler } from "react-router";
import { requestInfo } from "../app/lib/context";
import { api } from "./api";
import type { OutboxMessage } from "./outbox/outbox";
import { queue, scheduled } from "./outbox/handlers";
import { canonicalPath } from "./canonical-path";
import { NEPALI_HEADER } from "../app/i18n/locale";
import { language, withNepaliSuggestion } from "./language";
import { office } from "./office";
import { officeOn } from "./office/staff";
import { cachedPage } from "./page-cache";
import { createNonce, withSecurityHeaders } from "./security";
import { withScriptsOnDemand } from "./scripts-on-demand";
import { withSubmissionIds } from "./submission-ids";
import { config } from "./config";
import { maintenanceOn } from "./maintenance";
import { attachmentFile, noticesReader, noticesStamp, showsNotices } from "./notices/pages";

// Built once per isolate, not per request.
const handleDocument = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

type AppEnv = { Bindings: Env; Variables: { nonce: string } };
const app = new Hono<AppEnv>();

app.use("*", async (c, next) => {
  c.set("nonce", createNonce());
  await next();
  c.res = withSecurityHeaders(c.res, c.get("nonce"), {
    url: c.req.url,
    videoUrl: config(c.env).heroVideoUrl,
    turnstile: config(c.env).turnstile.on,
  });
  if (c.res.status === 503 && !c.req.path.startsWith("/api/")) c.res.headers.set("Retry-After", "3600");
});

// Another spelling of a page's path (case, trailing slash), or one of the link-only
// paths (app/content/redirects.ts): 301 to the one URL, query kept.
app.use("*", canonicalPath);

// The visitor's choice of language: the switcher's ?lang= and "/" for those who chose Nepali.
app.use("*", language);

app.route("/api", api);

// The office's page: its own app, never the page cache. Off (the site's 404) until sign-in is set up.
app.use("/office/*", async (c, next) => {
  if (!officeOn(c.env, c.req.raw)) return next();
  return office.fetch(c.req.raw, c.env, c.executionCtx);
});

// A notice's file (worker/notices/attachments.ts): served by the Worker, never a page render.
app.get("/notices/files/:id/:name", async (c) => {
  const file = await attachmentFile(c.env, c.req.param("id"), c.req.param("name"));
  return file ?? c.text("Not found", 404, { "Cache-Control": "no-store" });
});

app.all("*", async (c) => {
  const settings = config(c.env);
  const maintenance = await maintenanceOn(c.env);
  const render = () => renderDocument(c, c.req.raw);
  // A page that shows notices is cached under their state too (notices/pages.ts), so a change or a publish time makes a new copy.
  const notices = showsNotices(c.req.path) ? await noticesStamp(c.env) : "";
  const variant = [pageVariant(settings.turnstile.on, settings.nepali), notices].filter(Boolean).join("-");
  const page = maintenance ? render() : cachedPage(c.req.raw, c.get("nonce"), c.executionCtx, render, variant);
  return page.then(withSubmissionIds).then((response) => withNepaliSuggestion(response, c.req.raw, c.env));
});

/** React Router's render of a page, its scripts held until the visitor needs them. */
async function renderDocument(c: Context<AppEnv>, raw: Request) {
  const settings = config(c.env);
  const context = new RouterContextProvider();
  const notices = noticesReader(c.env);
  context.set(requestInfo, {
    nonce: c.get("nonce"),
    siteUrl: settings.siteUrl,
    heroVideoUrl: settings.heroVideoUrl,
    // MAINTENANCE_MODE or the office's switch (maintenance.ts).
    maintenance: await maintenanceOn(c.env),
    // Only with its secret: a widget whose tokens nobody checks helps no one.
    turnstileSiteKey: settings.turnstile.on ? settings.turnstile.siteKey : "",
    nepali: settings.nepali,
    notices,
  });
  // The loaders' view of the Nepali version (app/i18n/locale.ts); whatever a client sent in its place is replaced.
  const request = new Request(raw);
  request.headers.set(NEPALI_HEADER, settings.nepali ? "on" : "off");
  const page = await handleDocument(request, context).then((rendered) => withScriptsOnDemand(rendered, c.get("nonce")));
  if (!notices.degraded) return page;
  // Drawn without D1 (notices/pages.ts): served, but not kept as the copy for the notices' current state.
  const uncached = new Response(page.body, page);
  uncached.headers.set("Cache-Control", "no-store");
  return uncached;
}

/** What the cached copy of a page depends on besides its path: the forms' Turnstile widget, the language switcher. */
function pageVariant(turnstile: boolean, nepali: boolean): string {
  return [turnstile ? "turnstile" : "", nepali ? "nepali" : ""].filter(Boolean).join("-");
}

// fetch: pages and /api; queue: the outbox's consumers; scheduled: its sweep (worker/outbox).
export default { fetch: app.fetch, queue, scheduled } satisfies ExportedHandler<Env, OutboxMessage>;
