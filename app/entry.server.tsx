import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { requestInfo } from "~/lib/context";

// Written only to pass the per-request CSP nonce (worker/security.ts) to
// React Router's inline scripts; otherwise it matches the framework default.
export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { nonce } = loadContext.get(requestInfo);
  let shellRendered = false;
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    // React outlines any Suspense boundary that would take the flushed
    // HTML past this many bytes (default 12 800) and reveals it with an
    // inline script, so without JavaScript it would stay hidden. Our pages
    // are sent whole, so keep every boundary inline.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    signal: AbortSignal.timeout(streamTimeout + 1000),
    onError(error: unknown) {
      responseStatusCode = 500;
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;
  // Always wait for the whole page: the pages are static (and cached at the
  // edge), and a complete render keeps lazily loaded parts (a form's
  // success dialog, Turnstile) inline in the HTML rather than streamed
  // behind a script, so crawlers and visitors without JavaScript get them too.
  await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
