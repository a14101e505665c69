#!/usr/bin/env node
// npm run deploy — preflight, build, `wrangler deploy`, stopping at the
// first step that fails. npm run deploy:staging (`-- --env staging`) does
// the same for the trial, wrangler.toml's [env.staging]: the Cloudflare
// Vite plugin fixes the environment when it builds (it writes that
// environment's settings into build/server/wrangler.json, which `wrangler
// deploy` then uploads), so the build is told through CLOUDFLARE_ENV, and
// `wrangler deploy` is run without --env: given a production build, an
// --env flag would be ignored and the public site's settings deployed under
// the trial's name. Plain Node rather than a shell line, so the same
// command works on Windows.
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const staging = args.join(" ").match(/--env(=|\s+)staging\b/) !== null;
if (args.length > 0 && !staging) {
  process.stderr.write(
    "deploy: the only option is --env staging (the trial); without it the public site is deployed\n",
  );
  process.exit(2);
}

// CLOUDFLARE_ENV left over in the shell would otherwise pick the build's environment.
const env = { ...process.env };
delete env.CLOUDFLARE_ENV;
if (staging) env.CLOUDFLARE_ENV = "staging";

const steps: [string, string[]][] = [
  ["node", ["scripts/preflight.ts", ...(staging ? ["--env", "staging"] : [])]],
  ["npm", ["run", "build"]],
  ["npx", ["wrangler", "deploy"]],
];
for (const [command, commandArgs] of steps) {
  process.stdout.write(
    `\n> ${command} ${commandArgs.join(" ")}${staging ? "   (the trial: CLOUDFLARE_ENV=staging)" : ""}\n`,
  );
  const run = spawnSync(command, commandArgs, {
    cwd: root,
    env,
    stdio: "inherit",
    // npm and npx are .cmd files on Windows, which only a shell starts.
    shell: process.platform === "win32",
  });
  if (run.status !== 0) {
    process.stderr.write(`deploy: \`${command} ${commandArgs.join(" ")}\` failed; nothing after it was run.\n`);
    process.exit(run.status ?? 1);
  }
}
