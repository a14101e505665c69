// Lighthouse mobile scores (default simulated throttling) for a few pages,
// against the score and layout-shift budgets. `vite preview` serves
// everything uncompressed while Cloudflare compresses text, so Lighthouse
// goes through a small gzip proxy to see realistic transfers.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import type { Stage } from "./budgets.ts";
import { CHROME_FLAGS, COMPRESSIBLE, chromePath } from "./chrome.ts";
import { table } from "./report.ts";

const LIGHTHOUSE_PAGES = ["/", "/programs/l4dc", "/apply", "/about/gallary", "/admission/fees-funding"];

/** A gzip-compressing proxy to `origin` on `port`; resolves once it listens. */
async function gzipProxy(origin: string, port: number) {
  const proxy = createServer(async (req, res) => {
    const upstream = await fetch(`${origin}${req.url}`, {
      headers: { accept: req.headers.accept ?? "*/*" },
      redirect: "manual",
    });
    const headers: Record<string, string> = Object.fromEntries(upstream.headers);
    delete headers["content-length"];
    delete headers["content-encoding"];
    delete headers["transfer-encoding"];
    let body = Buffer.from(await upstream.arrayBuffer());
    if (/gzip/.test(req.headers["accept-encoding"] ?? "") && COMPRESSIBLE.test(headers["content-type"] ?? "")) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    res.writeHead(upstream.status, { ...headers, "content-length": body.length });
    res.end(body);
  });
  await new Promise<void>((resolve) => proxy.listen(port, "127.0.0.1", resolve));
  return proxy;
}

export async function runLighthouse({ origin, budgets, check }: Stage, proxyPort: number) {
  const proxy = await gzipProxy(origin, proxyPort);
  const PROXY = `http://127.0.0.1:${proxyPort}`;
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS });
  const lhRows: (string | number)[][] = [];
  // A throw-away first run warms Chrome and the Worker up.
  await lighthouse(`${PROXY}/`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["seo"] });
  for (const path of LIGHTHOUSE_PAGES) {
    const result = await lighthouse(`${PROXY}${encodeURI(path)}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits, environment, runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.log(`  ${path}: Lighthouse runtime error ${runtimeError.code}: ${runtimeError.message}`);
    for (const warning of runWarnings ?? []) console.log(`  ${path}: ${warning}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const num = (id: string) => audits[id]?.numericValue ?? NaN;
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
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        console.log(`  ${path} ${id}: failing audits ${failing.join(", ")}`);
      }
    }
    check(
      num("cumulative-layout-shift") <= budgets.cls,
      `${path}: CLS ${num("cumulative-layout-shift").toFixed(3)} > ${budgets.cls}`,
    );
  }
  await chrome.kill();
  proxy.close();
  console.log("Lighthouse mobile (simulated slow 4G, 4x CPU slowdown)");
  table(lhRows, ["page", "perf", "a11y", "best-pr", "seo", "LCP", "TBT", "CLS", "main thread", "bench idx"]);
}
