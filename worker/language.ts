import type { MiddlewareHandler } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { parse as parseCookies } from "hono/utils/cookie";
import {
  CHOOSE_PARAM,
  choosingLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  type Locale,
  localeOfPath,
  localePath,
} from "../app/i18n/locale";
import { config } from "./config";
import { siteLocation } from "./location";

/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

/**
 * The visitor's choice of language (decision 021), while the Nepali version
 * is on. Never decided by Accept-Language: search engines crawl without it.
 *
 * - The switcher's links carry ?lang=en|ne: the choice is kept in a cookie
 *   for a year and the visitor is sent (303) to the page without the
 *   parameter, so it works without JavaScript and the page stays cacheable.
 * - "/" with the cookie saying Nepali goes (302) to "/ne/"; the answer is
 *   personal (private, Vary: Cookie) and never reaches the page cache.
 */
export const language: MiddlewareHandler<{ Bindings: Env }> = async (c, next) => {
  if (!config(c.env).nepali || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
  const url = new URL(c.req.url);
  const chosen = url.searchParams.get(CHOOSE_PARAM);
  if (chosen === "en" || chosen === "ne") {
    url.searchParams.delete(CHOOSE_PARAM);
    setCookie(c, LANGUAGE_COOKIE, chosen, { path: "/", maxAge: 365 * 24 * 3600, sameSite: "Lax", secure: true });
    c.header("Cache-Control", "no-store");
    return c.redirect(siteLocation(url, url), 303);
  }
  if (url.pathname === "/" && getCookie(c, LANGUAGE_COOKIE) === "ne") {
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Cookie");
    return c.redirect(siteLocation(`${localePath("/", "ne")}${url.search}`, url), 302);
  }
  await next();
};

/** The language Accept-Language puts first (highest q, then order), if it is one of ours. */
export function preferredLocale(header: string | null | undefined): Locale | null {
  const ranked = (header ?? "")
    .split(",")
    .map((part, order) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) : 1, order };
    })
    .filter((entry) => entry.tag && entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  const first = ranked[0]?.tag.split("-")[0];
  return first === "ne" ? "ne" : first === "en" ? "en" : null;
}

/**
 * On an English page, for a visitor whose browser puts Nepali first and who
 * has not chosen a language: a small suggestion to read the page in Nepali,
 * added to the page as it leaves (after the page cache, so the cached copy
 * stays the same for everyone). "No thanks" chooses English, which the
 * cookie remembers, and the suggestion does not come back.
 */
export function withNepaliSuggestion(response: Response, request: Request, env: Env): Response {
  if (!config(env).nepali || response.status !== 200) return response;
  const url = new URL(request.url);
  if (localeOfPath(url.pathname) !== "en") return response;
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  // Any choice made (either language) means no suggestion; read as getCookie reads it above.
  if (LANGUAGE_COOKIE in parseCookies(request.headers.get("Cookie") ?? "", LANGUAGE_COOKIE)) return response;
  if (preferredLocale(request.headers.get("Accept-Language")) !== "ne") return response;
  // As the language switcher links them. The path as the URL parser encoded it and the query as
  // URLSearchParams does ("<" and quotes escaped): "&" is the one character left to escape.
  const choose = (path: string, locale: Locale) => choosingLanguage(path, url.search, locale).replaceAll("&", "&amp;");
  const here = choose(url.pathname, "en");
  const nepali = choose(encodeURI(localePath(decodeURIComponent(url.pathname), "ne")), "ne");
  const html = `<aside class="language-suggestion" lang="${LANGUAGE_TAG.ne}" aria-label="भाषा" data-language-suggestion=""><p>यो पृष्ठ ${LANGUAGE_NAME.ne}मा पनि पढ्न सकिन्छ।</p><p><a href="${nepali}" hreflang="${LANGUAGE_TAG.ne}">${LANGUAGE_NAME.ne}मा पढ्नुहोस्</a> <a href="${here}" lang="${LANGUAGE_TAG.en}" hreflang="${LANGUAGE_TAG.en}">No thanks, English</a></p></aside>`;
  const out = new HTMLRewriter()
    .on("body", {
      element(body) {
        // Last in the body, shown as a bar along the bottom: the skip link stays the page's first link.
        body.append(html, { html: true });
      },
    })
    .transform(response);
  const headers = new Headers(out.headers);
  headers.append("Vary", "Accept-Language, Cookie");
  return new Response(out.body, { status: out.status, statusText: out.statusText, headers });
}
