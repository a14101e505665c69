import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { BEGIN, END } from "./apps-script-block";
import {
  type Finding,
  HEADINGS,
  type LaunchData,
  appsScriptFindings,
  currentLaunchData,
  exampleReason,
  parseTarget,
  preflight,
  report,
  SHOWN_ON_ENGLISH_PAGES,
  siteUrlReason,
  TRIAL_HEADINGS,
  turnstileFindings,
} from "./preflight-rules";
import { TESTING_SECRETS, TESTING_SITE_KEYS } from "../worker/api/turnstile-testing-keys";
import { nepaliFiles } from "./preflight-nepali";

const SITE_URL = "https://www.college.edu.np";

/** A generated part of Code.gs holding `college`, and a Code.gs around it. */
const block = (college: object) => `${BEGIN}\nvar COLLEGE = ${JSON.stringify(college, null, 2)};\n${END}`;
const CLEAN_COLLEGE = { name: "MBC College", phones: ["+977-1-4412345"], emails: ["info@college.edu.np"] };
const codeGs = (generated: string) => `/** The script. */\nvar A = 1;\n\n${generated}\n\nfunction doPost(e) {}\n`;

/** Launch data with real-looking values throughout; each test spoils one. */
function cleanData(): LaunchData {
  return {
    site: {
      name: "MBC College",
      confirmedSiteUrl: SITE_URL,
      phones: ["+977-1-4412345", "+977-9851012345"],
      emails: ["info@college.edu.np"],
      social: [{ name: "Facebook", href: "https://www.facebook.com/mbc.college" }],
      payment: { bankName: "Nabil Bank Limited", accountNumber: "01234567890123", swift: "NARBNPKA" },
      map: { latitude: 27.7107, embedUrl: "https://www.openstreetmap.org/export/embed.html?bbox=85.3218%2C27.7077" },
    },
    vars: { SITE_URL, MAINTENANCE_MODE: "off" },
    partners: [{ where: "partners id 1", name: "NCC Education", link: "https://www.nccedu.com/" }],
    people: [{ where: "staff", label: "A real person (Principal)", sample: false }],
    facts: [],
    secrets: { endpoints: {}, siteKey: "0x4AAAAAAAreal-site-key", secret: true, adminToken: true, erasureKey: true },
    appsScript: { source: codeGs(block(CLEAN_COLLEGE)), block: block(CLEAN_COLLEGE) },
  };
}

const LOOPBACK = {
  ENQUIRY_ENDPOINT: "http://127.0.0.1:8788/macros/s/enquiry/exec",
  VISIT_ENDPOINT: "http://localhost:8788/macros/s/visit/exec",
  ADMISSION_ENDPOINT: "http://[::1]:8788/macros/s/admission/exec",
};
const REAL = "https://script.google.com/macros/s/AKfy/exec";

describe("preflight rules", () => {
  it("passes clean data", () => {
    expect(preflight(cleanData())).toEqual([]);
  });

  it("lists the confirmation e-mail's unreviewed Nepali to confirm, whatever NEPALI_VERSION says", () => {
    const data = {
      ...cleanData(),
      translations: [{ where: "confirmation-email.ts", label: "Nepali", reviewed: false, fix: "set it" }],
    };
    for (const NEPALI_VERSION of ["off", "on"]) {
      expect(preflight({ ...data, vars: { ...data.vars, NEPALI_VERSION } })).toEqual([
        expect.objectContaining({
          severity: "to confirm",
          group: "Translations to review",
          where: "confirmation-email.ts",
          value: "Nepali",
          fix: "set it",
        }),
      ]);
    }
    data.translations[0]!.reviewed = true;
    expect(preflight(data)).toEqual([]);
    expect(currentLaunchData({}).translations).toContainEqual(
      expect.objectContaining({
        where: "app/content/confirmation-email.ts nepaliReviewed",
        reviewed: false,
        fix: expect.stringContaining("npm run apps-script"),
      }),
    );
  });

  it("lists the Nepali pages' files only while NEPALI_VERSION is on", () => {
    const pages = (vars: Record<string, unknown>) =>
      preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", ...vars })).filter(
        (f) => f.where.endsWith(" review") && !SHOWN_ON_ENGLISH_PAGES.includes(f.where.split(" ")[0]!),
      );
    expect(pages({})).toEqual([]);
    expect(pages({ NEPALI_VERSION: "off" })).toEqual([]);
    const on = pages({ NEPALI_VERSION: "on" });
    expect(on.length).toBe(nepaliFiles().filter((f) => !f.reviewed && !SHOWN_ON_ENGLISH_PAGES.includes(f.file)).length);
    expect(on.length).toBeGreaterThan(0);
    for (const f of on)
      expect(f).toMatchObject({
        severity: "to confirm",
        group: "Translations to review",
        fix: expect.stringContaining("npm run preflight -- --reviewed "),
      });
    // Read as the Worker reads it: only "on" (trimmed) switches it on.
    expect(pages({ NEPALI_VERSION: " on " })).toHaveLength(on.length);
    expect(pages({ NEPALI_VERSION: "yes" })).toEqual([]);
  });

  it("prints no Nepali, and asks for none, while the Nepali version is off", () => {
    const text = (vars: Record<string, unknown>) =>
      report(preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", ...vars }))).text;
    const on = text({ NEPALI_VERSION: "on" });
    expect(on).toMatch(/[\u0900-\u097F]/);
    expect(on).toContain("correct the English and the Nepali (");
    for (const off of [text({ NEPALI_VERSION: "off" }), text({})]) {
      expect(off.match(/[\u0900-\u097F]+/g)).toBeNull();
      expect(off).not.toMatch(/Nepali: {2}|and the Nepali/);
      // The same facts are listed, in English.
      expect(off.match(/ {10}English: /g)?.length).toBe(on.match(/ {10}English: /g)?.length);
    }
  });

  it("recognises example values by the word or a run of zeros, and nothing else", () => {
    expect(exampleReason("info@example.edu.np")).toMatch(/example/);
    expect(exampleReason("Example Bank Limited")).toMatch(/example/);
    expect(exampleReason("+977-9800000000")).toMatch(/zeros/);
    expect(exampleReason("https://wa.me/9779800000000")).toMatch(/zeros/);
    expect(exampleReason("+977-1-4412345")).toBeNull();
    expect(exampleReason("#00609a")).toBeNull();
  });

  it("flags an example value deep in site.ts, under its group and field", () => {
    const data = cleanData();
    (data.site as { emails: string[] }).emails[0] = "info@example.edu.np";
    (data.site as { payment: { bankName: string } }).payment.bankName = "Example Bank Limited";
    expect(preflight(data)).toEqual([
      expect.objectContaining({
        group: "Contact details",
        where: "app/content/site.ts emails[0]",
        value: "info@example.edu.np",
      }),
      expect.objectContaining({ group: "Bank details", where: "app/content/site.ts payment.bankName" }),
    ]);
  });

  it("flags sample people and placeholder partners", () => {
    const data = cleanData();
    data.people.push({ where: "why-mbc.ts testimonials", label: "An invented student", sample: true });
    data.partners.push({
      where: "partners id 3",
      name: "Partner studio",
      link: "https://www.studio.com/",
      placeholder: true,
    });
    data.partners.push({ where: "partners id 4", name: "Partner firm", link: "https://www.example.com/partners/firm" });
    expect(preflight(data).map((f) => [f.group, f.where])).toEqual([
      ["Partner links", "partners id 3"],
      ["Partner links", "partners id 4"],
      ["Sample people", "why-mbc.ts testimonials"],
    ]);
  });

  it("lists each fact to confirm under its file, saying what to confirm", () => {
    const data = cleanData();
    data.facts.push(
      { where: "programmes/l4dc.server.ts", fact: "Level 4: Units", confirm: "the unit titles" },
      { where: "uclan.ts", fact: "UK university page: Partnership", confirm: "the university's reviews" },
    );
    expect(preflight(data)).toEqual([
      {
        severity: "to confirm",
        group: "Facts to confirm",
        where: "programmes/l4dc.server.ts",
        value: "Level 4: Units",
        why: "to confirm: the unit titles",
        fix: "check it with the college, correct the English if need be, then remove the record's `confirm` note",
      },
      expect.objectContaining({ group: "Facts to confirm", where: "uclan.ts" }),
    ]);
  });

  it("accepts SITE_URL only as a confirmed public https origin", () => {
    expect(siteUrlReason(SITE_URL, SITE_URL)).toBeNull();
    expect(siteUrlReason(SITE_URL, "")).toMatch(/not yet confirmed/);
    expect(siteUrlReason(SITE_URL, "https://www.other.edu.np")).toMatch(/not yet confirmed/);
    expect(siteUrlReason(undefined, "")).toBe("not set");
    expect(siteUrlReason("http://www.college.edu.np", "http://www.college.edu.np")).toBe("not https");
    for (const url of ["https://mbc-website.someone.workers.dev", "https://www.example.edu.np", "https://localhost"]) {
      expect(siteUrlReason(url, url)).toBe("not the college's public domain");
    }
    const data = cleanData();
    data.vars.SITE_URL = "https://www.other.edu.np";
    expect(preflight(data)).toEqual([
      expect.objectContaining({ group: "Domain", where: "wrangler.toml [vars] SITE_URL" }),
    ]);
  });

  it("finds today's example details and every sample person in app/content", () => {
    const findings = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np" }));
    const groups = new Set(findings.map((f) => f.group));
    for (const group of ["Domain", "Contact details", "Bank details", "Social links", "Partner links", "Sample people"])
      expect(groups).toContain(group);
    const people = findings.filter((f) => f.group === "Sample people");
    // The Chairman and twelve staff, the two signed messages and the two testimonials.
    expect(people).toHaveLength(13 + 2 + 2);
  });

  it("finds every fact app/content marks for the college to confirm, by file", () => {
    const facts = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np" })).filter(
      (f) => f.group === "Facts to confirm",
    );
    const about = (pattern: RegExp) => facts.filter((f) => pattern.test(f.why)).map((f) => f.where);
    // Year-by-year modules of both degrees; every diploma's units; Level 3 credits; electives.
    expect(about(/module titles for each year/)).toEqual([
      "app/content/programmes/business-computing.server.ts",
      "app/content/programmes/bsc-cybersecurity.server.ts",
    ]);
    for (const slug of ["l3dc", "l3ifdhes", "l4dc", "l4dc-bm", "l5dc", "l5dc-bm", "l5dc-cs"])
      expect(
        facts.some((f) => f.where.includes(`${slug}.server.ts`) && /unit titles/.test(f.why)),
        slug,
      ).toBe(true);
    expect(facts.find((f) => f.where.includes("l3ifdhes") && /unit titles/.test(f.why))?.why).toMatch(
      /credits per unit/,
    );
    expect(facts.find((f) => f.where.includes("l5dc.server") && /unit titles/.test(f.why))?.why).toMatch(/elective/);
    // The ladder's top-up, written once for all seven diploma pages, listed once.
    expect(about(/one further year/)).toEqual(["app/content/programmes/shared.ts diplomaPathway"]);
    // The Level 3 entry routes and the quality-review claims.
    expect(about(/SEE|Grade 11/)).toEqual(["app/content/entry-requirements.ts", "app/content/entry-requirements.ts"]);
    expect(about(/quality-assur|moderated/)).toEqual([
      "app/content/programmes/business-computing.server.ts",
      "app/content/ncc-education.ts",
      "app/content/uclan.ts",
      "app/content/policies.ts",
      "app/content/departments.ts",
    ]);
  });
  it("lists every file of Nepali text the college has not yet reviewed, by name", () => {
    const listed = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", NEPALI_VERSION: "on" }))
      .filter((f) => f.group === "Translations to review")
      .map((f) => f.where);
    for (const file of ["app/i18n/frame/ne.ts", "app/content/pages/contact.ne.ts", "app/i18n/words/common.ts"])
      expect(listed).toContain(`${file} review`);
    for (const file of nepaliFiles()) expect(listed).toContain(`${file.file} review`);
  });
});

describe("the two kinds of finding", () => {
  const today = () => preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np", NEPALI_VERSION: "on" }));

  it("sorts each rule's findings into must fix or to confirm", () => {
    const kinds = new Map<string, Set<string>>();
    for (const f of today()) kinds.set(f.group, (kinds.get(f.group) ?? new Set()).add(f.severity));
    const must = [
      "Domain",
      "Contact details",
      "Bank details",
      "Social links",
      "Partner links",
      "Spreadsheet script (apps-script/Code.gs)",
      "Turnstile (required to go live)",
      "Office sign-in",
      "Erasure",
      "Sample people",
    ];
    const confirm = ["Facts to confirm", "Translations to review"];
    for (const group of must) expect([...(kinds.get(group) ?? [])], group).toEqual(["must fix"]);
    for (const group of confirm) expect([...(kinds.get(group) ?? [])], group).toEqual(["to confirm"]);
    expect([...kinds.keys()].sort()).toEqual([...must, ...confirm].sort());
  });

  it("every item names where to change it and what to change", () => {
    for (const f of today()) {
      expect(f.where, f.value).toMatch(/^(app\/|worker\/|wrangler\.toml |apps-script\/Code\.gs|Worker secret )/);
      expect(f.why.length, f.where).toBeGreaterThan(5);
      expect(f.fix.length, f.where).toBeGreaterThan(10);
    }
  });

  const finding = (severity: Finding["severity"], where: string): Finding => ({
    severity,
    group: severity === "must fix" ? "Contact details" : "Facts to confirm",
    where,
    value: "v",
    why: "w",
    fix: "do this",
  });

  it("exits 1 while anything must be fixed, listing it under its heading before what is to confirm", () => {
    const { text, exitCode } = report([
      finding("to confirm", "app/content/programmes.ts"),
      finding("must fix", "site.ts"),
    ]);
    expect(exitCode).toBe(1);
    const must = text.indexOf(`${HEADINGS["must fix"]} (1)`);
    const confirm = text.indexOf(`${HEADINGS["to confirm"]} (1)`);
    expect(must).toBeGreaterThanOrEqual(0);
    expect(confirm).toBeGreaterThan(must);
    expect(text.indexOf("site.ts")).toBeGreaterThan(must);
    expect(text.indexOf("site.ts")).toBeLessThan(confirm);
    expect(text).toContain("change: do this");
    expect(text).toMatch(/npm run deploy` stops/);
  });

  it("names the trial's commands when it checked the trial", () => {
    const { text } = report([finding("must fix", "site.ts")], "staging");
    expect(text).toContain("`npm run deploy:staging` stops");
    expect(text).toContain("run `npm run preflight -- --env staging` again");
    expect(report([finding("to confirm", "app/content/programmes.ts")], "staging").text).toContain(
      "do not stop `npm run deploy:staging`",
    );
  });

  it("exits 0 when only items to confirm remain, listing them: they do not stop the deploy", () => {
    const { text, exitCode } = report([finding("to confirm", "app/content/programmes.ts")]);
    expect(exitCode).toBe(0);
    expect(text).toContain(`${HEADINGS["to confirm"]} (1)`);
    expect(text).not.toContain(HEADINGS["must fix"]);
    expect(text).toMatch(/ready to deploy/);
    expect(report([])).toEqual({ text: expect.stringMatching(/Ready to deploy/), exitCode: 0 });
  });

  it("the content as it stands cannot be deployed", () => {
    expect(report(today()).exitCode).toBe(1);
  });

  it("lists the privacy notice's retention rule and its contact for privacy requests under what to confirm with the college", () => {
    const privacy = today().filter((f) => f.where === "app/content/privacy.ts");
    expect(privacy.map((f) => [f.severity, f.group, f.value])).toEqual([
      ["to confirm", "Facts to confirm", "Privacy notice: How long we keep it"],
      ["to confirm", "Facts to confirm", "Privacy notice: Asking for a copy, a correction or deletion"],
    ]);
    expect(privacy[0]!.why).toMatch(/Google sheet, the Drive folder and the Sent mail/);
    expect(privacy[1]!.why).toMatch(/who answers privacy requests/);
    const { text } = report(today());
    const listed = text.indexOf("Privacy notice: How long we keep it");
    expect(listed).toBeGreaterThan(text.indexOf(HEADINGS["to confirm"]));
    expect(text.indexOf(HEADINGS["to confirm"])).toBeGreaterThan(text.indexOf(HEADINGS["must fix"]));
  });
});

describe("apps-script/Code.gs's generated part", () => {
  const group = "Spreadsheet script (apps-script/Code.gs)";

  it("passes a fresh part without example values", () => {
    const fresh = block(CLEAN_COLLEGE);
    expect(appsScriptFindings({ source: codeGs(fresh), block: fresh })).toEqual([]);
  });

  it("refuses example data in it, naming the field, even when it is fresh", () => {
    const college = { ...CLEAN_COLLEGE, phones: ["+977-1-5900000"], emails: ["info@example.edu.np", "x@college.np"] };
    const generated = block(college);
    const findings = appsScriptFindings({ source: codeGs(generated), block: generated });
    expect(findings).toEqual([
      expect.objectContaining({
        severity: "must fix",
        group,
        where: "apps-script/Code.gs COLLEGE.phones[0]",
        value: "+977-1-5900000",
      }),
      expect.objectContaining({
        severity: "must fix",
        where: "apps-script/Code.gs COLLEGE.emails[0]",
        value: "info@example.edu.np",
        fix: expect.stringMatching(/^correct it in app\/content\/site\.ts emails\[0\], run `npm run apps-script`/),
      }),
    ]);
    expect(preflight({ ...cleanData(), appsScript: { source: codeGs(generated), block: generated } })).toHaveLength(2);
  });

  it("refuses a stale part: run npm run apps-script", () => {
    const old = block({ ...CLEAN_COLLEGE, phones: ["+977-1-4412399"] });
    expect(appsScriptFindings({ source: codeGs(old), block: block(CLEAN_COLLEGE) })).toEqual([
      expect.objectContaining({
        severity: "must fix",
        group,
        why: expect.stringMatching(/stale/),
        fix: expect.stringMatching(/^run `npm run apps-script`, then paste/),
      }),
    ]);
  });

  it("refuses a Code.gs that lost its markers", () => {
    const [finding] = appsScriptFindings({ source: "function doPost(e) {}", block: block(CLEAN_COLLEGE) });
    expect(finding).toMatchObject({ severity: "must fix", why: expect.stringMatching(/markers/) });
  });

  it("finds today's example contacts in Code.gs, which is otherwise current", () => {
    const findings = appsScriptFindings(currentLaunchData({}).appsScript!);
    expect(findings.map((f) => f.where)).toContain("apps-script/Code.gs COLLEGE.emails[0]");
    expect(findings.map((f) => f.why)).not.toContainEqual(expect.stringMatching(/stale/));
  });
});

describe("Turnstile is required to go live", () => {
  const turnstile = (secrets: LaunchData["secrets"]) =>
    preflight({ ...cleanData(), secrets }).filter((f) => f.group.startsWith("Turnstile"));

  it("refuses a configuration without Turnstile keys unless every endpoint is on loopback", () => {
    const none = { siteKey: "", secret: false } as const;
    // Endpoints held only as Worker secrets (the deploy), or any one of them elsewhere.
    for (const endpoints of [
      {},
      { ...LOOPBACK, VISIT_ENDPOINT: REAL },
      { ...LOOPBACK, ADMISSION_ENDPOINT: undefined },
    ]) {
      const findings = turnstile({ endpoints, ...none });
      expect(findings.map((f) => f.where)).toEqual([
        "wrangler.toml [vars] TURNSTILE_SITE_KEY",
        "Worker secret TURNSTILE_SECRET (npx wrangler secret put TURNSTILE_SECRET)",
      ]);
    }
    // A rehearsal against the local stand-in needs none.
    expect(turnstile({ endpoints: LOOPBACK, ...none })).toEqual([]);
    // A name that merely starts like loopback is not.
    expect(
      turnstile({ endpoints: { ...LOOPBACK, ENQUIRY_ENDPOINT: "http://127.0.0.1.evil.example/x" }, ...none }),
    ).toHaveLength(2);
  });

  it("refuses half a configuration: the site key without the secret, or the secret without the site key", () => {
    expect(turnstile({ endpoints: {}, siteKey: "0x4AAAAAAAreal", secret: false }).map((f) => f.where)).toEqual([
      "Worker secret TURNSTILE_SECRET (npx wrangler secret put TURNSTILE_SECRET)",
    ]);
    expect(turnstile({ endpoints: {}, siteKey: " ", secret: "real-secret" }).map((f) => f.where)).toEqual([
      "wrangler.toml [vars] TURNSTILE_SITE_KEY",
    ]);
  });

  it("refuses every one of Cloudflare's testing site keys and secret keys", () => {
    expect(TESTING_SITE_KEYS).toEqual([
      "1x00000000000000000000AA",
      "2x00000000000000000000AB",
      "1x00000000000000000000BB",
      "2x00000000000000000000BB",
      "3x00000000000000000000FF",
    ]);
    expect(TESTING_SECRETS).toEqual([
      "1x0000000000000000000000000000000AA",
      "2x0000000000000000000000000000000AA",
      "3x0000000000000000000000000000000AA",
    ]);
    for (const siteKey of TESTING_SITE_KEYS) {
      const findings = turnstile({ endpoints: { ENQUIRY_ENDPOINT: REAL }, siteKey, secret: "real-secret" });
      expect(findings, siteKey).toEqual([
        expect.objectContaining({ value: siteKey, why: expect.stringMatching(/testing site key/) }),
      ]);
    }
    for (const secret of TESTING_SECRETS) {
      const findings = turnstile({ endpoints: {}, siteKey: "0x4AAAAAAAreal", secret });
      expect(findings, secret).toEqual([
        expect.objectContaining({ value: secret, why: expect.stringMatching(/testing secret/) }),
      ]);
    }
  });

  it("passes real keys, and says why when the Worker's secrets could not be listed", () => {
    expect(turnstile({ endpoints: {}, siteKey: "0x4AAAAAAAreal", secret: true })).toEqual([]);
    expect(turnstile({ endpoints: { ENQUIRY_ENDPOINT: REAL }, siteKey: "0x4AAAAAAAreal", secret: "real" })).toEqual([]);
    const unknown = turnstileFindings({
      endpoints: {},
      siteKey: "0x4AAAAAAAreal",
      secret: false,
      secretsUnknown: "not logged in",
    });
    expect(unknown).toEqual([expect.objectContaining({ why: expect.stringContaining("not logged in") })]);
  });

  it("the content as it stands, with no Turnstile settings, is refused", () => {
    const findings = preflight(currentLaunchData({ SITE_URL: "https://www.mbc.edu.np" }));
    expect(findings.filter((f) => f.group.startsWith("Turnstile"))).toHaveLength(2);
  });
});

describe("the trial (npm run deploy:staging) beside the public site", () => {
  const TRIAL_URL = "https://mbc-website-staging.mbc-college.workers.dev";
  const ACCESS = { ACCESS_TEAM_DOMAIN: "mbc-college.cloudflareaccess.com", ACCESS_AUD: "a".repeat(64) };
  /** Clean launch data for the trial: its workers.dev address, Access named, Turnstile's testing keys, its own secrets. */
  const trial = (): LaunchData => ({
    ...cleanData(),
    target: "staging",
    vars: { SITE_URL: TRIAL_URL, MAINTENANCE_MODE: "off", TURNSTILE_SITE_KEY: TESTING_SITE_KEYS[0], ...ACCESS },
    secrets: {
      endpoints: {},
      siteKey: TESTING_SITE_KEYS[0],
      secret: TESTING_SECRETS[0]!,
      adminToken: true,
      erasureKey: true,
    },
  });

  it("accepts Turnstile's testing keys and a workers.dev SITE_URL for the trial", () => {
    expect(preflight(trial())).toEqual([]);
    expect(siteUrlReason(TRIAL_URL, "", "staging")).toBeNull();
  });

  it("refuses the same testing keys and workers.dev address for the public site", () => {
    const data = trial();
    delete data.target;
    const findings = preflight(data);
    expect(findings.map((f) => [f.group, f.where, f.severity])).toEqual([
      ["Domain", "wrangler.toml [vars] SITE_URL", "must fix"],
      ["Turnstile (required to go live)", "wrangler.toml [vars] TURNSTILE_SITE_KEY", "must fix"],
      ["Turnstile (required to go live)", "TURNSTILE_SECRET", "must fix"],
    ]);
    expect(findings[0]!.why).toBe("not the college's public domain");
    expect(report(findings).exitCode).toBe(1);
    expect(preflight({ ...data, target: "production" })).toEqual(findings);
  });

  it("still wants Turnstile on for the trial, and says to put the secret on the trial's Worker", () => {
    const findings = preflight({ ...trial(), secrets: { ...trial().secrets, siteKey: "", secret: false } });
    expect(findings.map((f) => f.where)).toEqual([
      "wrangler.toml [env.staging.vars] TURNSTILE_SITE_KEY",
      "Worker secret TURNSTILE_SECRET (npx wrangler secret put TURNSTILE_SECRET --env staging)",
    ]);
  });

  it("refuses a trial not behind Access, and one without its own workers.dev address", () => {
    const open = preflight({ ...trial(), vars: { ...trial().vars, ACCESS_TEAM_DOMAIN: "", ACCESS_AUD: "" } });
    expect(open).toEqual([
      expect.objectContaining({
        severity: "must fix",
        group: "Trial behind Access",
        why: expect.stringMatching(/public/),
      }),
    ]);
    for (const [SITE_URL, why] of [
      ["https://mbc-website-staging.example.workers.dev", "not the trial's workers.dev address"],
      ["https://www.mbc.edu.np", /not a workers.dev address/],
      ["http://mbc-website-staging.mbc-college.workers.dev", "not https"],
      ["https://localhost", "not the trial's workers.dev address"],
      [`${TRIAL_URL}/apply`, /origin only/],
    ] as const) {
      const findings = preflight({ ...trial(), vars: { ...trial().vars, SITE_URL } });
      expect(findings, SITE_URL).toEqual([
        expect.objectContaining({
          group: "Domain",
          where: "wrangler.toml [env.staging.vars] SITE_URL",
          why: expect.stringMatching(why),
        }),
      ]);
    }
  });

  it("lists example content for the trial without stopping it; the public site's deploy still stops", () => {
    const data = trial();
    data.site = { ...(data.site as object), emails: ["info@example.edu.np"] };
    data.people = [{ where: "staff", label: "Invented", sample: true }];
    const findings = preflight(data);
    expect(findings.map((f) => f.group)).toEqual(["Contact details", "Sample people"]);
    const forTrial = report(findings, "staging");
    expect(forTrial.exitCode).toBe(0);
    expect(forTrial.text).toContain("info@example.edu.np");
    expect(forTrial.text).toContain("preflight: ready for the trial. The 2 items of example content");
    expect(forTrial.text).toContain("they stop `npm run deploy` to the public site");
    const forSite = report(
      preflight({ ...data, target: "production", vars: { ...data.vars, SITE_URL: "https://www.mbc.edu.np" } }),
      "production",
    );
    expect(forSite.exitCode).toBe(1);
  });

  it("a setting the trial needs still stops it beside example content, and the report says which is which", () => {
    const data = trial();
    data.people = [{ where: "staff", label: "Invented", sample: true }];
    data.vars = { ...data.vars, ACCESS_AUD: "" };
    const { text, exitCode } = report(preflight(data), "staging");
    expect(exitCode).toBe(1);
    // Access missing stops it twice over: the trial is open, and its office sign-in is unusable.
    const stops = text.indexOf(`${TRIAL_HEADINGS.stops} (2)`);
    const goesAhead = text.indexOf(`${TRIAL_HEADINGS.content} (1)`);
    expect(stops).toBeGreaterThanOrEqual(0);
    expect(goesAhead).toBeGreaterThan(stops);
    // Access is listed as stopping the trial, the invented person as not stopping it.
    expect(text.indexOf("ACCESS_TEAM_DOMAIN, ACCESS_AUD")).toBeGreaterThan(stops);
    expect(text.indexOf("ACCESS_TEAM_DOMAIN, ACCESS_AUD")).toBeLessThan(goesAhead);
    expect(text.indexOf("Invented")).toBeGreaterThan(goesAhead);
    expect(text).not.toContain(HEADINGS["must fix"]);
    expect(text).toContain(
      `\`npm run deploy:staging\` stops until the 2 items under "${TRIAL_HEADINGS.stops}" are done; the 1 item of example content does not stop it`,
    );
  });

  it("stops a trial without ERASURE_KEY or ADMIN_TOKEN: its erasures, and erasing again after a restore, need both", () => {
    const without = (secrets: Partial<LaunchData["secrets"]>, environment: Record<string, string> = {}) =>
      preflight({ ...trial(), secrets: { ...trial().secrets, ...secrets }, environment });
    const neither = without({ adminToken: false, erasureKey: false });
    expect(neither).toEqual([
      expect.objectContaining({
        severity: "must fix",
        group: "Erasure",
        why: expect.stringMatching(/refuse every erasure/),
        fix: expect.stringContaining("npx wrangler secret put ERASURE_KEY --env staging"),
      }),
      expect.objectContaining({
        severity: "must fix",
        group: "Operator tool",
        where: "Worker secret ADMIN_TOKEN (npx wrangler secret put ADMIN_TOKEN --env staging)",
        why: expect.stringMatching(/npm run outbox/),
      }),
    ]);
    const { text, exitCode } = report(neither, "staging");
    expect(exitCode).toBe(1);
    expect(text).toContain(`${TRIAL_HEADINGS.stops} (2)`);
    expect(text).not.toContain(TRIAL_HEADINGS.content);
    // Each alone stops it.
    expect(without({ erasureKey: false }).map((f) => f.group)).toEqual(["Erasure"]);
    expect(without({ adminToken: false }).map((f) => f.group)).toEqual(["Operator tool"]);
    // Given to the run instead of held as secrets is as good; a short token is listed once, as the office's.
    const given = { ADMIN_TOKEN: "x".repeat(32), ERASURE_KEY: "k".repeat(32) };
    expect(without({ adminToken: false, erasureKey: false }, given)).toEqual([]);
    expect(without({ adminToken: false }, { ADMIN_TOKEN: "x".repeat(31) }).map((f) => [f.group, f.value])).toEqual([
      ["Office sign-in", "31 characters"],
    ]);
    // Secrets that could not be listed say so; a rehearsal on loopback needs neither.
    const unknown = without({
      secretsUnknown: "`npx wrangler secret list` failed",
      adminToken: undefined,
      erasureKey: undefined,
    });
    expect(unknown.map((f) => f.why)).toEqual([
      expect.stringMatching(/could not be listed/),
      expect.stringMatching(/could not be listed/),
    ]);
    expect(without({ adminToken: false, erasureKey: false, endpoints: LOOPBACK })).toEqual([]);
  });

  it("reads the target from the command line", () => {
    expect(parseTarget([])).toBe("production");
    expect(parseTarget(["--env", "staging"])).toBe("staging");
    expect(parseTarget(["--env=staging"])).toBe("staging");
    expect(parseTarget(["--env", "production"])).toBe("production");
    expect(parseTarget(["--env", "stagng"])).toEqual({ problem: expect.stringContaining("stagng") });
  });

  /** What the test reads of wrangler's resolved configuration. */
  interface Resolved {
    name: string;
    workers_dev?: boolean;
    preview_urls?: boolean;
    routes?: unknown[];
    vars: Record<string, unknown>;
    triggers: { crons?: string[] };
    d1_databases: { binding: string; database_name?: string }[];
    r2_buckets: { binding: string; bucket_name?: string }[];
    queues: {
      producers?: { binding: string; queue: string }[];
      consumers?: { queue: string; dead_letter_queue?: string }[];
    };
    ratelimits: { name: string; namespace_id: string }[];
    send_email: { name: string }[];
  }

  it("wrangler.toml gives the trial its own Worker, database, bucket and queues on workers.dev and never the public site's domain, and the public site no workers.dev", {
    timeout: 60_000,
  }, async () => {
    // Wrangler itself resolves the environment (which keys [env.staging] inherits), as `wrangler deploy` would.
    const { unstable_readConfig } = (await import("wrangler")) as unknown as {
      unstable_readConfig(args: { config: string; env?: string }): Resolved;
    };
    const config = fileURLToPath(new URL("../wrangler.toml", import.meta.url));
    const [site, staging] = [undefined, "staging"].map((env) => unstable_readConfig({ config, env }));
    expect([site!.name, site!.workers_dev, site!.preview_urls]).toEqual(["mbc-website", false, false]);
    expect([staging!.name, staging!.workers_dev]).toEqual(["mbc-website-staging", true]);
    const resources = (c: typeof site) => [
      ...c!.d1_databases.map((d) => `d1:${d.binding}:${d.database_name}`),
      ...c!.r2_buckets.map((b) => `r2:${b.binding}:${b.bucket_name}`),
      ...c!.queues.producers!.map((q) => `queue:${q.binding}:${q.queue}`),
      ...c!.queues.consumers!.map(
        (q: { queue: string; dead_letter_queue?: string }, i: number) =>
          `consumer:${i}:${q.queue}:${q.dead_letter_queue ?? ""}`,
      ),
      ...c!.ratelimits.map((r) => `limit:${r.name}:${r.namespace_id}`),
      ...c!.send_email.map((e) => `email:${e.name}`),
    ];
    const bindings = (c: typeof site) => resources(c).map((r) => r.split(":").slice(0, 2).join(":"));
    // The same bindings (the Worker's code needs them all)…
    expect(bindings(staging)).toEqual(bindings(site));
    // …to resources of its own: nothing the trial receives reaches the public site's database, bucket or queues.
    const shared = resources(staging).filter((r) => !r.startsWith("email:") && resources(site).includes(r));
    expect(shared).toEqual([]);
    expect(staging!.vars.TURNSTILE_SITE_KEY).toBe(TESTING_SITE_KEYS[0]);
    expect(site!.vars.TURNSTILE_SITE_KEY ?? "").not.toBe(TESTING_SITE_KEYS[0]);
    expect(staging!.triggers.crons).toEqual(site!.triggers.crons);
    // Routes are inherited: once the public site's domain is added at the top (as going-live.md says), the trial must not take it.
    const withDomain = join(mkdtempSync(join(tmpdir(), "wrangler-")), "wrangler.toml");
    const text = readFileSync(config, "utf8");
    expect(text).toMatch(/^workers_dev = false$/m);
    writeFileSync(
      withDomain,
      text.replace(
        /^workers_dev = false$/m,
        'workers_dev = false\nroutes = [{ pattern = "www.mbc.edu.np", custom_domain = true }]',
      ),
    );
    const [siteLive, stagingLive] = [undefined, "staging"].map((env) =>
      unstable_readConfig({ config: withDomain, env }),
    );
    expect(siteLive!.routes).toEqual([{ pattern: "www.mbc.edu.np", custom_domain: true }]);
    expect(stagingLive!.routes ?? []).toEqual([]);
  });
});

describe("the office's sign-in", () => {
  const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
  const findingsFor = (vars: Record<string, unknown>, environment: Record<string, string> = {}) =>
    preflight({ ...cleanData(), vars: { SITE_URL, ...vars }, environment }).filter((f) => f.group === "Office sign-in");

  it("lists Access settings given but unusable, in [vars] or the environment", () => {
    expect(findingsFor({ ACCESS_TEAM_DOMAIN: "mbc-college" })).toEqual([
      expect.objectContaining({
        why: expect.stringMatching(/^ACCESS_AUD is not set: the office page would answer 503/),
      }),
    ]);
    expect(findingsFor({}, { ACCESS_TEAM_DOMAIN: "mbc-college", ACCESS_AUD: "not-a-tag" })).toEqual([
      expect.objectContaining({ why: expect.stringMatching(/^ACCESS_AUD is not an application's AUD tag/) }),
    ]);
    expect(findingsFor({ ACCESS_TEAM_DOMAIN: "mbc-college", ACCESS_AUD: AUD })).toEqual([]);
    expect(findingsFor({})).toEqual([]);
  });

  it("refuses a public launch with no office sign-in at all, and says so when the secrets could not be listed", () => {
    const none = { ...cleanData(), secrets: { ...cleanData().secrets, adminToken: false } };
    const signIn = (data: LaunchData) => preflight(data).filter((f) => f.group === "Office sign-in");
    expect(signIn(none)).toEqual([
      expect.objectContaining({
        severity: "must fix",
        why: expect.stringMatching(/neither Cloudflare Access nor an ADMIN_TOKEN/),
      }),
    ]);
    expect(report(preflight(none)).exitCode).toBe(1);
    const unknown = { ...none, secrets: { ...none.secrets, secretsUnknown: "`npx wrangler secret list` failed" } };
    expect(signIn(unknown)).toEqual([expect.objectContaining({ why: expect.stringMatching(/could not be listed/) })]);
    // Either way of signing in is enough: Access in [vars], or a token given to the run or held as a secret.
    expect(signIn({ ...none, vars: { ...none.vars, ACCESS_TEAM_DOMAIN: "mbc-college", ACCESS_AUD: AUD } })).toEqual([]);
    expect(signIn({ ...none, environment: { ADMIN_TOKEN: "x".repeat(32) } })).toEqual([]);
    expect(signIn({ ...none, secrets: { ...none.secrets, adminToken: true } })).toEqual([]);
    // A rehearsal against loopback endpoints gets a token made up by npm start; the trial has its own rule (Access).
    expect(signIn({ ...none, secrets: { ...none.secrets, endpoints: LOOPBACK } })).toEqual([]);
    expect(signIn({ ...none, target: "staging" })).toEqual([]);
  });

  it("refuses a public launch without an ERASURE_KEY, or with one too short, which would refuse every erasure", () => {
    const erasure = (data: LaunchData) => preflight(data).filter((f) => f.group === "Erasure");
    const none = { ...cleanData(), secrets: { ...cleanData().secrets, erasureKey: false } };
    expect(erasure(none)).toEqual([
      expect.objectContaining({ severity: "must fix", why: expect.stringMatching(/refuse every erasure/) }),
    ]);
    expect(report(preflight(none)).exitCode).toBe(1);
    const short = erasure({ ...none, environment: { ERASURE_KEY: "k".repeat(31) } });
    expect(short).toEqual([expect.objectContaining({ value: "31 characters" })]);
    expect(JSON.stringify(short)).not.toContain("k".repeat(31));
    expect(erasure({ ...none, environment: { ERASURE_KEY: "k".repeat(32) } })).toEqual([]);
    expect(erasure(cleanData())).toEqual([]);
    expect(erasure({ ...none, secrets: { ...none.secrets, endpoints: LOOPBACK } })).toEqual([]);
  });

  it("lists an ADMIN_TOKEN shorter than 32 characters, without printing it", () => {
    const [finding] = findingsFor({}, { ADMIN_TOKEN: "x".repeat(31) });
    expect(finding).toMatchObject({ value: "31 characters", why: expect.stringMatching(/counts it as unset/) });
    expect(findingsFor({}, { ADMIN_TOKEN: "x".repeat(32) })).toEqual([]);
  });
});
