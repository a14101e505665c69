import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { BEGIN, END } from "./apps-script-block";
import {
  englishTwins,
  holdsNepali,
  markReviewed,
  nepaliFiles,
  REVIEW_LINE,
  ROOT,
  reviewHash,
  wordsOf,
} from "./preflight-nepali";
import { currentLaunchData, nepaliTranslations, preflight } from "./preflight-rules";

/** Every file of the repository (tracked, or new and not ignored), from its root. */
const repositoryFiles = () =>
  execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\n")
    .filter(Boolean);

/** apps-script/Code.gs without its generated part, which must equal what app/content/ gives (appsScriptFindings). */
const handWritten = (file: string, source: string) => {
  if (!file.endsWith(".gs")) return source;
  const start = source.indexOf(BEGIN);
  const end = source.indexOf(END, start);
  return start < 0 || end < 0 ? source : source.slice(0, start) + source.slice(end + END.length);
};

describe("every file that holds Nepali is known to preflight", () => {
  it("each source file whose words hold Devanagari carries a review mark (tests and docs aside)", () => {
    const launch = currentLaunchData({ NEPALI_VERSION: "on" });
    // The e-mail's Nepali is known by its own flag (nepaliReviewed), the rest by their marks.
    const known = new Set(
      [...(launch.translations ?? []), ...(launch.nepaliPages ?? [])].map((t) => t.where.split(" ")[0]),
    );
    const withNepali = repositoryFiles().filter((file) => {
      if (!/\.(tsx?|gs|m?js)$/.test(file) || /\.test\.tsx?$/.test(file) || file.startsWith("tests/")) return false;
      return holdsNepali(handWritten(file, readFileSync(join(ROOT, file), "utf8")), file);
    });
    // Found where the pages', the API's, the forms' and the Worker's Nepali live.
    for (const file of [
      "app/content/fees.ne.ts",
      "worker/api/replies.ne.ts",
      "worker/language.ts",
      "app/content/programmes/names.ne.ts",
      "app/forms/contract/success-messages.ts",
    ])
      expect(withNepali).toContain(file);
    expect(withNepali.filter((file) => !known.has(file))).toEqual([]);
  }, 30_000);

  it("reads a file's words, not its comments or patterns: Devanagari there holds no Nepali", () => {
    expect(holdsNepali('/** "९८४१" → "9841" */\nexport const a = 1;\n', "a.ts")).toBe(false);
    expect(holdsNepali('export const a = "नमस्ते";\n', "a.ts")).toBe(true);
    expect(holdsNepali("export const a = `\\u0024{b}नमस्ते`;\n".replace("\\u0024", "$"), "a.ts")).toBe(true);
    expect(holdsNepali("export const A = () => <p>नमस्ते</p>;\n", "a.tsx")).toBe(true);
    expect(holdsNepali('var words = { hi: "नमस्ते" };\n', "Code.gs")).toBe(true);
    expect(holdsNepali("var name = /^[A-Za-zऀ-ॿ]+$/;\n", "Code.gs")).toBe(false);
    expect(holdsNepali('var LETTERS = "[A-Za-z\\u0900-\\u097F]+";\n', "Code.gs")).toBe(false);
  });

  it("lists the API's replies, the Worker's language bar and the programmes' names while NEPALI_VERSION is on", () => {
    const listed = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", NEPALI_VERSION: "on" }))
      .filter((f) => f.group === "Translations to review")
      .map((f) => f.where);
    for (const file of [
      "worker/api/replies.ne.ts",
      "worker/language.ts",
      "app/content/programmes/names.ne.ts",
      "app/content/glossary-ne.ts",
    ])
      expect(listed).toContain(`${file} review`);
  });

  it("lists the success dialog's Nepali, which the English pages show too, whatever NEPALI_VERSION says", () => {
    const listed = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", NEPALI_VERSION: "off" }))
      .filter((f) => f.group === "Translations to review")
      .map((f) => f.where);
    expect(listed).toContain("app/forms/contract/success-messages.ts review");
    expect(listed).not.toContain("app/content/fees.ne.ts review");
  });
});

describe("the English a Nepali file is reviewed against", () => {
  it("is its twin without .ne, a folder's en.ts, the page records beside pages/ne.ts, or none for a file of both languages", () => {
    expect(englishTwins("app/content/fees.ne.ts")).toEqual(["app/content/fees.ts"]);
    expect(englishTwins("app/content/departments.ne.ts")).toEqual(["app/content/departments.ts"]);
    expect(englishTwins("app/content/programmes/l3dc.ne.server.ts")).toEqual(["app/content/programmes/l3dc.server.ts"]);
    expect(englishTwins("worker/api/replies.ne.ts")).toEqual(["worker/api/replies.ts"]);
    expect(englishTwins("app/i18n/frame/ne.ts")).toEqual(["app/i18n/frame/en.ts"]);
    const pages = englishTwins("app/content/pages/ne.ts");
    expect(pages).toContain("app/content/pages/home.ts");
    expect(pages.filter((p) => p.split("/").at(-1)!.split(".").includes("ne"))).toEqual([]);
    expect(englishTwins("app/i18n/words/common.ts")).toEqual([]);
    // Every marked file's English exists: a renamed twin would leave a review checked against nothing.
    for (const f of nepaliFiles())
      if (/(^|\.)ne\./.test(f.file.split("/").at(-1)!)) expect(f.english, f.file).not.toEqual([]);
  });

  it("hashes the words only: string, template and JSX text and numbers, not comments, imports or types", () => {
    const a = wordsOf(
      'import { x } from "./x";\n// note\ntype T = "a" | "b";\nexport const s = `one \\u0024{x} two`;\nconst n = 5;\n'.replace(
        "\\u0024",
        "$",
      ),
      "a.ts",
    );
    expect(a).toEqual(["one ", " two", "5"]);
  });
});

/** A repository of two files: an English record and its Nepali twin, marked unreviewed. */
function twinRepository() {
  const root = mkdtempSync(join(tmpdir(), "review-"));
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  };
  write("app/content/fees.ts", 'export const fees = { title: "Fees", paragraphs: ["Pay in instalments."] };\n');
  write(
    "app/content/fees.ne.ts",
    '/** The fees in Nepali. */\nimport { fees } from "./fees";\n\nexport const review = "unreviewed";\n\nexport const feesNe = { ...fees, title: "शुल्क" };\n',
  );
  const read = (file: string) => readFileSync(join(root, file), "utf8");
  const state = () => nepaliFiles(root).find((f) => f.file === "app/content/fees.ne.ts")!;
  return { root, write, read, state };
}

describe("a review records the English it was checked against", () => {
  it("lists an unreviewed file; the writer's mark, with the current hash, then passes", () => {
    const repo = twinRepository();
    expect(repo.state()).toMatchObject({ reviewed: false, why: "not yet checked by the college" });
    const hash = reviewHash("app/content/fees.ne.ts", repo.root);
    expect(hash).toMatch(/^[0-9a-f]{12}$/);
    expect(markReviewed("app/content/fees.ne.ts", repo.root, repo.root)).toEqual({
      file: "app/content/fees.ne.ts",
      mark: `reviewed against ${hash}`,
    });
    // Only the mark's line changed; the hash is of the text without it, so writing it changes nothing it covers.
    expect(repo.read("app/content/fees.ne.ts")).toBe(
      `/** The fees in Nepali. */\nimport { fees } from "./fees";\n\nexport const review = "reviewed against ${hash}";\n\nexport const feesNe = { ...fees, title: "शुल्क" };\n`,
    );
    expect(reviewHash("app/content/fees.ne.ts", repo.root)).toBe(hash);
    expect(repo.state()).toMatchObject({ reviewed: true, english: ["app/content/fees.ts"] });
  });

  it("a reviewed mark whose English has changed since is to review again, saying so; a comment or a reformat is not a change", () => {
    const repo = twinRepository();
    markReviewed("app/content/fees.ne.ts", repo.root, repo.root);
    repo.write(
      "app/content/fees.ts",
      '// The fees page.\nexport const fees = {\n  title: "Fees",\n  paragraphs: ["Pay in instalments."],\n};\n',
    );
    expect(repo.state().reviewed).toBe(true);
    repo.write(
      "app/content/fees.ts",
      'export const fees = { title: "Fees", paragraphs: ["Pay in two instalments."] };\n',
    );
    const stale = repo.state();
    expect(stale).toMatchObject({ reviewed: false });
    expect(stale.why).toMatch(/app\/content\/fees\.ts \(the English\) or its Nepali has changed since/);
    const [listed] = preflight({
      site: {},
      vars: { NEPALI_VERSION: "on", SITE_URL: "https://www.college.edu.np" },
      people: [],
      partners: [],
      facts: [],
      secrets: { endpoints: {}, siteKey: "0x4AAAAAAAreal", secret: true },
      nepaliPages: nepaliTranslations([stale]),
    }).filter((f) => f.group === "Translations to review");
    expect(listed).toMatchObject({
      where: "app/content/fees.ne.ts review",
      why: stale.why,
      fix: expect.stringContaining("npm run preflight -- --reviewed app/content/fees.ne.ts"),
    });
    // Marked again once read: it passes.
    markReviewed("app/content/fees.ne.ts", repo.root, repo.root);
    expect(repo.state().reviewed).toBe(true);
  });

  it("a change to the Nepali itself is to review again too", () => {
    const repo = twinRepository();
    markReviewed("app/content/fees.ne.ts", repo.root, repo.root);
    repo.write("app/content/fees.ne.ts", repo.read("app/content/fees.ne.ts").replace("शुल्क", "शुल्कहरू"));
    expect(repo.state().reviewed).toBe(false);
  });

  it('a bare "reviewed", which names no English, is to review', () => {
    const repo = twinRepository();
    repo.write("app/content/fees.ne.ts", repo.read("app/content/fees.ne.ts").replace('"unreviewed"', '"reviewed"'));
    expect(repo.state()).toMatchObject({
      reviewed: false,
      why: expect.stringMatching(/names no text it was checked against/),
    });
  });

  it("the writer refuses a file without a review line, and one that does not exist", () => {
    const repo = twinRepository();
    expect(markReviewed("app/content/fees.ts", repo.root, repo.root)).toEqual({
      problem: expect.stringMatching(/has no review line/),
    });
    expect(markReviewed("app/content/nothing.ne.ts", repo.root, repo.root)).toEqual({
      problem: expect.stringMatching(/no such file/),
    });
  });

  it("every mark in the repository is one preflight reads", () => {
    for (const f of nepaliFiles()) {
      const line = readFileSync(join(ROOT, f.file), "utf8").match(REVIEW_LINE)!;
      expect(line[2], f.file).toMatch(/^(unreviewed|reviewed against [0-9a-f]{12})$/);
    }
  });
});
