/**
 * Every origin outside this site that a page may use, each derived from the
 * one setting that names it, so the CSP (security.ts) and the code that
 * talks to the origin can never disagree:
 *
 * - the map: the embed URL in the site's content (app/content/site.ts);
 * - videos: the film a programme page plays on request (its content record)
 *   and the operator's hero video (the HERO_VIDEO_URL variable);
 * - Turnstile: Cloudflare's service, switched on by the environment (both
 *   TURNSTILE_SITE_KEY and TURNSTILE_SECRET, see config.ts).
 */
import { GRADUATION_FILM } from "../app/content/programmes/business-computing.server";
import { site } from "../app/content/site";
import { TURNSTILE_ORIGIN } from "../app/forms/contract/turnstile-origin";

/**
 * The map provider, allowed as narrowly as CSP can: its embed page only (a
 * path source; the query may vary).
 */
export const MAP_FRAME_SOURCE = (({ origin, pathname }) => `${origin}${pathname}`)(new URL(site.map.embedUrl));

/** Cloudflare Turnstile: its script and challenge frame come from here (docs/decisions/012-turnstile.md). */
export { TURNSTILE_ORIGIN };
/** Where Turnstile's tokens are checked, on the same service. */
export const TURNSTILE_SITEVERIFY = `${TURNSTILE_ORIGIN}/turnstile/v0/siteverify`;

/**
 * The origin media-src must allow for a video: the origin of its URL when
 * it is an absolute http(s) URL on another host; null when there is no
 * video or it is a path on this site ('self' covers it).
 */
export function videoOrigin(videoUrl: string | undefined): string | null {
  if (!videoUrl || videoUrl.startsWith("/")) return null;
  const url = URL.parse(videoUrl);
  return url && (url.protocol === "https:" || url.protocol === "http:") ? url.origin : null;
}

/**
 * The origins of every video a page may play: the ones the content plays on
 * request (the BCIS graduation film) and the operator's hero video.
 */
export function videoOrigins(heroVideo?: string): string[] {
  const origins = [GRADUATION_FILM, heroVideo].map(videoOrigin).filter((o): o is string => o !== null);
  return [...new Set(origins)];
}
