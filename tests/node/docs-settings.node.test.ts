import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { SETTING_NAMES } from "../../worker/config";

/**
 * The "Settings" table in docs/going-live.md is where whoever runs the site
 * looks a setting up: every variable and secret the Worker reads, every
 * binding wrangler.toml gives it, and every Script Property the college's
 * script reads has a row there.
 */
const root = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(root, path), "utf8");

it("lists every setting of the Worker, its bindings and the script's properties", () => {
  const guide = read("docs/going-live.md");
  const table = guide.slice(guide.indexOf("\n## Settings"));
  const named = new Set(
    table
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .flatMap((line) => [...line.split("|")[1]!.matchAll(/`(\w+)`/g)].map((m) => m[1]!)),
  );
  const toml = read("wrangler.toml");
  const bindings = [...toml.matchAll(/^(?:binding|name) = "(\w+)"/gm)].map((m) => m[1]!);
  const properties = [...read("apps-script/Code.gs").matchAll(/^var \w+_PROPERTY = "(\w+)";/gm)].map((m) => m[1]!);
  expect(SETTING_NAMES.length).toBeGreaterThan(20);
  expect(bindings).toContain("OUTBOX_DB");
  expect(properties).toContain("RELAY_SECRET");
  // The Worker's own name (name = "mbc-website") is no setting.
  const missing = [...SETTING_NAMES, ...bindings.filter((b) => b !== b.toLowerCase()), ...properties].filter(
    (name) => !named.has(name),
  );
  expect(missing).toEqual([]);
});
