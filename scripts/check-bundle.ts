#!/usr/bin/env node
// npm run check:bundle — proves the build is what `wrangler deploy` would
// upload, without a Cloudflare account: runs `wrangler deploy --dry-run
// --outdir <tmp>` on the current build (wrangler follows the redirect the
// Vite plugin writes to .wrangler/deploy/config.json, i.e. the built
// build/server/wrangler.json), then measures the Worker bundle it wrote,
// gzip-compressed, against Cloudflare's 3 MB limit for Workers on the free
// plan and exits non-zero above it (or when wrangler refuses the build).
// Run `npm run build` first.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const root = fileURLToPath(new URL("..", import.meta.url));
/** Cloudflare's limit on a Worker's compressed size (free plan). */
const LIMIT_BYTES = 3 * 1024 * 1024;

if (!existsSync(join(root, "build/server/wrangler.json"))) {
  console.error("check:bundle: no build found (build/server/wrangler.json); run `npm run build` first.");
  process.exit(1);
}

const outdir = mkdtempSync(join(tmpdir(), "mbc-deploy-"));
try {
  const wrangler = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], {
    cwd: root,
    encoding: "utf8",
    // No account, no telemetry: this must work on a machine that has never logged in.
    env: { ...process.env, WRANGLER_SEND_METRICS: "false", CLOUDFLARE_API_TOKEN: "", CLOUDFLARE_ACCOUNT_ID: "" },
  });
  const output = `${wrangler.stdout}${wrangler.stderr}`;
  if (wrangler.status !== 0) {
    console.error(output);
    console.error(`check:bundle: wrangler deploy --dry-run failed (exit ${wrangler.status}).`);
    process.exit(1);
  }
  const reported = output.match(/Total Upload: .*/)?.[0];

  // Everything wrangler would upload as the Worker's code (static assets are
  // uploaded separately and do not count towards the limit).
  const files = readdirSync(outdir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory() && !/\.(map|md)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name));
  const contents = files.map((f) => readFileSync(f));
  const raw = contents.reduce((n, c) => n + c.length, 0);
  const gzip = gzipSync(Buffer.concat(contents)).length;
  const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

  console.log(`Worker bundle (wrangler deploy --dry-run, ${files.length} modules)`);
  if (reported) console.log(`  wrangler: ${reported}`);
  console.log(
    `  raw ${kib(raw)}, gzip ${kib(gzip)} of the ${kib(LIMIT_BYTES)} (3 MB) limit: ${((gzip / LIMIT_BYTES) * 100).toFixed(1)}%`,
  );
  if (gzip > LIMIT_BYTES) {
    console.error(`check:bundle: the Worker is ${kib(gzip)} gzip, over Cloudflare's 3 MB limit.`);
    process.exit(1);
  }
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
