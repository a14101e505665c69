#!/usr/bin/env node
// npm run bench [-- --check] [-- --no-build] [-- --skip-lighthouse] [-- --skip-first-tap] [-- --skip-burst]
//                [-- --lighthouse-only] [-- --first-tap-only] [-- --navigation-only] [-- --burst-only]
//                [-- --hydration-only]
//
// Builds the site, serves the production build in the Workers runtime on
// loopback ($BENCH_PORT, default 8870; the stand-in on the next port, the
// two Lighthouse proxies on the two after, the first tap's proxy on the one
// after those), and runs the stages in bench/ in order: per-route bytes and
// requests, Lighthouse mobile scores, the first tap on a slow phone, moving
// to another page on one (reported, no budget), server render cost under load, the Worker bundle size, the time to accept a 5 MB
// admission, and a results-day burst through the outbox. Each stage checks
// its figures against bench/budgets.json; with --check the run exits
// non-zero when a budget is broken. --lighthouse-only runs just the
// Lighthouse stage (LIGHTHOUSE_RUNS=3 takes the median of three runs per
// page and variant), --first-tap-only just the first tap (FIRST_TAP_PAGES=/,/contact
// measures just those pages), --navigation-only just moving between pages
// (BUILD_DIR=<an older build> measures that build, for comparison),
// --burst-only just the burst, --hydration-only (never in a full run) what
// a form page's scripts cost once started (bench/hydration.ts; with
// BUILD_DIR, another build's).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createChecks, loadBudgets, reportBudgets } from "../bench/budgets.ts";
import { type BurstResult, measureBurst } from "../bench/burst.ts";
import { measureWorkerBundle } from "../bench/bundle.ts";
import { type FirstTapRow, measureFirstTap } from "../bench/first-tap.ts";
import { runLighthouse } from "../bench/lighthouse.ts";
import { measureNavigation } from "../bench/navigation.ts";
import { measureHydration } from "../bench/hydration.ts";
import { loadRoutes, measurePages } from "../bench/pages.ts";
import { measureRelay } from "../bench/relay.ts";
import { measureRendering } from "../bench/rendering.ts";
import { build, startServer } from "../bench/server.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Set(process.argv.slice(2));
const PORT = Number(process.env.BENCH_PORT || 8870);
const BUILD_DIR = process.env.BUILD_DIR || "build";
const budgets = loadBudgets();
const { check, ratio, verdict } = createChecks(budgets);

/** Runs one stage and says how long it took (CI's time budget is spent mostly here and in the e2e tests). */
async function timed<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    console.log(`(${name} took ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  }
}

if (!args.has("--no-build")) build(BUILD_DIR);
const routes = await loadRoutes();

const server = startServer({ port: PORT, buildDir: BUILD_DIR });
process.on("exit", server.stop);

try {
  await server.ready();
  const stage = { origin: server.origin, budgets, check, ratio };
  if (args.has("--burst-only")) {
    await measureBurst(stage, server.standin, server.events);
    process.exit(reportBudgets(verdict, args.has("--check")));
  }
  if (args.has("--lighthouse-only")) {
    await runLighthouse(stage, PORT + 2, join(BUILD_DIR, "client"));
    process.exit(reportBudgets(verdict, args.has("--check")));
  }
  if (args.has("--navigation-only")) {
    await measureNavigation(stage, PORT + 4, join(BUILD_DIR, "client"));
    process.exit(reportBudgets(verdict, args.has("--check")));
  }
  if (args.has("--hydration-only")) {
    await measureHydration(stage, PORT + 4, join(BUILD_DIR, "client"));
    process.exit(reportBudgets(verdict, args.has("--check")));
  }
  if (args.has("--first-tap-only")) {
    await measureFirstTap(stage, PORT + 4, join(BUILD_DIR, "client"));
    process.exit(reportBudgets(verdict, args.has("--check")));
  }
  // The burst runs beside the pages, Lighthouse and navigation stages, most
  // of its time spent waiting for the stand-in's slow executions and the
  // outbox's retry delays: what gates in them (every applicant answered, each
  // submission delivered once, executions at once, the last arrival; bytes,
  // document audits, CLS) does not move with the others' load. Their timings
  // that move with it only report (bench/budgets.json "gates"; navigation has
  // no budget), and the stages whose timings gate (first tap, rendering)
  // start once the burst has ended. The pages stage does not run beside
  // Lighthouse as well: Lighthouse then took a minute longer, the time saved,
  // and its report-only figures moved further.
  const burstRun: Promise<BurstResult> | null = args.has("--skip-burst")
    ? null
    : timed("burst, beside pages, Lighthouse and navigation", () => measureBurst(stage, server.standin, server.events));
  const rows = await timed("pages", () => measurePages(stage, routes));
  if (!args.has("--skip-lighthouse"))
    await timed("Lighthouse", () => runLighthouse(stage, PORT + 2, join(BUILD_DIR, "client")));
  const navigation = await timed("navigation", () => measureNavigation(stage, PORT + 4, join(BUILD_DIR, "client")));
  const burst = await burstRun;
  const firstTap: FirstTapRow[] | null = args.has("--skip-first-tap")
    ? null
    : await timed("first tap", () => measureFirstTap(stage, PORT + 4, join(BUILD_DIR, "client")));
  await timed("rendering", () => measureRendering(stage));
  measureWorkerBundle(stage, BUILD_DIR);
  await timed("relay", () => measureRelay(stage));

  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(
    join(root, "bench-results/summary.json"),
    JSON.stringify({ rows, firstTap, navigation, burst, verdict }, null, 2),
  );
} finally {
  server.stop();
}

process.exit(reportBudgets(verdict, args.has("--check")));
