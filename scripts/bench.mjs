#!/usr/bin/env node
// npm run bench [-- --check] [-- --no-build] [-- --skip-lighthouse] [-- --skip-burst]
//
// Builds the site, serves the production build in the Workers runtime on
// loopback (scripts/serve.mjs, with the local spreadsheet stand-in), and
// prints: per-route bytes and requests (gzip computed here, as Cloudflare
// compresses in production), Lighthouse mobile scores, server render cost
// under load, the Worker bundle size, the time to accept a 5 MB admission,
// and a results-day burst through the outbox (scripts/bench-burst.mjs). With
// --check it compares against bench/budgets.json and exits non-zero when a
// budget is broken.
import { execSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import sharp from "sharp";
import { runBurst } from "./bench-burst.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = new Set(process.argv.slice(2));
const CHECK = args.has("--check");
const PORT = Number(process.env.BENCH_PORT || 8870);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const BUILD_DIR = process.env.BUILD_DIR || "build";
const budgets = JSON.parse(readFileSync(join(root, "bench/budgets.json"), "utf8"));
const chromePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-quic", "--no-first-run"];
const LIGHTHOUSE_PAGES = ["/", "/programs/l4dc", "/apply", "/about/gallary", "/admission/fees-funding"];
const SSR_PAGES = ["/", "/programs/l4dc", "/programs/business-computing", "/administration/faculty-staff", "/contact"];
const failures = [];
const kb = (bytes) => (bytes / 1024).toFixed(1);
const check = (ok, message) => {
  if (!ok) failures.push(message);
};

function table(rows, headers) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log();
}

async function waitFor(url, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start: ${url}`);
}

if (!args.has("--no-build")) {
  console.log("Building…");
  execSync("npm run build", { cwd: root, stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, BUILD_DIR } });
}
const { pages } = await import("./bench-pages.mjs");

const WORKER_STATE = `.data/bench-worker-${Date.now().toString(36)}`;
const server = spawn(process.execPath, [join(root, "scripts/serve.mjs")], {
  cwd: root,
  env: {
    ...process.env,
    BUILD_DIR,
    PORT: String(PORT),
    STANDIN_PORT: String(PORT + 1),
    STANDIN_DATA_DIR: ".data/bench",
    // A fresh outbox each run, so old submissions do not skew the burst.
    WORKER_STATE_DIR: WORKER_STATE,
    HERO_VIDEO_URL: "none",
  },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  rmSync(join(root, WORKER_STATE), { recursive: true, force: true });
};
process.on("exit", stop);

try {
  await waitFor(`${ORIGIN}/api/health`);

  // 1. Bytes and requests per route, in a phone-sized browser.
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS.slice(1) });
  const rows = [];
  for (const path of pages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    await page.route((url) => url.origin !== ORIGIN, (route) => route.abort());
    const seen = [];
    page.on("response", (res) => seen.push(res));
    await page.goto(`${ORIGIN}${encodeURI(path)}`, { waitUntil: "load" });
    await page.waitForTimeout(300);
    const sizes = { html: 0, js: 0, css: 0, total: 0, requests: 0 };
    for (const res of seen) {
      if (!res.url().startsWith(ORIGIN)) continue;
      const body = await res.body().catch(() => Buffer.alloc(0));
      const type = res.request().resourceType();
      const compressible = /text|javascript|json|xml|svg|css/.test(res.headers()["content-type"] ?? "");
      const bytes = compressible ? gzipSync(body).length : body.length;
      sizes.requests++;
      sizes.total += bytes;
      if (type === "document") sizes.html += body.length;
      if (type === "script") sizes.js += bytes;
      if (type === "stylesheet") sizes.css += bytes;
    }
    await context.close();
    rows.push([path, kb(sizes.html), kb(sizes.js), kb(sizes.css), kb(sizes.total), sizes.requests]);
    check(sizes.js / 1024 <= budgets.clientJsGzipKB, `${path}: client JS ${kb(sizes.js)} KB gzip > ${budgets.clientJsGzipKB} KB`);
    check(sizes.total / 1024 <= budgets.anyPageFirstLoadKB, `${path}: first load ${kb(sizes.total)} KB > ${budgets.anyPageFirstLoadKB} KB`);
    if (path === "/") check(sizes.total / 1024 <= budgets.homeFirstLoadKB, `home first load ${kb(sizes.total)} KB > ${budgets.homeFirstLoadKB} KB`);
  }
  await browser.close();
  console.log("\nPer route (phone, first load; KB = KiB gzip except HTML, which is raw)");
  table(rows, ["route", "HTML KB", "JS KB gz", "CSS KB gz", "total KB", "requests"]);

  // 2. Lighthouse mobile (default simulated throttling). `vite preview`
  // serves everything uncompressed while Cloudflare compresses text, so
  // Lighthouse goes through a small gzip proxy to see realistic transfers.
  const proxy = createServer(async (req, res) => {
    const upstream = await fetch(`${ORIGIN}${req.url}`, { headers: { accept: req.headers.accept ?? "*/*" }, redirect: "manual" });
    const headers = Object.fromEntries(upstream.headers);
    delete headers["content-length"];
    delete headers["content-encoding"];
    delete headers["transfer-encoding"];
    let body = Buffer.from(await upstream.arrayBuffer());
    if (/gzip/.test(req.headers["accept-encoding"] ?? "") && /text|javascript|json|xml|svg|css/.test(headers["content-type"] ?? "")) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(upstream.status, { ...headers, "content-length": body.length });
    res.end(body);
  });
  await new Promise((resolve) => proxy.listen(PORT + 2, "127.0.0.1", resolve));
  const PROXY = `http://127.0.0.1:${PORT + 2}`;
  if (!args.has("--skip-lighthouse")) {
    const { default: lighthouse } = await import("lighthouse");
    const { launch } = await import("chrome-launcher");
    const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const lhRows = [];
    // A throw-away first run warms Chrome and the Worker up.
    await lighthouse(`${PROXY}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["seo"] });
    for (const path of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${PROXY}${encodeURI(path)}`, { port: chrome.port, output: "json", logLevel: "error" });
      const { categories, audits, environment, runtimeError, runWarnings } = result.lhr;
      if (runtimeError) console.log(`  ${path}: Lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
      for (const warning of runWarnings ?? []) console.log(`  ${path}: ${warning}`);
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const num = (id) => audits[id]?.numericValue ?? NaN;
      lhRows.push([
        path,
        score("performance"),
        score("accessibility"),
        score("best-practices"),
        score("seo"),
        `${(num("largest-contentful-paint") / 1000).toFixed(2)} s`,
        `${Math.round(num("total-blocking-time"))} ms`,
        num("cumulative-layout-shift").toFixed(3),
        `${Math.round(num("mainthread-work-breakdown"))} ms`,
        Math.round(environment.benchmarkIndex),
      ]);
      for (const [id, min] of Object.entries(budgets.lighthouse)) {
        check(score(id) >= min, `${path}: Lighthouse ${id} ${score(id)} < ${min}`);
        if (score(id) < 100 && id !== "performance") {
          const failing = Object.values(audits).filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary").map((a) => a.id);
          console.log(`  ${path} ${id}: failing audits ${failing.join(", ")}`);
        }
      }
      check(num("cumulative-layout-shift") <= budgets.cls, `${path}: CLS ${num("cumulative-layout-shift").toFixed(3)} > ${budgets.cls}`);
    }
    await chrome.kill();
    proxy.close();
    console.log("Lighthouse mobile (simulated slow 4G, 4x CPU slowdown)");
    table(lhRows, ["page", "perf", "a11y", "best-pr", "seo", "LCP", "TBT", "CLS", "main thread", "bench idx"]);
  }

  // 3. Server rendering cost in workerd under a loopback load generator.
  // workerd freezes timers during CPU work, so the render cost is estimated
  // from outside: a page's mean latency minus that of /api/health (the same
  // path through vite preview's proxy and Hono, without React rendering).
  const run = (path, connections) =>
    autocannon({ url: `${ORIGIN}${encodeURI(path)}`, connections, duration: 4, headers: { accept: "text/html" } });
  const baseline = (await run("/api/health", 1)).latency.mean;
  const ssrRows = [["/api/health (baseline)", baseline.toFixed(2), "-", "-", "-", "-"]];
  for (const path of SSR_PAGES) {
    const serial = await run(path, 1);
    const parallel = await run(path, 8);
    const render = Math.max(0, serial.latency.mean - baseline);
    ssrRows.push([path, serial.latency.mean.toFixed(2), render.toFixed(2), serial.latency.p99.toFixed(1), Math.round(parallel.requests.average), parallel.non2xx]);
    check(render <= budgets.ssrMsPerRequest, `${path}: about ${render.toFixed(2)} ms to render > ${budgets.ssrMsPerRequest} ms`);
  }
  console.log("Server rendering in workerd (loopback; latency at 1 connection, req/s at 8 connections)");
  table(ssrRows, ["page", "ms mean", "≈ render ms", "ms p99", "req/s", "non-2xx"]);

  const serverDir = join(root, BUILD_DIR, "server");
  const files = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
  const workerFiles = files(serverDir).filter((f) => f.endsWith(".js"));
  const raw = workerFiles.reduce((n, f) => n + statSync(f).size, 0);
  const gz = workerFiles.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  console.log(`Worker bundle: ${kb(raw)} KB raw, ${kb(gz)} KB gzip (free plan limit 3 MB compressed)\n`);
  check(gz / 1024 <= budgets.workerBundleGzipKB, `worker bundle ${kb(gz)} KB gzip > ${budgets.workerBundleGzipKB} KB`);

  // 4. Relay overhead: a 5 MB admission accepted end to end by the stand-in.
  const image = async (bytes) => {
    // A noisy PNG compresses badly, so its size tracks the pixel count.
    const side = Math.ceil(Math.sqrt(bytes / 3));
    const raw = Buffer.alloc(side * side * 3);
    for (let i = 0; i < raw.length; i++) raw[i] = (i * 2654435761) >>> 24;
    const png = await sharp(raw, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    return `data:image/png;base64,${png.toString("base64")}`;
  };
  const paper = await image(1_150_000);
  const small = await image(200_000);
  const payload = {
    email: "bench@example.com",
    studentName: "Bench Applicant",
    contactNumber: "+9779800000000",
    fathersName: "Bench Father",
    mothersName: "Bench Mother",
    presentAddress: "Kamalpokhari, Kathmandu",
    permanentAddress: "Kamalpokhari, Kathmandu",
    guardianContactNumber: "+9779800000001",
    academicPapers: [paper, paper, paper],
    studentPhoto: small,
    transactionInfo: "BENCH-REF-001",
    transactionDocument: small,
  };
  const body = JSON.stringify(payload);
  const times = [];
  let status = 0;
  for (let i = 0; i < 3; i++) {
    const start = performance.now();
    const res = await fetch(`${ORIGIN}/api/admission`, { method: "POST", headers: { "content-type": "application/json", origin: ORIGIN }, body });
    status = res.status;
    await res.text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(`Relay: ${kb(body.length)} KB admission (${(body.length / 1e6).toFixed(2)} MB) accepted with HTTP ${status}; median ${times[1].toFixed(0)} ms end to end over 3 runs\n`);
  check(status === 200, `relay: 5 MB admission answered ${status}, expected 200`);

  // 5. A results-day burst through the outbox (about 3 minutes).
  const burst = args.has("--skip-burst") ? null : await runBurst({ origin: ORIGIN, standin: `http://127.0.0.1:${PORT + 1}` });
  const b = budgets.burst;
  if (burst) {
  check(burst.non200 === 0, `burst: ${burst.non200} applicants not answered 200`);
  check(burst.p95 <= b.p95AnswerMs, `burst: p95 answer ${burst.p95.toFixed(0)} ms > ${b.p95AnswerMs} ms`);
  check(burst.missing === 0 && burst.duplicates === 0, `burst: ${burst.missing} missing, ${burst.duplicates} duplicated in the inbox`);
  check(burst.lastArrivalS <= b.lastArrivalS, `burst: last arrival ${burst.lastArrivalS.toFixed(0)} s > ${b.lastArrivalS} s`);
  check(burst.maxActive <= b.maxScriptExecutions, `burst: ${burst.maxActive} script executions at once > ${b.maxScriptExecutions}`);
  }

  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/summary.json"), JSON.stringify({ rows, burst, failures }, null, 2));
} finally {
  stop();
}

if (failures.length) {
  console.log(`Budgets broken (${failures.length}):\n- ${failures.join("\n- ")}`);
  if (CHECK) process.exit(1);
} else {
  console.log("All budgets met.");
}
process.exit(0);
