#!/usr/bin/env node
// npm run apps-script — rewrites the generated part of apps-script/Code.gs
// (the college's contact details and the confirmation e-mail's words) from
// app/content/ and app/forms/contract/ (scripts/apps-script-block.ts). Run
// it after changing those, then paste Code.gs into the Apps Script editor
// again (docs/going-live.md, "The forms' spreadsheet and script").
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const { withGeneratedBlock } = (
  await runnerImport<{ withGeneratedBlock(source: string): string }>(join(root, "scripts/apps-script-block.ts"), {
    configFile: false,
    logLevel: "error",
    resolve: { alias: { "~": join(root, "app") } },
  })
).module;

const file = join(root, "apps-script/Code.gs");
const before = readFileSync(file, "utf8");
const after = withGeneratedBlock(before);
if (after === before) console.log("apps-script/Code.gs is up to date.");
else {
  writeFileSync(file, after);
  console.log("apps-script/Code.gs updated: paste it into the Apps Script editor and deploy a new version.");
}
