#!/usr/bin/env node
// npm run preflight — lists every value the college must replace or confirm
// before the site goes live (example contact, bank, social and partner
// details in app/content/, an unconfirmed SITE_URL in wrangler.toml, every
// sample person, and every fact marked `confirm` in app/content/) and exits
// 1 while any remain. `npm run deploy` runs it first, so
// example data cannot be deployed by accident. The rules live in
// scripts/preflight-rules.ts (unit-tested); this file loads the content and
// the config and prints.
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";
import { unstable_readConfig } from "wrangler";

/** What scripts/preflight-rules.ts exports (it imports app content, so only Vite can load it). */
interface Finding {
  group: string;
  where: string;
  value: string;
  why: string;
}
interface PreflightRules {
  currentLaunchData(vars: Record<string, unknown>): unknown;
  preflight(data: unknown): Finding[];
}

const root = fileURLToPath(new URL("..", import.meta.url));
const { currentLaunchData, preflight } = (
  await runnerImport<PreflightRules>(join(root, "scripts/preflight-rules.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": join(root, "app") } },
  })
).module;

const config = unstable_readConfig({ config: join(root, "wrangler.toml") });
// Settings given for the deploy itself (secrets set earlier cannot be read back).
const environment = Object.fromEntries(
  ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "ACCESS_CERTS_URL", "ADMIN_TOKEN"].map((name) => [name, process.env[name]]),
);
const findings = preflight({ ...(currentLaunchData({ ...config.vars }) as object), environment });

if (findings.length === 0) {
  console.log("preflight: no example values, sample people or facts to confirm remain. Ready to deploy.");
  process.exit(0);
}

console.log(`preflight: ${findings.length} values to replace or confirm before the site goes live\n`);
const groups = [...new Set(findings.map((f) => f.group))];
for (const group of groups) {
  const items = findings.filter((f) => f.group === group);
  console.log(`${group} (${items.length})`);
  for (const f of items) console.log(`  ${f.where}\n      ${JSON.stringify(f.value)}: ${f.why}`);
  console.log("");
}
console.log('Replace or confirm each in the file named (README, "Going live"), then run `npm run preflight` again.');
process.exit(1);
