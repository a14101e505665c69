#!/usr/bin/env node
// The browser tests, as `npm run test:e2e` runs them, in two lanes side by
// side, each against servers of its own:
//
// - the parallel Playwright projects (chromium, phone);
// - the stateful project, then Firefox and WebKit (tests/engines/run.ts).
//   The stateful specs change what a whole server shares (the stand-in's
//   load limits, the outbox's lists, the office's pages), so they run one at
//   a time and never against the server the other specs use; most of their
//   time is spent waiting (for retries, restarts, a killed process to come
//   back), which the first lane fills.
//
// Every port a spec uses is derived from E2E_PORT, so the stateful run's
// server, stand-in and per-spec servers sit STATEFUL_PORT_OFFSET above the
// others', and the engines' server ENGINES_PORT_OFFSET above.
//
// Each run's output is passed through line by line as it comes (Playwright's
// list reporter names each test's project); the exit status is the first
// failure's, or 0 when all pass. Arguments are passed to the Playwright runs.
import { spawn } from "node:child_process";
import { createInterface } from "node:readline";

const STATEFUL_PORT_OFFSET = 100;
const ENGINES_PORT_OFFSET = 200;
const base = Number(process.env.E2E_PORT || 8790);
const extra = process.argv.slice(2);

function run(label: string, command: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env },
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

const playwright = (...args: string[]) => ["npx", "playwright", "test", ...args, ...extra];

const codes = await Promise.all([
  run("chromium and phone", playwright("--project=chromium", "--project=phone"), { E2E_PORT: String(base) }),
  (async () => [
    await run("stateful", playwright("--project=stateful", "--workers=1"), {
      E2E_PORT: String(base + STATEFUL_PORT_OFFSET),
    }),
    await run("Firefox and WebKit", [process.execPath, "tests/engines/run.ts"], {
      ENGINES_PORT: String(base + ENGINES_PORT_OFFSET),
    }),
  ])(),
]);
process.exit(codes.flat().find((code) => code !== 0) ?? 0);
