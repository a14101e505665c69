import { describe, expect, it } from "vitest";
import { currentFacts, factsToConfirm, notedFacts, report } from "./preflight-rules";

/**
 * The claims beyond docs/requirements.md that the college must confirm, each
 * by the file whose record states it and a distinctive fragment of the
 * English sentence preflight prints. Removing a record's `confirm` note
 * removes its sentence from preflight's list, and the test fails.
 */
const CLAIMS: [file: string, fragment: string][] = [
  ["app/content/ncc-education.ts", "is an accredited centre of NCC Education"],
  ["app/content/ncc-education.ts", "grew out of the UK's National Computing Centre"],
  ["app/content/programmes/l4dc.server.ts", "This is a regulated UK qualification"],
  ["app/content/programmes/l4dc-bm.server.ts", "A regulated UK qualification"],
  ["app/content/programmes/l5dc.server.ts", "A regulated UK qualification"],
  ["app/content/programmes/shared.ts diplomaPathway", "Equivalent to year 1 of a UK degree"],
  ["app/content/programmes/shared.ts diplomaPathway", "Equivalent to year 2 of a UK degree"],
  ["app/content/programmes/shared.ts diplomaPathway", "The level of A-levels in the UK"],
  ["app/content/programmes/l3dc.server.ts", "the level of A-levels in the UK"],
  ["app/content/programmes/l4dc.server.ts", "equivalent of the first year of a UK bachelor's degree"],
  ["app/content/programmes/l4dc.server.ts", "equivalent to the first year of a UK degree"],
  ["app/content/programmes/l5dc.server.ts", "equivalent to the second year of a UK degree"],
  ["app/content/programmes/business-computing.server.ts", "exactly as for students who study in the UK"],
  ["app/content/programmes/bsc-cybersecurity.server.ts", "the same one the university awards in the UK"],
  ["app/content/programmes/business-computing.server.ts", "set and moderated to UCLan's standards"],
  ["app/content/departments.ts", "designed and quality-assured in the United Kingdom"],
  // The top-ups' subjects (where the top-up year happens is for the copy's own correction).
  ["app/content/programmes/l4dc-bm.server.ts", "in computing or business computing"],
  ["app/content/programmes/l5dc-bm.server.ts", "in business computing or information systems, or into roles"],
  ["app/content/programmes/l5dc-cs.server.ts", "in cyber security and for roles"],
  // The scholarships' conditions ("5 recipients each intake" at each tier is the requirements' own).
  ["app/content/scholarship.ts", "open to every applicant"],
  ["app/content/scholarship.ts", "looks at your exam result together with your academic record"],
  ["app/content/scholarship.ts", "keep up good attendance and academic progress"],
  // The short courses' entry, topics, tools and length.
  ["app/content/programmes/artificial-intelligence.server.ts", "Comfortable with school-level mathematics"],
  ["app/content/programmes/artificial-intelligence.server.ts", "Python for AI"],
  ["app/content/programmes/artificial-intelligence.server.ts", "TensorFlow and Keras"],
  ["app/content/programmes/cyber-security-short.server.ts", "relevant work experience in IT"],
  ["app/content/programmes/cyber-security-short.server.ts", "Vulnerability assessment"],
  ["app/content/programmes/full-stack.server.ts", "lab computers are available"],
  ["app/content/programmes/full-stack.server.ts", "Deployment and capstone project"],
  ["app/content/programmes/cyber-security-short.server.ts", "A certificate of completion from the college"],
  ["app/content/courses.ts", "A year that prepares school leavers"],
  ["app/content/programmes/l4dc.server.ts", "Mature applicants with relevant work experience"],
  ["app/content/entry-requirements.ts", "an English assessment when you apply"],
  ["app/content/entry-requirements.ts", "an English assessment at the college"],
  ["app/content/uclan.ts", "a public university in Preston"],
  ["app/content/uclan.ts", "hackathons, sports and cultural events"],
  // Graduates' careers.
  ["app/content/programmes/business-computing.server.ts", "roles such as business analyst"],
  ["app/content/programmes/bsc-cybersecurity.server.ts", "Graduates work as security analysts"],
  ["app/content/programmes/l5dc.server.ts", "straight into work as developers"],
  ["app/content/why-mbc.ts", "Every student gets the chance to apply their skills in a real workplace"],
  ["app/content/admissions.ts", "an internship arranged through our industry partners"],
  ["app/content/policies.ts", "authorised absences are taken into account"],
  ["app/content/policies.ts", "undeclared use of generative tools"],
  ["app/content/policies.ts", "suspected misconduct is investigated fairly"],
  ["app/content/policies.ts", "review by senior management"],
  ["app/content/fees.ts", "paid in instalments"],
  ["app/content/fees.ts", "Teaching and learning materials for every module"],
  // The programme pages' award panels: the arrangements, levels, places and certificates the requirements do not state.
  ["app/content/programmes/award-panel.ts", "teaches the degree in Kathmandu, and UCLan awards it"],
  ["app/content/programmes/award-panel.ts", "as an accredited centre of NCC Education"],
  ["app/content/programmes/award-panel.ts", "An honours degree at Level 6 of the FHEQ"],
  ["app/content/programmes/award-panel.ts", "Level 3 of the RQF"],
  ["app/content/programmes/award-panel.ts", "Level 4 of the RQF"],
  ["app/content/programmes/award-panel.ts", "Level 5 of the RQF"],
  ["app/content/programmes/award-panel.ts", "600/0406/X (the Level 4 Diploma in Computing's reference)"],
  ["app/content/programmes/award-panel.ts", "600/3055/0 (the Level 5 Diploma in Computing's reference)"],
  ["app/content/programmes/award-panel.ts", "All three years at our campus"],
  ["app/content/programmes/award-panel.ts", "A certificate of completion from MBC College"],
];

describe("every claim beyond the requirements is listed for the college, in both languages", () => {
  const facts = currentFacts();
  const text = report(factsToConfirm(facts)).text;

  it.each(CLAIMS)("%s: %s", (file, fragment) => {
    const fact = facts.find((f) => f.where === file && f.english?.some((s) => s.includes(fragment)));
    expect(fact, `no fact of ${file} prints "${fragment}"`).toBeDefined();
    const at = fact!.english!.findIndex((s) => s.includes(fragment));
    expect(fact!.nepali![at], `the Nepali twin of "${fragment}"`).toMatch(/[\u0900-\u097F]/);
    expect(text).toContain(fragment);
  });

  it("every noted English record has a Nepali twin preflight can find, and every claim is found in its English", () => {
    for (const f of facts) {
      expect(f.nepaliWhere, `${f.where}: ${f.fact}`).toMatch(/\.ne\.(server\.)?ts/);
      expect(f.english!.length, f.fact).toBeGreaterThan(0);
      for (const [i, english] of f.english!.entries()) {
        expect(english, f.fact).not.toMatch(/not found in the record's English/);
        expect(f.nepali![i], `${f.fact}: ${english}`).toEqual(expect.any(String));
      }
    }
  });

  it("the diploma ladder, shown on every diploma page, is listed once", () => {
    expect(facts.filter((f) => f.english?.includes("Equivalent to year 1 of a UK degree"))).toHaveLength(1);
  });

  it("a fact of the award panels is listed once, under the panel's file, not again under each programme", () => {
    const panel = (fragment: string) => facts.filter((f) => f.english?.some((s) => s.includes(fragment)));
    for (const fragment of ["as an accredited centre of NCC Education", "Level 4 of the RQF", "All three years at"]) {
      expect(panel(fragment), fragment).toHaveLength(1);
      expect(panel(fragment)[0]!.where).toBe("app/content/programmes/award-panel.ts");
      expect(panel(fragment)[0]!.nepaliWhere).toBe("app/content/programmes/award-panel.ne.ts");
    }
    // The diplomas' pages show the panel too; none of its notes comes back under a diploma's own file.
    const l4dc = facts.filter((f) => f.where === "app/content/programmes/l4dc.server.ts");
    expect(l4dc.length).toBeGreaterThan(0);
    expect(l4dc.flatMap((f) => f.english ?? []).filter((s) => /of the RQF|accredited centre/.test(s))).toEqual([]);
  });

  it("prints each fact under its file with its English sentence, the Nepali twin's and why", () => {
    const fees = facts.find((f) => f.where === "app/content/fees.ts" && /instalments/.test(f.confirm))!;
    const block = text.slice(text.indexOf(`"${fees.fact}"`));
    expect(block).toMatch(
      /^"Fees and funding: Payment Options": to confirm: that tuition can be paid in instalments[^\n]*\n {10}English: You do not have to pay the whole fee at once: tuition can be paid in instalments[^\n]*\n {10}Nepali: {2}[^\n]*किस्ता[^\n]*\n/,
    );
    expect(block).toContain("correct the English and the Nepali (app/content/fees.ne.ts) if need be");
  });
});

describe("a note's twin is found at the same place in the Nepali", () => {
  const english = {
    intro: {
      title: "Intro",
      paragraphs: ["One. Pay in instalments. Three."],
      confirm: "instalments",
      claims: ["instalments"],
    },
    sections: [
      { id: "b", title: "B", text: "Bee.", confirm: "b" },
      { id: "a", title: "A", text: "Ay." },
    ],
    list: [{ title: "First" }, { title: "Second", detail: "Two years.", confirm: "length", claims: ["Two years"] }],
  };
  const nepali = {
    intro: { title: "परिचय", paragraphs: ["एक। किस्तामा तिर्नुहोस्। तीन।"] },
    sections: [
      { id: "a", title: "ए", text: "ए।" },
      { id: "b", title: "बी", text: "बी।" },
    ],
    list: [{ title: "पहिलो" }, { title: "दोस्रो", detail: "दुई वर्ष।" }],
  };
  const twins = { page: "Page", where: "en.ts", nepaliWhere: "en.ne.ts" };

  it("by key, by id in a list of records with ids, by index otherwise; the claim's sentence and its numbered twin", () => {
    expect(notedFacts({ ...twins, english, nepali })).toEqual([
      {
        where: "en.ts",
        fact: "Page: Intro",
        confirm: "instalments",
        english: ["Pay in instalments."],
        nepali: ["किस्तामा तिर्नुहोस्।"],
        nepaliWhere: "en.ne.ts",
      },
      { where: "en.ts", fact: "Page: B", confirm: "b", english: ["B"], nepali: ["बी"], nepaliWhere: "en.ne.ts" },
      {
        where: "en.ts",
        fact: "Page: Second",
        confirm: "length",
        english: ["Two years."],
        nepali: ["दुई वर्ष।"],
        nepaliWhere: "en.ne.ts",
      },
    ]);
  });

  it("says so when the twin or the claim cannot be found", () => {
    const [intro] = notedFacts({ ...twins, english, nepali: {} });
    expect(intro).toMatchObject({ english: ["Pay in instalments."], nepali: [null], nepaliWhere: undefined });
    const [wrong] = notedFacts({
      ...twins,
      english: { title: "T", text: "Words.", confirm: "c", claims: ["gone"] },
      nepali: undefined,
    });
    expect(wrong).toMatchObject({
      english: ["«gone»: not found in the record's English"],
      nepali: [null],
      nepaliWhere: undefined,
    });
    expect(report(factsToConfirm([wrong!])).text).toContain("Nepali:  (none found at the same place in a Nepali twin)");
  });
});
