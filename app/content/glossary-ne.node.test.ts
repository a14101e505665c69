import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { sourceFiles } from "../../scripts/preflight-nepali";
import {
  ANUSVARA_BEFORE,
  ANUSVARA_WORDS,
  GLOSSARY_NE,
  LATIN_ACRONYMS,
  LATIN_NAMES,
  LONG_VOWELS,
  POSTPOSITIONS,
  SPELLING_NE,
  STAFF_NOUNS,
  STUDENT_NOUNS,
  WORD_ENDINGS,
} from "./glossary-ne";

const root = fileURLToPath(new URL("../..", import.meta.url));
const FOLDERS = ["app", "worker", "apps-script"];
const SOURCE = /\.(ts|tsx|gs|html)$/;
const DEVANAGARI = /[\u0900-\u097F]/;
/** The glossary and the nasals' rewriter name the rejected forms, and tests may quote them on purpose. */
const SKIP = /(^|\/)(glossary-ne|nepali-nasals)\.ts$|\.test\.tsx?$/;

/** Every source file of the site's folders (preflight's SOURCE_DIRS) that holds Devanagari, with its text. */
function nepaliFiles(): { path: string; text: string }[] {
  return sourceFiles(root, (file) => SOURCE.test(file) && !SKIP.test(file)).flatMap((path) => {
    const text = readFileSync(join(root, path), "utf8");
    return DEVANAGARI.test(text) ? [{ path, text }] : [];
  });
}

/** What `find` finds in each line of `files`, as "file:line: finding". */
function lineFindings(files: { path: string; text: string }[], find: (line: string) => string[]): string[] {
  return files.flatMap(({ path, text }) =>
    text.split("\n").flatMap((line, i) => find(line).map((finding) => `${path}:${i + 1}: ${finding}`)),
  );
}

/** Each use of a rejected form in `files`, as "file:line: rejected → glossary form". */
function rejectedUses(files: { path: string; text: string }[]): string[] {
  return lineFindings(files, (line) =>
    GLOSSARY_NE.flatMap((entry) =>
      entry.rejected.filter((form) => line.includes(form)).map((form) => `${form} → ${entry.ne} (${entry.en})`),
    ),
  );
}

/**
 * The English letters' names as Nepali writes them (ए, बी, सी … एक्स, वाई):
 * a word made of two or more of them, before its case ending, is an acronym
 * spelt out in Devanagari (आईटी, एसएमएस, बीबीए), which the glossary's rule
 * writes in Latin letters instead.
 */
const LETTER_NAMES = [
  "ए",
  "बी",
  "सी",
  "डी",
  "ई",
  "एफ",
  "जी",
  "एच",
  "आई",
  "आइ",
  "जे",
  "के",
  "एल",
  "एम",
  "एन",
  "ओ",
  "पी",
  "क्यू",
  "आर",
  "एस",
  "टी",
  "यू",
  "यु",
  "भी",
  "डब्लु",
  "डब्ल्यू",
  "एक्स",
  "वाई",
  "जेड",
];
const SPELT_OUT = new RegExp(
  `^(?:${[...LETTER_NAMES].sort((a, b) => b.length - a.length).join("|")}){2,}(?:को|का|की|मा|ले|लाई|बाट|सँग|हरू)?$`,
);

/** Each acronym spelt out in Devanagari letters in `files`, as "file:line: word". */
function speltOutAcronyms(files: { path: string; text: string }[]): string[] {
  return lineFindings(files, (line) => (line.match(/[\u0900-\u097F]+/g) ?? []).filter((word) => SPELT_OUT.test(word)));
}

/** A Nepali text of a file: a string, a template (each `${…}` read as "{}") or JSX text, with its line. */
interface NepaliText {
  path: string;
  line: number;
  text: string;
}

/**
 * The words of each file that hold Devanagari (comments, identifiers and
 * patterns left out), as the reader meets them: a template whole, its
 * substitutions marked "{}", so a sentence split by `${name}` is one text.
 */
function nepaliTexts(files: { path: string; text: string }[]): NepaliText[] {
  return files.flatMap(({ path, text }) => {
    const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : path.endsWith(".ts") ? ts.ScriptKind.TS : ts.ScriptKind.JS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const out: NepaliText[] = [];
    const add = (node: ts.Node, words: string) => {
      if (DEVANAGARI.test(words))
        out.push({ path, line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: words });
    };
    const visit = (node: ts.Node): void => {
      if (ts.isImportDeclaration(node) || ts.isTypeNode(node)) return;
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isJsxText(node))
        add(node, node.text);
      else if (ts.isTemplateExpression(node)) {
        add(node, node.head.text + node.templateSpans.map((span) => `{}${span.literal.text}`).join(""));
        for (const span of node.templateSpans) visit(span.expression);
        return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    return out;
  });
}

/** A convention: its name (said in each failure) and what it finds in one Nepali text. */
interface Rule {
  rule: string;
  find: (text: string) => string[];
}

/** Each finding of `rule` in `texts`, as "rule: file:line: finding". */
function breaches({ rule, find }: Rule, texts: NepaliText[]): string[] {
  return texts.flatMap(({ path, line, text }) => find(text).map((finding) => `${rule}: ${path}:${line}: ${finding}`));
}

const LETTER = "\\u0900-\\u0963\\u0970-\\u097F"; // Devanagari without its digits
const STOPS = "कखगघङचछजझञटठडढणतथदधनपफबभम";
/** Devanagari words, the danda (।) not part of them. */
const wordsIn = (text: string) => text.match(/[\u0900-\u0963\u0966-\u097F]+/g) ?? [];

/** A nasal vowel written with an anusvara, or an anusvara where the class nasal belongs. */
const nasalRule: Rule = {
  rule: "nasal vowel with chandrabindu (ँ), anusvara only before य–ह, class nasal before a stop",
  find: (text) =>
    wordsIn(text).flatMap((word) => {
      if ((ANUSVARA_WORDS as readonly string[]).includes(word)) return [];
      const found: string[] = [];
      for (let i = word.indexOf("ं"); i >= 0; i = word.indexOf("ं", i + 1)) {
        const before = word[i - 1] ?? "";
        const after = word[i + 1] ?? "";
        const rest = word.slice(i + 1);
        if (after && STOPS.includes(after))
          found.push(`${word} (before the stop ${after}: its class nasal, as बैङ्क, अङ्क; or ँ for a nasal vowel)`);
        else if (
          !after ||
          LONG_VOWELS.includes(before) ||
          WORD_ENDINGS.some((ending) => rest.startsWith(ending)) ||
          !ANUSVARA_BEFORE.includes(after)
        )
          found.push(`${word} (a nasal vowel: ँ)`);
      }
      return found;
    }),
};

/** A word of the spelling list written otherwise. */
const spellingRule: Rule = {
  rule: "spelling list",
  find: (text) =>
    SPELLING_NE.flatMap(({ right, wrong }) => wrong.filter((w) => text.includes(w)).map((w) => `${w} → ${right}`)),
};

/** A qualification or brand name spelt in Devanagari. */
const latinNameRule: Rule = {
  rule: "qualification and brand names in Latin letters",
  find: (text) =>
    LATIN_NAMES.flatMap(({ name, rejected }) => rejected.filter((r) => text.includes(r)).map((r) => `${r} → ${name}`)),
};

/** A Latin full stop ending Nepali text (after a Devanagari word, a placeholder or an address within it). */
const fullStopRule: Rule = {
  rule: "। (purna biram), never a Latin full stop, after Nepali text",
  find: (text) =>
    (text.match(new RegExp(`(?:[${LETTER}]|\\{\\}|[\\w@]+\\.[a-z]{2,})\\.(?=\\s|$)`, "gu")) ?? []).map((m) => `"${m}"`),
};

/** An exclamation mark in Nepali text, where it scolds. */
const exclamationRule: Rule = {
  rule: "no ! in Nepali messages",
  find: (text) =>
    text.includes("!") ? [`"${text.slice(Math.max(0, text.indexOf("!") - 20), text.indexOf("!") + 1)}"`] : [],
};

/** A postposition set apart from the Devanagari word it belongs to. */
const postpositionRule: Rule = {
  rule: "postpositions joined to a Devanagari word (a space only after Latin text or digits)",
  find: (text) =>
    (text.match(new RegExp(`[${LETTER}] (?:${POSTPOSITIONS.join("|")})(?![\\u0900-\\u097F])`, "gu")) ?? []).map(
      (m) => `"${m}"`,
    ),
};

/** A clause of `text`: split at the sentence's marks and commas. */
const clauses = (text: string) => text.split(/[।?!:;,\n]/);
const PLAIN_PLURAL = /(?:छन्|थिए|न्छन्|ँछन्|छन्|्छन्|सक्छन्)(?![\u0900-\u097F])/;
const HONORIFIC = /नुहुन्छ|नुहुनेछ|नुभयो|नुहुन्थ्यो/;
/** The reader, तपाईँले, with a plain participle within the next two words (मागेको, लेखेका, not माग्नुभएको, लेख्नुभएका). */
const READER_PLAIN_PARTICIPLE =
  /तपाईँले (?:[\u0900-\u097F]+ ){0,2}[\u0900-\u097F]*(?<!नुभ)(?:ेको|ेका|ेकी|एको|एका|एकी)(?![\u0900-\u097F])/g;

/**
 * Staff with a plain verb, students in general with the honorific (in a
 * sentence that does not speak to the reader, तपाईँ), the reader with a
 * plain participle, हरेक with a plural verb.
 */
const honorificRule: Rule = {
  rule: "honorifics (staff -नुहुन्छ, the reader -नुभएको, students plain plural, हरेक singular)",
  find: (text) => {
    const staff = new RegExp(`(?:${STAFF_NOUNS.join("|")})(?:हरू|ले|हरूले)(?![\\u0900-\\u097F])`);
    const students = new RegExp(`(?:${STUDENT_NOUNS.join("|")})(?:हरू|ले|हरूले)(?![\\u0900-\\u097F])`);
    const found: string[] = (text.match(READER_PLAIN_PARTICIPLE) ?? []).map(
      (m) => `the reader with a plain participle: "${m}"`,
    );
    for (const sentence of text.split(/[।?!\n]/)) {
      if (students.test(sentence) && !/तपाईं|तपाईँ/.test(sentence) && HONORIFIC.test(sentence))
        found.push(`students in general with the honorific: "${sentence.trim()}"`);
      for (const clause of clauses(sentence)) {
        if (staff.test(clause) && PLAIN_PLURAL.test(clause)) found.push(`staff with a plain verb: "${clause.trim()}"`);
        if (/हरेक [\u0900-\u097F]+ले(?![\u0900-\u097F])/.test(clause) && PLAIN_PLURAL.test(clause))
          found.push(`हरेक with a plural verb: "${clause.trim()}"`);
      }
    }
    return found;
  },
};

/** Every convention the glossary states, each checked over the site's Nepali. */
const RULES: Rule[] = [
  nasalRule,
  spellingRule,
  latinNameRule,
  fullStopRule,
  exclamationRule,
  postpositionRule,
  honorificRule,
];

describe("the Nepali glossary", () => {
  it("finds the Nepali in every folder that has it", () => {
    const paths = nepaliFiles().map((f) => f.path);
    for (const folder of FOLDERS)
      expect(
        paths.some((p) => p.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
  });

  it("no Nepali text uses a form the glossary rejects", () => {
    expect(rejectedUses(nepaliFiles())).toEqual([]);
  });

  it("rejects what the close read of the privacy notice, the staff page and the frame replaced, and passes the rewording", () => {
    const before = [
      "ऐन, २०७५ ले व्यक्तिगत विवरण सहमतिमा सङ्कलन गरिनुपर्ने र सुरक्षित राखिनुपर्ने अपेक्षा गर्छ।",
      "फारम र त्यसका कागजात ३० दिनपछि आफैँ मेटिन्छन्। फेरि नपठाएसम्म रहन्छ, र त्यसपछि उसैगरी मेटिन्छ।",
      '"वरिष्ठ प्राध्यापक, सफ्टवेयर विकास", "प्राध्यापक, नेटवर्क र सुरक्षा", "प्रमुख, साइबर सुरक्षा विभाग"',
      "अध्यक्षले बेलायतसँगका साझेदारीहरूको नेतृत्व गर्नुहुन्छ: काठमाडौँमै, हेरचाहसाथ पढाइने बेलायती शिक्षा।",
      "Google Maps बाट चलाउन मिल्ने नक्सा खुल्छ। {name} रोज्नुपर्ने कारणहरू",
    ];
    const after = [
      "ऐन, २०७५ ले व्यक्तिगत विवरण सहमतिमा सङ्कलन गर्नुपर्ने र सुरक्षित राख्नुपर्ने व्यवस्था गरेको छ।",
      "फारम र त्यसका कागजात ३० दिनपछि स्वतः मेटिन्छन्। फेरि नपठाएसम्म रहन्छ र त्यसपछि त्यसैगरी मेटिन्छ।",
      '"वरिष्ठ उपप्राध्यापक (सफ्टवेयर विकास)", "उपप्राध्यापक (नेटवर्क र सुरक्षा)", "साइबर सुरक्षा विभागका प्रमुख"',
      "अध्यक्षले बेलायतका संस्थाहरूसँगको साझेदारीको नेतृत्व गर्नुहुन्छ: काठमाडौँमै मन दिएर पढाइने बेलायती शिक्षा। हाम्रा प्राध्यापकहरू।",
      "Google Maps बाट नक्सा खुल्छ; त्यसलाई सार्न र जुम गर्न सकिन्छ। किन {name} रोज्ने?",
    ];
    const uses = (lines: string[]) => rejectedUses(lines.map((line, i) => ({ path: `${i}.ts`, text: line })));
    expect(uses(before).map((u) => u.split(": ")[1]!.split(" → ")[0])).toEqual([
      "नुपर्ने अपेक्षा गर्छ",
      "आफैँ मेटिन्छ",
      "उसैगरी",
      "वरिष्ठ प्राध्यापक",
      '"प्राध्यापक, ',
      '"प्रमुख, ',
      "हेरचाहसाथ",
      "बेलायतसँगका साझेदारी",
      "चलाउन मिल्ने नक्सा",
      "रोज्नुपर्ने कारणहरू",
    ]);
    expect(uses(after)).toEqual([]);
  });

  it("catches a rejected form inside a longer word, and passes the glossary's own", () => {
    const uses = rejectedUses([{ path: "a.ts", text: `const x = "अंग्रेजीमा पढ्नुहोस्";\nconst y = "अङ्ग्रेजीमा";` }]);
    expect(uses).toEqual(["a.ts:1: अंग्रेजी → अङ्ग्रेजी (English (the language))"]);
  });

  it("no Nepali text spells an acronym out in Devanagari letters: acronyms are written in Latin", () => {
    expect(speltOutAcronyms(nepaliFiles())).toEqual([]);
  });

  it("knows an acronym spelt out, with its case ending, and passes everyday words", () => {
    const text = `"बेलायती आईटी डिग्री", "बीबीएमा भर्ना", "एसएमएसबाट", "के गर्ने?", "सीमा", "एकै", "IT र SMS"`;
    expect(speltOutAcronyms([{ path: "a.ts", text }])).toEqual([
      "a.ts:1: आईटी",
      "a.ts:1: बीबीएमा",
      "a.ts:1: एसएमएसबाट",
    ]);
  });

  it("has an entry for each acronym it keeps in Latin letters, rejecting its Devanagari spelling", () => {
    for (const acronym of LATIN_ACRONYMS) {
      // An entry names its acronyms in its English ("GPA, CGPA", "QR code").
      const entry = GLOSSARY_NE.find((e) => e.en.split(/[ ,()]/).includes(acronym));
      expect(entry, acronym).toBeDefined();
      expect(
        entry?.rejected.some((form) => /[\u0900-\u097F]/.test(form)),
        acronym,
      ).toBe(true);
    }
  });

  it("gives each term one form that it does not also reject", () => {
    for (const entry of GLOSSARY_NE) {
      expect(entry.rejected.length, entry.en).toBeGreaterThan(0);
      for (const form of entry.rejected) expect(entry.ne.includes(form), `${entry.en}: ${form}`).toBe(false);
    }
    const forms = GLOSSARY_NE.map((e) => e.ne);
    expect(new Set(forms).size).toBe(forms.length);
  });

  it.each(RULES.map((r) => [r.rule, r]))("every Nepali text keeps the convention: %s", (_name, rule) => {
    expect(breaches(rule, nepaliTexts(nepaliFiles()))).toEqual([]);
  });

  /** Each rule with a text that breaks it (as the site's Nepali did before the rule) and one that keeps it. */
  const SAMPLES: [Rule, string, string][] = [
    [
      nasalRule,
      "तपाईंको आवेदन काठमाडौंमा बैंकमार्फत पुग्यो, हामी सम्पर्क गर्छौं",
      "तपाईँको आवेदन काठमाडौँमा बैङ्कमार्फत संस्थामा पुग्यो, हामी गर्छौँ",
    ],
    [spellingRule, "बैशाखदेखि कम्तिमा एक वर्ष", "वैशाखदेखि कम्तीमा एक वर्ष"],
    [latinNameRule, "बेलायतको ए-लेभलबराबरको तह, गुगल / वेबसाइट", "बेलायतको A-Level बराबरको तह, Google / वेबसाइट"],
    [fullStopRule, "तपाईँको सन्दर्भ नम्बर {} हो. इमेल info@mbc.edu.np.", "तपाईँको सन्दर्भ नम्बर {} हो। Node.js सिक्नुहोस्।"],
    [exclamationRule, "नाम लेख्नु आवश्यक छ!", "कृपया नाम लेख्नुहोस्।"],
    [postpositionRule, "कमलपोखरी मा रहेको स्टुडियो को", "कमलपोखरीमा रहेको MBC मा ७० भन्दा बढी"],
    [
      honorificRule,
      "हरेक विद्यार्थीले छात्रवृत्ति पाउँछन्। नयाँ विद्यार्थीहरूले पढाइ सुरु गर्न सक्नुहुन्छ। शिक्षकहरूले पढाउँछन्। तपाईँले मागेको कुरा र तपाईँले पूरा गरिसकेका क्रेडिट।",
      "हरेक विद्यार्थीले छात्रवृत्ति पाउँछ। नयाँ विद्यार्थीहरूले पढाइ सुरु गर्न सक्छन्। शिक्षकहरूले पढाउनुहुन्छ। तपाईँ र अरू विद्यार्थीहरूले सिक्नुहुन्छ। तपाईँले माग्नुभएको कुरा, तपाईँले पूरा गरिसक्नुभएका क्रेडिट र तपाईँले दिनुभएको ठेगाना।",
    ],
  ];

  it.each(SAMPLES.map(([rule, bad, good]) => [rule.rule, rule, bad, good] as const))(
    "finds what breaks the convention, and passes text that keeps it: %s",
    (_name, rule, bad, good) => {
      expect(rule.find(bad).length, bad).toBeGreaterThan(0);
      expect(rule.find(good), good).toEqual([]);
    },
  );

  it("writes every computed number for a Nepali reader through the shared formatter (nepaliNumber, localNumber)", () => {
    // A number turned into text and then into Devanagari digits skips the Nepali grouping (३८००० for ३८,०००).
    const adHoc = /toDevanagariDigits\((?:String\(|[^)]*\.toFixed\()|digitsIn\([^,]+, String\(/;
    const files = sourceFiles(root, (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file)).map((path) => ({
      path,
      text: readFileSync(join(root, path), "utf8"),
    }));
    expect(lineFindings(files, (line) => (adHoc.test(line) ? [line.trim()] : []))).toEqual([]);
    expect(
      lineFindings([{ path: "a.ts", text: "toDevanagariDigits(String(count))" }], (l) => (adHoc.test(l) ? [l] : [])),
    ).toHaveLength(1);
  });
});
