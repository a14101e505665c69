#!/usr/bin/env node
// npm run preflight — lists what must be fixed before the site goes live
// (example data in app/content/ and in apps-script/Code.gs's generated
// part, a stale Code.gs, an unconfirmed SITE_URL, Turnstile unset or on
// Cloudflare's testing keys, no office sign-in or an unusable one) and what the
// college should confirm (sample people, facts marked `confirm` with their
// English and Nepali sentences, Nepali not yet reviewed or reviewed against
// words changed since: the e-mail's always, the pages' only while
// NEPALI_VERSION is on). Exits 1 while anything must be fixed, else 0:
// `npm run deploy` runs it first, so example data cannot be deployed by accident, while
// items to confirm never hold a launch up. The rules and the summary live
// in scripts/preflight-rules.ts (unit-tested); this file gathers the
// settings and prints. `npm run preflight -- --env staging` checks the
// trial instead (wrangler.toml's [env.staging]): there a workers.dev
// SITE_URL and Turnstile's testing keys are right, Access is required, so
// are its own ERASURE_KEY and ADMIN_TOKEN (erasing, and `npm run outbox`
// after a restore), and example content is listed without stopping the trial.
// `npm run preflight -- --reviewed <file>…` marks each file's Nepali as
// reviewed against its words and its English twin's as they stand now
// (scripts/preflight-nepali.ts), and checks nothing else.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { unstable_readConfig } from "wrangler";
import { markReviewed } from "./preflight-nepali.ts";

/** What scripts/preflight-rules.ts exports (it imports app content, so only Vite can load it). */
interface LaunchSecrets {
  endpoints: Record<string, string | undefined>;
  siteKey?: string;
  secret: string | boolean;
  secretsUnknown?: string;
  adminToken?: boolean;
  erasureKey?: boolean;
}
interface PreflightRules {
  parseTarget(args: string[]): "production" | "staging" | { problem: string };
  currentLaunchData(vars: Record<string, unknown>, secrets: LaunchSecrets): unknown;
  preflight(data: unknown): unknown[];
  report(findings: unknown[], target: "production" | "staging"): { text: string; exitCode: number };
}

const root = fileURLToPath(new URL("..", import.meta.url));

const reviewedAt = process.argv.indexOf("--reviewed");
if (reviewedAt >= 0) {
  const files = process.argv.slice(reviewedAt + 1);
  if (files.length === 0) {
    process.stderr.write(
      "preflight: --reviewed needs the files the college has checked, e.g. --reviewed app/content/fees.ne.ts\n",
    );
    process.exit(2);
  }
  let failed = false;
  for (const file of files) {
    const result = markReviewed(file, root);
    if ("problem" in result) {
      failed = true;
      process.stderr.write(`preflight: ${result.problem}\n`);
    } else process.stdout.write(`${result.file}: review = "${result.mark}"\n`);
  }
  process.exit(failed ? 1 : 0);
}
const { currentLaunchData, parseTarget, preflight, report } = (
  await runnerImport<PreflightRules>(join(root, "scripts/preflight-rules.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": join(root, "app") } },
  })
).module;

const target = parseTarget(process.argv.slice(2));
if (typeof target !== "string") {
  process.stderr.write(`preflight: ${target.problem}\n`);
  process.exit(2);
}
const env = target === "staging" ? "staging" : undefined;
const config = unstable_readConfig({ config: join(root, "wrangler.toml"), env });
// Settings given for the deploy itself (secrets set earlier cannot be read back).
const environment = Object.fromEntries(
  ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "ACCESS_CERTS_URL", "ADMIN_TOKEN", "ERASURE_KEY"].map((name) => [
    name,
    process.env[name],
  ]),
);
const findings = preflight({
  ...(currentLaunchData({ ...config.vars }, launchSecrets(config.vars)) as object),
  target,
  environment,
});

/**
 * The settings the deployed Worker will have, as far as this machine can
 * tell: values given to this run in the environment (a rehearsal against the
 * local stand-in sets loopback endpoints there), the site key from
 * wrangler.toml, and otherwise the names of the Worker's secrets on
 * Cloudflare. .dev.vars is left out: it configures local runs, never the
 * deployed Worker.
 */
function launchSecrets(vars: Record<string, unknown>): LaunchSecrets {
  const given = (name: string) => process.env[name]?.trim() || undefined;
  const endpoints = Object.fromEntries(
    ["ENQUIRY_ENDPOINT", "VISIT_ENDPOINT", "ADMISSION_ENDPOINT"].map((name) => [name, given(name)]),
  );
  const siteKey =
    given("TURNSTILE_SITE_KEY") ?? (typeof vars.TURNSTILE_SITE_KEY === "string" ? vars.TURNSTILE_SITE_KEY : "");
  const secret = given("TURNSTILE_SECRET");
  // The Worker's secrets are listed only when a value this run was not given must be looked for there.
  if (secret && given("ADMIN_TOKEN") && given("ERASURE_KEY")) return { endpoints, siteKey, secret };
  const names = workerSecretNames();
  if (!Array.isArray(names)) return { endpoints, siteKey, secret: secret ?? false, secretsUnknown: names.problem };
  return {
    endpoints,
    siteKey,
    secret: secret ?? names.includes("TURNSTILE_SECRET"),
    adminToken: names.includes("ADMIN_TOKEN"),
    erasureKey: names.includes("ERASURE_KEY"),
  };
}

/** The names of the target Worker's secrets on Cloudflare (`wrangler secret list`; needs `npx wrangler login`). */
function workerSecretNames(): string[] | { problem: string } {
  try {
    const out = execFileSync(
      "npx",
      ["wrangler", "secret", "list", "--format", "json", ...(env ? ["--env", env] : [])],
      {
        cwd: root,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
        timeout: 60_000,
        env: { ...process.env, CI: "true" },
      },
    );
    const list = JSON.parse(out.slice(out.indexOf("["))) as { name: string }[];
    return list.map((s) => s.name);
  } catch {
    return {
      problem:
        "`npx wrangler secret list` failed: log in with `npx wrangler login`, or give this run TURNSTILE_SECRET, ADMIN_TOKEN and ERASURE_KEY",
    };
  }
}

const { text, exitCode } = report(findings, target);
process.stdout.write(text);
process.exit(exitCode);
