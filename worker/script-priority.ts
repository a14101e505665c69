/**
 * Lowers the priority of every module preload in a rendered page.
 *
 * React Router preloads the page's whole module graph from <head>, and
 * Chrome fetches module preloads at high priority: on a slow phone link they
 * competed with the stylesheet and the hero image for the first paint,
 * though no script paints anything (every page is complete without
 * JavaScript). At low priority they still start early and download in
 * parallel, but after what the first paint needs. Done here, on the render
 * before it is cached (page-cache.ts), because React Router's <Scripts />
 * has no option for it. Measured in docs/decisions/015-paint-before-scripts.md.
 */
export function withQuietScripts(response: Response): Response {
  if (!(response.headers.get("Content-Type") ?? "").startsWith("text/html")) return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute("fetchpriority", "low");
      },
    })
    .transform(response);
}
