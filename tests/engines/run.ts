#!/usr/bin/env node
// The site in Firefox and WebKit (`npm run test:engines`, part of `npm test`):
// the frame, the home page and the enquiry form at a phone's and a desktop's
// width, against the production build served the way `npm start` serves it,
// with the spreadsheet stand-in (npm test builds first).
//
// Chromium is the e2e suite's engine (Playwright); Playwright's own Firefox
// and WebKit builds cannot be downloaded on the project's machines, so these
// two run from Debian's packages through their own drivers (drivers.ts).
// Kept cheap, as it counts against CI's budget: one browser session per
// engine (per width for WebKit, drivers.ts says why), one page load per
// scenario, one engine at a time.
//
// Without the engines installed it fails in CI (CI set) and skips elsewhere,
// saying what to install (docs/development.md, "Other browser engines").
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { type Engine, firefox, missingEngines, webkit } from "./drivers.ts";
import { holdImage } from "./held-image.ts";
import { DESKTOP_WIDTH, PHONE_WIDTH, SCENARIOS, type Site } from "./scenarios.ts";

const PORT = Number(process.env.ENGINES_PORT || 8794);
// ENGINES_URL: a site already running (`npm start`), which then serves the scenarios instead of a server of their own.
const baseURL = process.env.ENGINES_URL || `http://127.0.0.1:${PORT}`;
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const missing = missingEngines();
if (missing.length > 0) {
  const what = `Firefox and WebKit tests need: ${missing.join("; ")}. Install with: apt-get install -y firefox-esr webkit2gtk-driver xvfb (docs/development.md).`;
  if (process.env.CI) {
    console.error(`engines: ${what}`);
    process.exit(1);
  }
  console.warn(`engines: skipped. ${what}`);
  process.exit(0);
}

const state = mkdtempSync(join(tmpdir(), "engines-"));
const server: ChildProcess | undefined = process.env.ENGINES_URL
  ? undefined
  : spawn(process.execPath, ["scripts/serve.ts"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        STANDIN_PORT: String(PORT + 1),
        STANDIN_DATA_DIR: join(state, "inbox"),
        WORKER_STATE_DIR: join(state, "worker"),
        NEPALI_VERSION: "on",
      },
      detached: true,
      stdio: ["ignore", "ignore", "inherit"],
    });
function stopServer() {
  try {
    if (server?.pid) process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
}
process.on("exit", () => {
  stopServer();
  rmSync(state, { recursive: true, force: true });
});
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => process.exit(1));

async function serverUp() {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (server && server.exitCode !== null) throw new Error(`scripts/serve.ts exited with ${server.exitCode}`);
    const ok = await fetch(`${baseURL}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`the site did not answer on ${baseURL} within 120 s`);
}

let failures = 0;
// A driver's error may have an empty message (WebKitWebDriver's "element not interactable" has): its name says what it was.
const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));
// In CI a failed scenario is run once more, as the Playwright projects' tests are (retries: 1), and a
// pass then is reported as flaky: a busy 2-core machine sometimes misses a scroll restore in Firefox.
const RETRIES = process.env.CI ? 1 : 0;
async function runAll(engine: Engine, site: Site) {
  for (const width of engine.widths) {
    const here = SCENARIOS.filter(
      (s) => s.widths.includes(width) && (!s.touch || engine.touch) && !!s.reducedMotion === engine.reducedMotion,
    );
    for (const scenario of here) {
      for (let attempt = 0; ; attempt++) {
        const at = Date.now();
        try {
          await scenario.run(engine, width, site);
          console.log(
            `  ${attempt ? "flaky" : "ok   "} ${engine.name} at ${width} px: ${scenario.name} (${seconds(at)})`,
          );
          break;
        } catch (error) {
          console.log(`  FAIL  ${engine.name} at ${width} px: ${scenario.name} (${seconds(at)})`);
          console.log(`        ${describe(error)}`.replaceAll("\n", "\n        "));
          if (attempt >= RETRIES) {
            failures++;
            break;
          }
        }
      }
    }
  }
}

/** One engine's session, closed whatever happens; a session that cannot start is a failure of its own. */
async function withEngine(name: string, start: () => Promise<Engine>) {
  // A front of its own per session, so no cache of an earlier session's has the held image.
  const held = await holdImage(baseURL);
  const at = Date.now();
  let engine: Engine | undefined;
  try {
    engine = await start();
    await runAll(engine, { held: held.url });
  } catch (error) {
    failures++;
    console.log(`  FAIL  ${name}: ${describe(error)}`);
  } finally {
    await engine?.close().catch(() => {});
    await held.close();
    console.log(`  ${name}: ${seconds(at)}`);
  }
}

await serverUp();
console.log(`engines: the site is up on ${baseURL} (${seconds(started)})`);
await withEngine("firefox", () => firefox(baseURL));
await withEngine("webkit at 390 px", () => webkit(baseURL, PHONE_WIDTH, PORT + 2));
await withEngine("webkit at 1366 px", () => webkit(baseURL, DESKTOP_WIDTH, PORT + 3));
// The scenarios for a visitor who prefers reduced motion, in sessions of their own (the setting is the browser's).
await withEngine("firefox, reduced motion", () => firefox(baseURL, { reducedMotion: true }));
await withEngine("webkit at 390 px, reduced motion", () =>
  webkit(baseURL, PHONE_WIDTH, PORT + 4, { reducedMotion: true }),
);
console.log(`engines: ${failures === 0 ? "all passed" : `${failures} failed`} in ${seconds(started)}`);
process.exit(failures === 0 ? 0 : 1);
