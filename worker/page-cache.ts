/**
 * Short-lived edge caching of rendered pages (decision 003).
 *
 * A page is cached for a few minutes in the data centre's cache, keyed by
 * path and build. Every response, cached or fresh, carries its own CSP
 * nonce: on a cache hit HTMLRewriter swaps the stored nonce for this
 * response's one, so caching never makes a nonce reusable across visitors.
 */
declare const __BUILD_ID__: string;

export const EDGE_TTL_SECONDS = 300;

/** `variant` separates renders that differ by configuration (Turnstile on the forms, the language switcher). */
function cacheKey(url: URL, variant: string): Request {
  return new Request(`${url.origin}${url.pathname}?build=${__BUILD_ID__}${variant ? `&variant=${variant}` : ""}`);
}

function withNonce(response: Response, nonce: string): Response {
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

export async function cachedPage(
  request: Request,
  nonce: string,
  ctx: { waitUntil(promise: Promise<unknown>): void },
  render: () => Promise<Response>,
  variant = "",
): Promise<Response> {
  const url = new URL(request.url);
  // Only plain GETs of a path are shared; anything with a query is personal.
  if (request.method !== "GET" || url.search) return render();
  const cache = (caches as unknown as { default: Cache }).default;
  const key = cacheKey(url, variant);
  const hit = await cache.match(key);
  if (hit) {
    const fresh = withNonce(new Response(hit.body, hit), nonce);
    const response = new Response(fresh.body, fresh);
    response.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
    response.headers.set("X-Page-Cache", "HIT");
    return response;
  }
  const rendered = await render();
  const response = new Response(rendered.body, rendered);
  response.headers.set("X-Page-Cache", "MISS");
  // A render that says no-store (one drawn while the notices could not be read) is served as it is, never kept.
  if (/\bno-store\b/.test(rendered.headers.get("Cache-Control") ?? "")) return response;
  if (rendered.status === 200 && (rendered.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    const stored = response.clone();
    const copy = new Response(stored.body, stored);
    copy.headers.set("Cache-Control", `public, max-age=${EDGE_TTL_SECONDS}`);
    ctx.waitUntil(cache.put(key, copy));
  }
  response.headers.set("Cache-Control", "public, max-age=0, must-revalidate");
  return response;
}
