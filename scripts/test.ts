#!/usr/bin/env node
// npm test: every check a change must pass before it is submitted. The
// build first; then the type check beside the unit tests, since tsc keeps
// one core busy and the Workers tests about one; then, when both passed,
// the browser tests (scripts/test-e2e.ts, which runs its own lanes side by
// side). The exit status is the first failure's.
import { spawn } from "node:child_process";

const npm = (script: string) =>
  new Promise<number>((resolve) =>
    spawn("npm", ["run", script], { stdio: "inherit" }).on("close", (code) => resolve(code ?? 1)),
  );

const failed = (codes: number[]) => codes.find((code) => code !== 0);

let code = await npm("build");
if (!code) code = failed(await Promise.all([npm("typecheck"), npm("test:unit")])) ?? 0;
if (!code) code = await npm("test:e2e");
process.exit(code);
