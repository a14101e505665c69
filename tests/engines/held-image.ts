import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback front for the site that holds back one image, as a slow
 * network holds the largest picture of a page, so a test can see whether
 * the page paints before it arrives.
 */
export interface HeldImage {
  url: string;
  close(): Promise<void>;
}

export const HELD_IMAGE = "/art/home-hero.svg";
// Far longer than a first paint on a busy machine (WebKit's took 3.1 s at a
// load average of 11 on 2 cores, against a hold of 2.5 s, and failed), so
// the check is whether the page waits for the image, not how fast the
// machine paints. Opening the page waits for its load event, so each engine
// pays this once.
export const HOLD_MS = 10_000;

export async function holdImage(
  target: string,
  { path = HELD_IMAGE, holdMs = HOLD_MS }: { path?: string; holdMs?: number } = {},
): Promise<HeldImage> {
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", target);
    if (url.pathname === path) await new Promise((resolve) => setTimeout(resolve, holdMs));
    const upstream = await fetch(url, { headers: { accept: req.headers.accept ?? "*/*" }, redirect: "manual" });
    const headers = new Headers(upstream.headers);
    // fetch has already decoded the body.
    headers.delete("content-encoding");
    headers.delete("content-length");
    const body = Buffer.from(await upstream.arrayBuffer());
    res.writeHead(upstream.status, Object.fromEntries(headers));
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The page's first paint, in ms from navigation start, once it has happened. */
export const FIRST_PAINT = `() => {
  const entry = performance.getEntriesByType("paint").find((e) => e.name === "first-contentful-paint");
  return entry ? Math.round(entry.startTime) : 0;
}`;
