import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { expect, it } from "vitest";

/**
 * The page script (app/page-script.ts) runs on every page, and pages that
 * have no form load nothing else: it must never bring React along (a
 * component it shares a module with could pull it into a chunk with React)
 * and must stay small. Read from the client build, following its imports.
 */
const assets = join(import.meta.dirname, "../../build/client/assets");
const REACT_MARK = "react.transitional.element";
/** Gzipped, the page script with everything it imports. */
const MAX_GZIP_BYTES = 4 * 1024;

function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(join(assets, file), "utf8");
  for (const [, imported] of source.matchAll(/(?:import|from)\s*["'`]\.\/([\w.-]+\.js)["'`]/g))
    withImports(imported!, seen);
  return seen;
}

it("the page script and its imports carry no React and stay under 4 KB gzipped", () => {
  const entry = readdirSync(assets).find((name) => /^page-script-[\w-]+\.js$/.test(name));
  expect(entry, "run `npm run build` first").toBeTruthy();
  const files = [...withImports(entry!)];
  const sources = files.map((file) => readFileSync(join(assets, file)));
  for (const [i, source] of sources.entries()) expect(source.toString(), files[i]).not.toContain(REACT_MARK);
  expect(gzipSync(Buffer.concat(sources)).length).toBeLessThan(MAX_GZIP_BYTES);
});
