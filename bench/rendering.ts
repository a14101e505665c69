// Server rendering cost in workerd under a loopback load generator. workerd
// freezes timers during CPU work, so the cost is judged from outside: each
// page's median latency as a multiple of /api/health's (the same path through
// vite preview's proxy and Hono, without React rendering), the baseline
// measured right before and right after each page so that a machine slowing
// down or speeding up mid-run moves both alike. Medians, not means: on a
// machine shared with other work a few requests wait behind it for a
// scheduler's slice, and those outliers moved the means' ratio past its
// budget (3.1-3.2× against 1.2-2.1× on a quieter run). A ratio, not
// milliseconds: absolute times on a shared machine drift from run to run.
import autocannon from "autocannon";
import type { Stage } from "./budgets.ts";
import { table } from "./report.ts";

/**
 * Seconds per measurement: at 1 connection a page answers in a few
 * milliseconds, so each median is of several hundred requests.
 */
const DURATION_S = 2;

const SSR_PAGES = ["/", "/programs/l4dc", "/programs/business-computing", "/administration/faculty-staff", "/contact"];

export async function measureRendering({ origin, budgets, check, ratio }: Stage) {
  const run = (path: string, connections: number) =>
    autocannon({
      url: `${origin}${encodeURI(path)}`,
      connections,
      duration: DURATION_S,
      headers: { accept: "text/html" },
    });
  const rows: (string | number)[][] = [];
  const limit = budgets.ssrLatencyRatio;
  for (const path of SSR_PAGES) {
    const before = (await run("/api/health", 1)).latency.p50;
    const serial = await run(path, 1);
    const after = (await run("/api/health", 1)).latency.p50;
    const parallel = await run(path, 8);
    const baseline = (before + after) / 2;
    const times = serial.latency.p50 / baseline;
    rows.push([
      path,
      serial.latency.p50.toFixed(2),
      baseline.toFixed(2),
      times.toFixed(2),
      Math.max(0, serial.latency.p50 - baseline).toFixed(2),
      serial.latency.p99.toFixed(1),
      Math.round(parallel.requests.average),
      parallel.non2xx,
    ]);
    ratio("ssrLatencyRatio", path, times, limit);
    check("ssrLatencyRatio", times <= limit, `${path}: ${times.toFixed(2)}× the latency of /api/health > ${limit}×`);
    check("ssrNon2xx", parallel.non2xx === 0, `${path}: ${parallel.non2xx} answers were not 2xx under 8 connections`);
  }
  console.log(
    "Server rendering in workerd (loopback; median latency at 1 connection against /api/health's just before and after, req/s at 8 connections)",
  );
  table(rows, ["page", "ms p50", "health ms p50", "×", "≈ render ms", "ms p99", "req/s", "non-2xx"]);
}
