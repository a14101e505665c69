/**
 * The review marks of the site's Nepali (decision 033). Every source file
 * whose text holds Devanagari carries one line,
 *
 *   export const review = "unreviewed";
 *
 * until the college has read its Nepali, and then
 *
 *   export const review = "reviewed against 1a2b3c4d5e6f";
 *
 * where the twelve hex digits are the start of a SHA-256 over the words the
 * reviewer read: the file's own and its English twin's (englishTwins). When
 * either changes, the hash no longer matches and `npm run preflight` lists
 * the file to review again, naming the files to compare. The hash covers the
 * words only (string and template text, JSX text, numbers), not comments,
 * imports, types or layout, so reformatting or refactoring does not send the
 * college back to text it has read. `npm run preflight -- --reviewed <file>`
 * writes the mark with the current hash (markReviewed): nobody computes one
 * by hand.
 *
 * Plain Node (no app content is imported), so the mark writer runs without
 * the site's build.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The folders whose files can reach a visitor, an applicant or the office: every one is searched for marks. */
export const SOURCE_DIRS = ["app", "apps-script", "bench", "scripts", "worker"] as const;

/** The mark's line; `var` is Apps Script's form of it (apps-script/*.gs). */
export const REVIEW_LINE = /^(export const|var) review = "([^"\n]*)";[ \t]*\n?/m;

const HASH_LENGTH = 12;
const REVIEWED = new RegExp(`^reviewed against ([0-9a-f]{${HASH_LENGTH}})$`);
const DEVANAGARI = /[\u0900-\u097F]/;

/** A file of the site's Nepali and where its review stands. */
export interface NepaliFile {
  /** The path from the repository's root, e.g. "app/content/fees.ne.ts". */
  file: string;
  reviewed: boolean;
  /** Why it is listed, when it is not reviewed. */
  why: string;
  /** The English the review is checked against, from the repository's root (empty: the file holds both languages). */
  english: string[];
}

const isSource = (file: string) => /\.(tsx?|gs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\.d\.ts$/.test(file);

/**
 * The words of a source file, in order: its string and template text, JSX
 * text and numbers. Comments, module paths, types, identifiers and regular
 * expressions (a name's pattern may name the Devanagari block) are left
 * out: a change to them changes nothing a reader sees.
 */
export function wordsOf(source: string, fileName: string): string[] {
  return literals(source, fileName).map((l) => l.text);
}

/** Each word of wordsOf with its text as written in the file (escapes not yet read). */
function literals(source: string, fileName: string): { text: string; written: string }[] {
  const kind = fileName.endsWith(".tsx")
    ? ts.ScriptKind.TSX
    : fileName.endsWith(".gs")
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const words: { text: string; written: string }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) ||
      ts.isExportDeclaration(node) ||
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isTypeNode(node)
    )
      return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isNumericLiteral(node)
    )
      words.push({ text: node.text, written: node.getText(sourceFile) });
    else if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (text) words.push({ text, written: text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return words;
}

/**
 * Whether a source file's words (not its comments) are written in
 * Devanagari. A pattern's escaped range ("\u0900-\u097F") is not Nepali.
 */
export function holdsNepali(source: string, fileName: string): boolean {
  // Most files hold no Devanagari at all: those need no parsing.
  if (!DEVANAGARI.test(source)) return false;
  return literals(source, fileName).some((w) => DEVANAGARI.test(w.written));
}

/**
 * The English a Nepali file translates, from the repository's root:
 * `fees.ne.ts` → `fees.ts` (or `fees.server.ts`), `l3dc.ne.server.ts` →
 * `l3dc.server.ts`, a folder's `ne.ts` → its `en.ts`, or, where the folder
 * has none (app/content/pages/), every other file of the folder. A file
 * that holds both languages (app/i18n/words/*.ts) has none: its own words
 * are the English too.
 */
export function englishTwins(file: string, root = ROOT): string[] {
  const dir = dirname(file);
  const parts = basename(file).split(".");
  const at = parts.indexOf("ne");
  if (at < 0) return [];
  const exists = (path: string) => existsSync(join(root, path));
  if (at === 0 && parts.length === 2) {
    const en = join(dir, `en.${parts[1]}`);
    if (exists(en)) return [en];
    return readdirSync(join(root, dir))
      .filter((f) => isSource(f) && !f.split(".").includes("ne"))
      .sort()
      .map((f) => join(dir, f));
  }
  const rest = [...parts.slice(0, at), ...parts.slice(at + 1)];
  const candidates = [rest.join("."), [...rest.slice(0, -1), "server", rest.at(-1)].join(".")];
  const twin = candidates.map((name) => join(dir, name)).find(exists);
  return twin ? [twin] : [];
}

/** The text of a file with its review line taken out, so writing the mark does not change what it marks. */
const unmarked = (root: string, file: string) => readFileSync(join(root, file), "utf8").replace(REVIEW_LINE, "");

/** The mark's hash for `file` as its words and its English twin's stand now. */
export function reviewHash(file: string, root = ROOT): string {
  const hash = createHash("sha256");
  for (const f of [file, ...englishTwins(file, root)]) {
    hash.update(`${f}\0`);
    for (const word of wordsOf(unmarked(root, f), f)) hash.update(`${word}\0`);
  }
  return hash.digest("hex").slice(0, HASH_LENGTH);
}

/**
 * Every source file under SOURCE_DIRS, from the repository's root, sorted:
 * those `accept` takes by their path within the folder (by default the
 * files preflight reads marks in; the source scans of the glossary and of
 * site.ts's facts pass their own).
 */
export function sourceFiles(root = ROOT, accept: (file: string) => boolean = isSource): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    existsSync(join(root, dir))
      ? readdirSync(join(root, dir), { recursive: true, encoding: "utf8" })
          .filter((f) => accept(f) && !f.split(/[\\/]/).includes("node_modules"))
          .map((f) => join(dir, f))
      : [],
  ).sort();
}

/**
 * Every file carrying a review mark, and whether its review still stands.
 * Found by the mark, so a new file is listed as soon as it has one (and the
 * test beside this file fails while a file with Devanagari has none).
 */
export function nepaliFiles(root = ROOT): NepaliFile[] {
  return sourceFiles(root).flatMap((file): NepaliFile[] => {
    const mark = readFileSync(join(root, file), "utf8").match(REVIEW_LINE);
    if (!mark) return [];
    const value = mark[2]!;
    const english = englishTwins(file, root);
    const compare = english.length > 0 ? `${file} against ${english.join(", ")}` : file;
    if (value === "unreviewed") return [{ file, english, reviewed: false, why: "not yet checked by the college" }];
    const reviewed = value.match(REVIEWED);
    if (!reviewed)
      return [
        {
          file,
          english,
          reviewed: false,
          why: `its mark (${JSON.stringify(value)}) names no text it was checked against: read ${compare}`,
        },
      ];
    if (reviewed[1] === reviewHash(file, root)) return [{ file, english, reviewed: true, why: "" }];
    return [
      {
        file,
        english,
        reviewed: false,
        why:
          english.length > 0
            ? `reviewed, but ${english.join(" or ")} (the English) or its Nepali has changed since: read ${compare} again`
            : "reviewed, but its words have changed since: read it again",
      },
    ];
  });
}

/**
 * Writes `export const review = "reviewed against <hash>"` into `file` (a
 * path from the repository's root or the current folder), with the hash of
 * its words and its English twin's as they stand now.
 */
export function markReviewed(
  path: string,
  root = ROOT,
  cwd = process.cwd(),
): { file: string; mark: string } | { problem: string } {
  const file = relative(root, resolve(cwd, path)).replaceAll("\\", "/");
  const full = join(root, file);
  if (!existsSync(full)) return { problem: `${path}: no such file` };
  const source = readFileSync(full, "utf8");
  const line = source.match(REVIEW_LINE);
  if (!line) return { problem: `${file}: has no review line (export const review = "unreviewed";) to mark` };
  const mark = `reviewed against ${reviewHash(file, root)}`;
  writeFileSync(full, source.replace(REVIEW_LINE, `${line[1]} review = "${mark}";\n`));
  return { file, mark };
}
