// Server rendering cost in workerd under a loopback load generator, against
// the per-request render budget. workerd freezes timers during CPU work, so
// the render cost is estimated from outside: a page's mean latency minus that
// of /api/health (the same path through vite preview's proxy and Hono,
// without React rendering).
import autocannon from "autocannon";
import type { Stage } from "./budgets.ts";
import { table } from "./report.ts";

const SSR_PAGES = ["/", "/programs/l4dc", "/programs/business-computing", "/administration/faculty-staff", "/contact"];

export async function measureRendering({ origin, budgets, check }: Stage) {
  const run = (path: string, connections: number) =>
    autocannon({ url: `${origin}${encodeURI(path)}`, connections, duration: 4, headers: { accept: "text/html" } });
  const baseline = (await run("/api/health", 1)).latency.mean;
  const ssrRows: (string | number)[][] = [["/api/health (baseline)", baseline.toFixed(2), "-", "-", "-", "-"]];
  for (const path of SSR_PAGES) {
    const serial = await run(path, 1);
    const parallel = await run(path, 8);
    const render = Math.max(0, serial.latency.mean - baseline);
    ssrRows.push([
      path,
      serial.latency.mean.toFixed(2),
      render.toFixed(2),
      serial.latency.p99.toFixed(1),
      Math.round(parallel.requests.average),
      parallel.non2xx,
    ]);
    check(
      render <= budgets.ssrMsPerRequest,
      `${path}: about ${render.toFixed(2)} ms to render > ${budgets.ssrMsPerRequest} ms`,
    );
  }
  console.log("Server rendering in workerd (loopback; latency at 1 connection, req/s at 8 connections)");
  table(ssrRows, ["page", "ms mean", "≈ render ms", "ms p99", "req/s", "non-2xx"]);
}
