import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { beforeAll, expect, it } from "vitest";
import { NOTE_KEYS } from "../../app/content/confirm";
import buildIsCurrent from "../build-is-current";

/**
 * The office's notes on unconfirmed claims (app/content/confirm.ts) are
 * for the college, never its visitors: a loader strips them (forVisitors),
 * but a page that imports a content module into its own code carries the
 * module, notes and all, in its chunk, where anyone can read them. Read
 * from the client build, which must be the current source's: no file there
 * may hold a note key as an object's key, quoted or not.
 */
const client = join(import.meta.dirname, "../../", process.env.BUILD_DIR || "build", "client");
const TEXT = /\.(js|css|html|json|txt|svg|webmanifest)$|^_headers$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

beforeAll(buildIsCurrent);

it("no note for the college reaches a file the browser can fetch", () => {
  const files = textFiles(client);
  expect(files.length, "run `npm run build` first").toBeGreaterThan(0);
  const keys = [...NOTE_KEYS].join("|");
  const noteKey = new RegExp(`[{,]\\s*(["'\`]?)(${keys})\\1\\s*:\\s*.{0,60}`, "g");
  const found = files.flatMap((path) =>
    [...readFileSync(path, "utf8").matchAll(noteKey)].map((m) => `${relative(client, path)}: ${m[0].slice(1)}`),
  );
  expect(found).toEqual([]);
});
