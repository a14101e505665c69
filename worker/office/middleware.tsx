import { createMiddleware } from "hono/factory";
import { bodyKind, readCapped, TOO_LARGE } from "../api/body";
import { sameOrigin } from "../api/guards";
import { config } from "../config";
import { log } from "../log";
import { bodyLimit } from "../notices/office";
import { outboxOf } from "../outbox/outbox";
import type { Fields, Office } from "./office-app";
import type { Signed } from "./pages/layout";
import { MessagePage, SignInPage } from "./pages/sign-in";
import { page } from "./render";
import { signedIn } from "./staff";

/** The largest body an office form posts: a note of 500 characters in Nepali, encoded, is about 4.5 KB. */
export const OFFICE_BODY_LIMIT = 8 * 1024;

/** Every office answer: never kept by a cache, never indexed. */
export const noStore = createMiddleware<Office>(async (c, next) => {
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});

/** Some Access setting given but the pair unusable: closed, never the token form in its place. */
export const closedWhenAccessBroken = createMiddleware<Office>(async (c, next) => {
  const problem = config(c.env).accessProblem;
  if (!problem) return next();
  log({ event: "office_access_misconfigured", reason: problem }, "error");
  return page(
    <MessagePage
      title="Not available"
      text="The office page's sign-in is not set up correctly, so the page is closed. Whoever looks after the website can see why in its log."
    />,
    503,
  );
});

/** A change must come from this site's pages: a form on another site cannot post here. */
export const postsFromOfficePages = createMiddleware<Office>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (c.req.method !== "POST" || !fromOfficePage(c.req.raw, config(c.env).siteUrl)) {
    log({ event: "office_refused", reason: "cross_site", path: c.req.path }, "warn");
    return page(<MessagePage title="Refused" text="This request did not come from the office page." />, 403);
  }
  await next();
});

/**
 * Every post's body is read here, never more than OFFICE_BODY_LIMIT bytes of it (more only where a notice's
 * text or file is sent, by someone signed in: worker/notices/office.tsx, bodyLimit), before anything looks at it.
 */
export const cappedBody = createMiddleware<Office>(async (c, next) => {
  if (c.req.method !== "POST") return next();
  const limit = await bodyLimit(c.env, c.req.raw, c.req.path);
  const bytes = await readCapped(c.req.raw, limit?.bytes ?? OFFICE_BODY_LIMIT);
  if (bytes === TOO_LARGE) {
    log({ event: "office_refused", reason: "too_large", path: c.req.path }, "warn");
    const text = limit?.tooLarge ?? "That was far more than any office form sends.";
    const back = limit?.back ? { href: limit.back, text: "Back to the notice, to choose another file" } : undefined;
    return page(<MessagePage title="Too large" text={text} signedIn={limit !== null} back={back} />, 413);
  }
  c.set("fields", await fieldsOf(bytes, c.req.header("content-type") ?? ""));
  if (limit) c.set("signed", limit.signed);
  await next();
});

/** What every route after sign-in needs: someone signed in, and the outbox bound. */
export const signedInWithOutbox = createMiddleware<Office>(async (c, next) => {
  // A notice's post was signed in already, to be allowed its larger body.
  const signed = (c.get("signed") as Signed | undefined) ?? (await signedIn(c.env, c.req.raw));
  if (!signed) {
    if (config(c.env).access)
      return page(
        <MessagePage title="Sign in first" text="Open this page through the college's Cloudflare Access sign-in." />,
        403,
      );
    // A page or an image (GET, or HEAD for its headers) leads to the form; an action cannot.
    return c.req.method === "GET" || c.req.method === "HEAD"
      ? c.redirect("/office/sign-in", 303)
      : page(<SignInPage problem="Please sign in again." />, 401);
  }
  const outbox = outboxOf(c.env);
  if (!outbox)
    return page(
      <MessagePage
        title="Not set up"
        text="The website keeps no submissions here: its outbox (D1, R2 and the queue) is not configured."
        signedIn
      />,
      503,
    );
  c.set("signed", signed);
  c.set("outbox", outbox);
  await next();
});

/**
 * Whether a POST came from this site's own pages. Stricter than the form
 * API's sameOrigin (worker/api/guards.ts), which lets a request without an
 * Origin through for non-browser clients: nothing but the office's own
 * pages posts to /office (scripts use the operator API, /api/admin, with
 * the token in a header), and every browser sends Origin on a form POST.
 * So the Origin must be present and this site's; and a browser's
 * Sec-Fetch-Site, when sent, must not say another site or a sibling
 * subdomain made the request.
 */
export function fromOfficePage(request: Request, siteUrl: string | undefined): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  return request.headers.get("origin") !== null && sameOrigin(request, siteUrl);
}

async function fieldsOf(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Fields> {
  let form: FormData | null = null;
  if (bodyKind(contentType) === "native") {
    try {
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      // Unreadable: as if nothing was sent, which every action refuses or ignores.
    }
  }
  return {
    get: (name) => {
      const value = form?.get(name);
      return typeof value === "string" ? value : "";
    },
    file: (name) => {
      const value = form?.get(name);
      return value && typeof value !== "string" ? value : null;
    },
  };
}
