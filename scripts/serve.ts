#!/usr/bin/env node
// Serves the production build inside the Workers runtime (workerd, through
// `vite preview`) at http://localhost:8787, or $PORT, with the outbox (D1,
// R2 and Queues emulated by Miniflare; D1 and R2 persist under
// .wrangler/state, or $WORKER_STATE_DIR). The outbox's D1 schema is brought
// up to date first with `wrangler d1 migrations apply --local`, on the same
// state folder the Worker then opens, unless the database already lists
// every migration as applied (wrangler's own record, read directly), or is
// new and a copy of one migrated from the same files is at hand under
// .data/migrated-d1 (scripts/local-d1.ts: the test servers start dozens of
// times a run, each new state folder costing wrangler 7-9 s of CPU).
//
// When no spreadsheet endpoints are configured (neither in the environment
// nor in .dev.vars), it also starts the local stand-in for the college's
// spreadsheet script (scripts/standin.ts) so the forms work on a fresh
// machine; submissions land in .data/inbox/. The stand-in and the Worker
// then share a relay secret made up for this run.
//
// The office's alert e-mail (worker/outbox/alert.ts) goes to made-up local
// addresses unless ALERT_EMAIL_TO and ALERT_EMAIL_FROM are configured.
// Miniflare's send_email binding writes each message it is given to a .eml
// file under .wrangler/tmp/email/, logs that path, and deletes the folder
// when the server stops; this script copies each one into .data/mail/ as it
// is logged, so a developer can read it after the server has stopped too.
//
// The office's page (/office) needs a way to sign in: unless ADMIN_TOKEN or
// Cloudflare Access is configured, a token is made up for this run and
// printed with the page's address once the server answers. A configured
// ADMIN_TOKEN shorter than 32 characters, which the Worker counts as unset,
// is reported instead.
//
// Erasing needs ERASURE_KEY (the key of the erased submissions' tombstones,
// worker/outbox/tombstones.ts): unless configured, one is made up once and
// kept beside the local R2 it keys, so a tombstone written in one run is
// still recognised in the next.
//
// Cron triggers do not fire locally, so this script runs the Worker's
// scheduled handler itself: once at start ("@start": queue messages live in
// memory locally, so every pending submission is enqueued again, which is
// how a submission accepted before a restart is still delivered), then
// every 10 minutes like the deployed cron.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { prepareLocalD1 } from "./local-d1.ts";
import type { Standin } from "./standin.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT || 8787);
const origin = `http://127.0.0.1:${port}`;
const FORMS = ["ENQUIRY", "VISIT", "ADMISSION"];

function devVar(name: string): string | undefined {
  const file = `${root}.dev.vars`;
  if (!existsSync(file)) return undefined;
  const line = new RegExp(`^\\s*${name}\\s*=\\s*(.*?)\\s*$`, "m").exec(readFileSync(file, "utf8"));
  return line?.[1]?.replace(/^(["'])(.*)\1$/, "$2");
}
const configuredInDevVars = (name: string) => devVar(name) !== undefined;

const env: NodeJS.ProcessEnv = { ...process.env, CLOUDFLARE_INCLUDE_PROCESS_ENV: "true" };
const missing = FORMS.filter((f) => !process.env[`${f}_ENDPOINT`] && !configuredInDevVars(`${f}_ENDPOINT`));
let standin: Standin | undefined;
if (missing.length > 0 && existsSync(`${root}scripts/standin.ts`)) {
  const { startStandin } = await import("./standin.ts");
  if (!env.RELAY_SECRET && !configuredInDevVars("RELAY_SECRET"))
    env.RELAY_SECRET = randomBytes(24).toString("base64url");
  standin = await startStandin({ port: Number(process.env.STANDIN_PORT || port + 1), secret: env.RELAY_SECRET });
  for (const form of missing) env[`${form}_ENDPOINT`] = `${standin.url}/macros/s/${form.toLowerCase()}/exec`;
  console.log(`Local spreadsheet stand-in on ${standin.url}; submissions are written to .data/inbox/`);
}

// Locally the Nepali version is on, so the college can review it (docs/going-live.md, "The Nepali version").
for (const [name, local] of [
  ["ALERT_EMAIL_TO", "office@college.test"],
  ["ALERT_EMAIL_FROM", "website@college.test"],
  ["NEPALI_VERSION", "on"],
] as const) {
  if (!env[name] && !configuredInDevVars(name)) env[name] = local;
}
const mailDir = `${root}.data/mail`;
console.log(`Alert e-mails to the office are written to .data/mail/ (to ${env.ALERT_EMAIL_TO ?? "ALERT_EMAIL_TO"})`);
// The Worker counts an ADMIN_TOKEN shorter than this as unset (worker/config.ts, ADMIN_TOKEN_MIN_LENGTH).
const ADMIN_TOKEN_MIN_LENGTH = 32;
const officeSignIn = (() => {
  if (process.env.ACCESS_TEAM_DOMAIN || configuredInDevVars("ACCESS_TEAM_DOMAIN")) return "through Cloudflare Access";
  const given = process.env.ADMIN_TOKEN ? "environment" : configuredInDevVars("ADMIN_TOKEN") ? ".dev.vars" : "";
  const token = (given === "environment" ? process.env.ADMIN_TOKEN : devVar("ADMIN_TOKEN"))?.trim() ?? "";
  if (given && token.length >= ADMIN_TOKEN_MIN_LENGTH)
    return given === "environment" ? "with the ADMIN_TOKEN from the environment" : "with the ADMIN_TOKEN in .dev.vars";
  if (given) {
    console.warn(
      `The ADMIN_TOKEN in the ${given} is ${token.length} characters long: the Worker counts one shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters as unset, so the office's token sign-in and the operator API are off. Give it a long random value, or remove it and this script makes one up for the run.`,
    );
    return "nowhere: ADMIN_TOKEN is too short (see above)";
  }
  env.ADMIN_TOKEN = randomBytes(24).toString("base64url");
  return `with this run's token: ${env.ADMIN_TOKEN}`;
})();

const stateDir = process.env.WORKER_STATE_DIR || ".wrangler/state";
if (!env.ERASURE_KEY && !configuredInDevVars("ERASURE_KEY")) {
  const keyFile = join(stateDir, "erasure-key");
  if (!existsSync(keyFile)) {
    mkdirSync(stateDir, { recursive: true });
    writeFileSync(keyFile, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  env.ERASURE_KEY = readFileSync(keyFile, "utf8").trim();
}
prepareLocalD1(stateDir, `${root}migrations`, `${root}.data/migrated-d1`, () =>
  execFileSync(
    process.execPath,
    [
      `${root}node_modules/wrangler/bin/wrangler.js`,
      "d1",
      "migrations",
      "apply",
      "OUTBOX_DB",
      "--local",
      "--persist-to",
      stateDir,
    ],
    // CI=true: never ask for confirmation; only what failed is shown.
    { cwd: root, env: { ...process.env, CI: "true" }, stdio: ["ignore", "ignore", "inherit"] },
  ),
);

const preview = spawn(
  process.execPath,
  [
    `${root}node_modules/vite/bin/vite.js`,
    "preview",
    "--config",
    `${root}scripts/preview.vite.config.ts`,
    "--port",
    String(port),
    "--strictPort",
    "--host",
    "127.0.0.1",
  ],
  { cwd: root, env, stdio: ["inherit", "pipe", "inherit"] },
);

// Passes the server's output through, keeping a copy of each e-mail Miniflare reports.
createInterface({ input: preview.stdout! }).on("line", (line) => {
  console.log(line);
  const sent = /^Email: (\S+\.eml)$/.exec(line.trim());
  if (!sent?.[1]) return;
  try {
    mkdirSync(mailDir, { recursive: true });
    copyFileSync(sent[1], `${mailDir}/${basename(sent[1])}`);
  } catch (error) {
    console.error(`Could not copy ${sent[1]} to .data/mail/: ${(error as Error).message}`);
  }
});

/** Run the Worker's scheduled handler the way Miniflare exposes it. */
async function trigger(cron: string) {
  try {
    const res = await fetch(`${origin}/cdn-cgi/handler/scheduled?cron=${encodeURIComponent(cron)}`);
    if (!res.ok) console.error(`Outbox sweep (${cron}) answered ${res.status}`);
  } catch (error) {
    console.error(`Outbox sweep (${cron}) failed: ${(error as Error).message}`);
  }
}

async function whenUp() {
  for (;;) {
    try {
      await fetch(`${origin}/api/health`);
      return;
    } catch {
      await new Promise((resume) => setTimeout(resume, 250));
    }
  }
}

let timer: NodeJS.Timeout | undefined;
whenUp().then(async () => {
  console.log(`The office's page: http://localhost:${port}/office (sign in ${officeSignIn})`);
  await trigger("@start");
  timer = setInterval(() => trigger("*/10 * * * *"), 10 * 60_000);
});

const stop = () => {
  clearInterval(timer);
  preview.kill("SIGTERM");
  standin?.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
preview.on("exit", (code) => {
  clearInterval(timer);
  standin?.close();
  process.exit(code ?? 0);
});
