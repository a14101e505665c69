#!/usr/bin/env node
// The browser tests, as `npm run test:e2e` runs them: the parallel projects
// (chromium, phone) and the stateful project side by side, each against a
// server of its own. The stateful specs change what a whole server shares
// (the stand-in's load limits, the outbox's lists, the office's pages), so
// they run one at a time and never against the server the other specs use;
// most of their time is spent waiting (for retries, restarts, a killed
// process to come back), which the other projects fill. Every port a spec
// uses is derived from E2E_PORT, so the stateful run's server, stand-in and
// per-spec servers sit STATEFUL_PORT_OFFSET above the others'.
//
// Each run's output is passed through line by line as it comes (Playwright's
// list reporter names each test's project); the exit status is the first
// failure's, or 0 when both pass. Arguments are passed to both runs.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const STATEFUL_PORT_OFFSET = 100;
const base = Number(process.env.E2E_PORT || 8790);
const extra = process.argv.slice(2);

function run(label: string, args: string[], port: number): Promise<number> {
  const child = spawn("npx", ["playwright", "test", ...args, ...extra], {
    env: { ...process.env, E2E_PORT: String(port) },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [child.stdout, child.stderr])
    createInterface({ input: stream }).on("line", (line) => console.log(line));
  return new Promise((resolve) =>
    child.on("close", (code, signal) => {
      console.log(`== ${label}: ${code === 0 ? "passed" : `failed (${signal ?? `exit ${code}`})`}`);
      resolve(code ?? 1);
    }),
  );
}

const codes = await Promise.all([
  run("chromium and phone", ["--project=chromium", "--project=phone"], base),
  run("stateful", ["--project=stateful", "--workers=1"], base + STATEFUL_PORT_OFFSET),
]);
process.exit(codes.find((code) => code !== 0) ?? 0);
