import type { ReactElement } from "react";
import { renderToReadableStream } from "react-dom/server";

/**
 * An office page as a finished HTML response. The pages are plain server
 * HTML: no script, no hydration, so nothing of the office reaches the
 * public pages' JavaScript. Every office response is marked no-store and
 * noindex by the office app itself (middleware.tsx, noStore).
 */
export async function page(element: ReactElement, status = 200): Promise<Response> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  const html = await new Response(stream).text();
  return new Response(html.startsWith("<!DOCTYPE") ? html : `<!DOCTYPE html>${html}`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });
}
