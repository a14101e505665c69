#!/usr/bin/env node
// Serves the production build inside the Workers runtime (workerd, through
// `vite preview`) at http://localhost:8787, or $PORT.
//
// When no spreadsheet endpoints are configured (neither in the environment
// nor in .dev.vars), it also starts the local stand-in for the college's
// spreadsheet script (scripts/standin.mjs) so the forms work on a fresh
// machine; submissions land in .data/inbox/.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const port = Number(process.env.PORT || 8787);
const FORMS = ["ENQUIRY", "VISIT", "ADMISSION"];

function configuredInDevVars(name) {
  const file = `${root}.dev.vars`;
  return existsSync(file) && new RegExp(`^\\s*${name}\\s*=`, "m").test(readFileSync(file, "utf8"));
}

const env = { ...process.env, CLOUDFLARE_INCLUDE_PROCESS_ENV: "true" };
const missing = FORMS.filter((f) => !process.env[`${f}_ENDPOINT`] && !configuredInDevVars(`${f}_ENDPOINT`));
let standin;
if (missing.length > 0 && existsSync(`${root}scripts/standin.mjs`)) {
  const { startStandin } = await import("./standin.mjs");
  standin = await startStandin({ port: Number(process.env.STANDIN_PORT || port + 1) });
  for (const form of missing) env[`${form}_ENDPOINT`] = `${standin.url}/macros/s/${form.toLowerCase()}/exec`;
  console.log(`Local spreadsheet stand-in on ${standin.url}; submissions are written to .data/inbox/`);
}

const preview = spawn(
  process.execPath,
  [`${root}node_modules/vite/bin/vite.js`, "preview", "--port", String(port), "--strictPort", "--host", "127.0.0.1"],
  { cwd: root, env, stdio: "inherit" },
);
const stop = () => {
  preview.kill("SIGTERM");
  standin?.close();
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
preview.on("exit", (code) => {
  standin?.close();
  process.exit(code ?? 0);
});
