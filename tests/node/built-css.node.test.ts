import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/**
 * A declaration that reads a custom property with no fallback and no value
 * is invalid as a whole, and the browser quietly drops it: UnoCSS's wind4
 * utilities build values out of variables that another utility may or may
 * not set (`touch-pan-y` once gave `touch-action: var(--un-pan-x)
 * var(--un-pan-y) var(--un-pinch-zoom)`, two of them never set, so a finger
 * swipe on the carousel scrolled the page instead). Read from the client
 * build: every `var(--x)` without a fallback must name a property that some
 * rule sets or that `@property` gives an initial value.
 */
const client = join(import.meta.dirname, "../../build/client");

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [readFileSync(path, "utf8").replace(/\/\*[\s\S]*?\*\//g, "")] : [];
  });
}

/** The declaration around `at`: from the rule's or previous declaration's end to its own. */
function declarationAt(css: string, at: number): string {
  const start = Math.max(css.lastIndexOf("{", at), css.lastIndexOf(";", at)) + 1;
  const ends = [css.indexOf(";", at), css.indexOf("}", at)].filter((i) => i >= 0);
  return css.slice(start, Math.min(...ends)).trim();
}

it("every custom property read without a fallback is given a value somewhere in the built CSS", () => {
  const sheets = stylesheets(client);
  expect(sheets.length, "run `npm run build` first").toBeGreaterThan(0);
  const given = new Set<string>();
  for (const css of sheets) {
    // Set by a declaration (`--x: …`, not its own `@property` block) …
    for (const [, name] of css.matchAll(/[{;]\s*(--[\w-]+)\s*:/g)) given.add(name!);
    // … or registered with an initial value.
    for (const [, name, body] of css.matchAll(/@property\s+(--[\w-]+)\s*\{([^}]*)\}/g))
      if (/initial-value\s*:/.test(body!)) given.add(name!);
  }
  const unset = sheets.flatMap((css) =>
    [...css.matchAll(/var\(\s*(--[\w-]+)\s*\)/g)]
      .filter(([, name]) => !given.has(name!))
      .map((match) => `${match[1]} in ${declarationAt(css, match.index)}`),
  );
  expect([...new Set(unset)]).toEqual([]);
});
