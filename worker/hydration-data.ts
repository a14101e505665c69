/**
 * A page's hydration data, served apart from the page (decision 023).
 *
 * React Router writes a page's loader data into the HTML as inline scripts
 * that feed its stream; scripts-on-demand.ts takes them out, so the
 * document carries only what paints, and the page's loader asks for them
 * when it starts the page's scripts, from an address named by their digest:
 * `/__hydration/<digest>.js?page=<the page's path and query>`.
 *
 * The data is kept in the data centre's cache when the page is rendered,
 * for longer than the page itself is cached (page-cache.ts), so a cached
 * page finds its data there (and, for the moments before the cache has it,
 * in the rendering isolate's memory). When the cache no longer has it
 * (evicted, or no cache at all, as on a workers.dev address), the page is
 * rendered again and its data served if it is the same; if it is not (a
 * page whose data changed in between), the answer is 404 and the page stays
 * as it was served, complete without scripts. Nothing personal is in it: it
 * is what the page's own HTML carried before.
 */
import { HYDRATION_DATA_PATH } from "./hydration-address";

declare const __BUILD_ID__: string;

/** Twelve times a page's edge lifetime (EDGE_TTL_SECONDS): a cached page does not outlive its data. */
const KEEP_SECONDS = 3600;

const SCRIPT_TYPE = "text/javascript; charset=utf-8";

/** Hex of the first 128 bits of the data's SHA-256: its name. */
export async function hydrationDigest(data: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(data)));
  return [...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

const cache = () => (caches as unknown as { default: Cache }).default;
const cacheKey = (origin: string, digest: string) =>
  new Request(`${origin}${HYDRATION_DATA_PATH}${digest}.js?build=${__BUILD_ID__}`);

/**
 * The data this isolate kept last, newest last. A page's loader may ask for
 * its data before the cache has finished storing it (the store runs after
 * the response, in waitUntil), and the request usually reaches the isolate
 * that rendered the page: answered from here, the page is not rendered a
 * second time. A few dozen pages' data is a megabyte at most.
 */
const recent = new Map<string, string>();
const RECENT_LIMIT = 32;

/** Keyed as the cache is, by origin and digest. */
const recentKey = (origin: string, digest: string) => `${origin} ${digest}`;

function remember(origin: string, digest: string, data: string) {
  const key = recentKey(origin, digest);
  recent.delete(key);
  recent.set(key, data);
  if (recent.size > RECENT_LIMIT) recent.delete(recent.keys().next().value!);
}

export function keepHydrationData(origin: string, digest: string, data: string): Promise<void> {
  remember(origin, digest, data);
  const headers = { "Content-Type": SCRIPT_TYPE, "Cache-Control": `public, max-age=${KEEP_SECONDS}` };
  return cache().put(cacheKey(origin, digest), new Response(data, { headers }));
}

/** A page's render: the Worker's own, with `keep` given the hydration data it takes out. */
export type PageRender = (page: Request, keep: (digest: string, data: string) => void) => Promise<Response>;

/** Only the site's own pages: not another origin, nor the API, the office or this address. */
function pageRequest(request: Request, page: string | null): Request | null {
  if (!page?.startsWith("/") || page.startsWith("//") || page.startsWith("/\\")) return null;
  const origin = new URL(request.url).origin;
  const url = new URL(page, origin);
  if (
    url.origin !== origin ||
    /^\/(api|office)(\/|$)/.test(url.pathname) ||
    url.pathname.startsWith(HYDRATION_DATA_PATH)
  )
    return null;
  return new Request(url, { headers: request.headers });
}

const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain", "Cache-Control": "no-store" } });

/** The address's path: the digest, 128 bits in lower-case hex, as hydrationDigest writes it. */
const DATA_PATH = new RegExp(`^${HYDRATION_DATA_PATH}([0-9a-f]{32})\\.js$`);

/** GET /__hydration/<digest>.js?page=<path>. */
export async function hydrationDataResponse(request: Request, render: PageRender): Promise<Response> {
  const url = new URL(request.url);
  const digest = DATA_PATH.exec(url.pathname)?.[1];
  const page = pageRequest(request, url.searchParams.get("page"));
  if (!digest || !page) return notFound();
  let data =
    recent.get(recentKey(url.origin, digest)) ?? (await (await cache().match(cacheKey(url.origin, digest)))?.text());
  if (data === undefined) {
    let again: string | undefined;
    const rendered = await render(page, (renderedDigest, renderedData) => {
      if (renderedDigest === digest) again = renderedData;
    });
    // The data is taken out as the page streams through the rewrite: read it to the end.
    await rendered.arrayBuffer();
    if (again === undefined) return notFound();
    data = again;
  }
  // Named by its digest, the answer never changes.
  return new Response(data, {
    headers: { "Content-Type": SCRIPT_TYPE, "Cache-Control": "public, max-age=31536000, immutable" },
  });
}
