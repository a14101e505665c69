/**
 * Security headers for every response the Worker builds (SPEC quality bar,
 * issue #2). Static files get the same set from public/_headers.
 *
 * script-src uses a per-request nonce plus 'strict-dynamic', so React
 * Router's inline hydration scripts run and nothing injected does.
 * style-src has no 'unsafe-inline': components must not render `style`
 * attributes on the server (set dynamic styles through the CSSOM instead).
 */
import { GRADUATION_FILM } from "../app/content/programmes/business-computing.server";

import { site } from "../app/content/site";

/**
 * The map provider, allowed as narrowly as CSP can: its embed page only
 * (a path source; the query may vary), and only in pages that can show the
 * map. Every page's footer has the map card, so every rendered page may
 * load it, but only after the visitor presses "Show map" (the frame is not
 * in the page until then). Error pages (5xx: the maintenance and error
 * screens) have no map and do not allow it.
 */
export const MAP_FRAME_SOURCE = `${new URL(site.map.embedUrl).origin}${new URL(site.map.embedUrl).pathname}`;
/** Cloudflare Turnstile's script and challenge frame (docs/decisions/012-turnstile.md). */
export const TURNSTILE_ORIGIN = "https://challenges.cloudflare.com";

/**
 * The origin media-src must allow for the hero video: the origin of
 * HERO_VIDEO_URL when it is an absolute http(s) URL on another host; null
 * when there is no video or it is a path on this site ('self' covers it).
 */
export function videoOrigin(videoUrl: string | undefined): string | null {
  if (!videoUrl || videoUrl.startsWith("/")) return null;
  try {
    const url = new URL(videoUrl);
    return url.protocol === "https:" || url.protocol === "http:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * media-src: this site, the videos the content plays on request (the BCIS
 * graduation film) and the operator's hero video, each by its own origin.
 */
export function mediaSources(videoUrl?: string): string {
  const origins = [GRADUATION_FILM, videoUrl].map(videoOrigin).filter((o): o is string => o !== null);
  return ["'self'", ...new Set(origins)].join(" ");
}

/**
 * `turnstile`: whether the forms render the Turnstile widget. Only then may
 * Cloudflare's challenge origin run scripts and frames. The widget's script
 * is added by the page's own (nonced) code, which 'strict-dynamic' trusts;
 * the origin is listed too for browsers that predate 'strict-dynamic'.
 */
export function contentSecurityPolicy(
  nonce: string,
  { map = true, videoUrl, turnstile = false }: { map?: boolean; videoUrl?: string; turnstile?: boolean } = {},
): string {
  const challenge = turnstile ? ` ${TURNSTILE_ORIGIN}` : "";
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'${challenge}`,
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `media-src ${mediaSources(videoUrl)}`,
    `frame-src 'self'${map ? ` ${MAP_FRAME_SOURCE}` : ""}${challenge}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "upgrade-insecure-requests",
  ].join("; ");
}

export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/** Copy the response with the security headers (and the CSP for this nonce, hero video and Turnstile switch) set. */
export function withSecurityHeaders(response: Response, nonce: string, videoUrl?: string, turnstile = false): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) secured.headers.set(name, value);
  const type = secured.headers.get("Content-Type") ?? "";
  secured.headers.set(
    "Content-Security-Policy",
    type.startsWith("text/html")
      ? contentSecurityPolicy(nonce, { map: secured.status < 500, videoUrl, turnstile })
      : "default-src 'none'; frame-ancestors 'none'",
  );
  return secured;
}
