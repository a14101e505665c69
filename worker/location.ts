/**
 * The Location of a redirect within this site, built from a parsed URL and
 * never pasted from the request's raw path. A browser reads a Location that
 * begins with two slashes ("//evil.example/") as another host, and one that
 * begins "/\" the same way (in http and https URLs a backslash is a slash),
 * so a request for https://site//evil.example/?lang=en answered with its own
 * path would send the visitor off the site.
 *
 * `target` is resolved against `base` (the request's URL); a target on
 * another origin gives "/". The answer is the path and query only, its
 * leading run of slashes made one: the URL parser has already turned every
 * backslash into a slash and left percent-encoded ones (%2F, %5C) encoded,
 * so what remains always resolves to `base`'s own origin.
 */
export function siteLocation(target: string | URL, base: string | URL): string {
  const url = new URL(target, base);
  if (url.origin !== new URL(base).origin) return "/";
  return `/${url.pathname.replace(/^\/+/, "")}${url.search}`;
}
