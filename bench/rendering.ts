// Server rendering cost in workerd under a loopback load generator. workerd
// freezes timers during CPU work, so the cost is judged from outside: each
// page's mean latency as a multiple of /api/health's (the same path through
// vite preview's proxy and Hono, without React rendering), the baseline
// measured again right before each page so that a machine slowing down
// mid-run slows both alike. A ratio, not milliseconds: absolute times on a
// shared machine drift from run to run.
import autocannon from "autocannon";
import type { Stage } from "./budgets.ts";
import { table } from "./report.ts";

const SSR_PAGES = ["/", "/programs/l4dc", "/programs/business-computing", "/administration/faculty-staff", "/contact"];

export async function measureRendering({ origin, budgets, check, ratio }: Stage) {
  const run = (path: string, connections: number) =>
    autocannon({ url: `${origin}${encodeURI(path)}`, connections, duration: 4, headers: { accept: "text/html" } });
  const rows: (string | number)[][] = [];
  const limit = budgets.ssrLatencyRatio;
  for (const path of SSR_PAGES) {
    const baseline = (await run("/api/health", 1)).latency.mean;
    const serial = await run(path, 1);
    const parallel = await run(path, 8);
    const times = serial.latency.mean / baseline;
    rows.push([
      path,
      serial.latency.mean.toFixed(2),
      baseline.toFixed(2),
      times.toFixed(2),
      Math.max(0, serial.latency.mean - baseline).toFixed(2),
      serial.latency.p99.toFixed(1),
      Math.round(parallel.requests.average),
      parallel.non2xx,
    ]);
    ratio("ssrLatencyRatio", path, times, limit);
    check("ssrLatencyRatio", times <= limit, `${path}: ${times.toFixed(2)}× the latency of /api/health > ${limit}×`);
    check("ssrNon2xx", parallel.non2xx === 0, `${path}: ${parallel.non2xx} answers were not 2xx under 8 connections`);
  }
  console.log(
    "Server rendering in workerd (loopback; latency at 1 connection against /api/health just before, req/s at 8 connections)",
  );
  table(rows, ["page", "ms mean", "health ms", "×", "≈ render ms", "ms p99", "req/s", "non-2xx"]);
}
