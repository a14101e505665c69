/**
 * Security headers: the one source for every response the Worker builds
 * and for the static files Workers Assets serves (the build writes their
 * _headers file from this module, see static-headers.ts).
 *
 * script-src uses a per-request nonce plus 'strict-dynamic', so React
 * Router's inline hydration scripts run and nothing injected does.
 * style-src has no 'unsafe-inline': components must not render `style`
 * attributes on the server (set dynamic styles through the CSSOM instead).
 */
import { MAP_FRAME_SOURCE, TURNSTILE_ORIGIN, videoOrigins } from "./third-party";

/**
 * media-src: this site and the videos a page may play (third-party.ts),
 * each by its own origin.
 */
function mediaSources(videoUrl?: string): string {
  return ["'self'", ...videoOrigins(videoUrl)].join(" ");
}

/**
 * `map`: whether the page may show the map. Every page's footer has the map
 * card, so every rendered page may load it, but only after the visitor
 * presses "Show map" (the frame is not in the page until then). Error pages
 * (5xx: the maintenance and error screens) have no map and do not allow it.
 *
 * `turnstile`: whether the forms render the Turnstile widget. Only then may
 * Cloudflare's challenge origin run scripts and frames. The widget's script
 * is added by the page's own (nonced) code, which 'strict-dynamic' trusts;
 * the origin is listed too for browsers that predate 'strict-dynamic'.
 *
 * `upgrade`: whether the page asks the browser to fetch its subresources
 * over https (see upgradesInsecureRequests for the one case it does not).
 */
export function contentSecurityPolicy(
  nonce: string,
  {
    map = true,
    videoUrl,
    turnstile = false,
    upgrade = true,
  }: { map?: boolean; videoUrl?: string; turnstile?: boolean; upgrade?: boolean } = {},
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
    // The embedded PDFs (app/components/pdf-embed.tsx) are <object>s of this site's own files.
    "object-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    ...(upgrade ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a page served at `url` carries upgrade-insecure-requests: always,
 * except a page asked for over plain http on this machine's own loopback
 * address (`npm start`, the tests). WebKit applies the directive to
 * http://localhost too, unlike Chromium and Firefox, so a local page would
 * ask for every style sheet and script over https, which the local server
 * does not speak, and show up unstyled and dead. A deployed site is never
 * reached at a loopback host name, so there it always applies.
 */
export function upgradesInsecureRequests(url: string): boolean {
  const { protocol, hostname } = new URL(url);
  return !(protocol === "http:" && LOOPBACK_HOSTS.has(hostname));
}

/** Every response, page or not, static file or not. */
export const baseSecurityHeaders: Record<string, string> = {
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * The CSP of anything that is not an HTML page (JSON, images, style sheets,
 * PDFs): it may load nothing and be framed by nothing. The PDFs the pages
 * frame are the one exception (static-headers.ts).
 */
export const NON_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The CSP of a notice's file (worker/notices/attachments.ts): the
 * non-document one, sandboxed too. Its bytes came from whoever signed in to
 * the office, and a PDF is a document with scripts of its own; sandboxed,
 * it runs in an origin of its own, with neither the site's cookies nor its
 * storage.
 */
export const ATTACHMENT_CSP = `${NON_DOCUMENT_CSP}; sandbox`;

/** A fresh nonce: 128 random bits, base64. */
export const createNonce = (): string => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");

/**
 * Copy the response with the security headers (and the CSP for this nonce,
 * hero video, Turnstile switch and the address it answers) set.
 */
export function withSecurityHeaders(
  response: Response,
  nonce: string,
  { url, videoUrl, turnstile = false }: { url: string; videoUrl?: string; turnstile?: boolean },
): Response {
  const secured = new Response(response.body, response);
  for (const [name, value] of Object.entries(baseSecurityHeaders)) secured.headers.set(name, value);
  const type = secured.headers.get("Content-Type") ?? "";
  secured.headers.set(
    "Content-Security-Policy",
    type.startsWith("text/html")
      ? contentSecurityPolicy(nonce, {
          map: secured.status < 500,
          videoUrl,
          turnstile,
          upgrade: upgradesInsecureRequests(url),
        })
      : // A file may have asked for a stricter one (ATTACHMENT_CSP).
        (response.headers.get("Content-Security-Policy") ?? NON_DOCUMENT_CSP),
  );
  return secured;
}
