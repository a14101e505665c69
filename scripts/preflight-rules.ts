/**
 * What `npm run preflight` finds before the site goes live, each finding
 * either "must fix" (example data, settings that would leave the site
 * unsafe or broken: `npm run deploy` stops while any remain) or "to
 * confirm" (what only the college can check: facts marked `confirm`,
 * unreviewed Nepali; listed, but the deploy goes ahead). Sample people are
 * must fix: an invented member of staff or student on the live site would
 * be a false statement in the college's name, so each is replaced by a real
 * one or deleted before going live.
 * scripts/preflight.ts gathers the settings and prints `report()`.
 *
 * Example values are recognised by their look: the word "example" anywhere
 * (the reserved example domains, "Example Bank", "example.mbc" accounts) or
 * a run of five zeros (the placeholder phone, WhatsApp and account numbers).
 * Sample people are the records marked `sample: true` in app/content/.
 * Facts to confirm are the records carrying a `confirm` note
 * (app/content/confirm.ts): copy the requirements do not fix, shown as
 * written until the college checks it, listed with its English sentence
 * and the Nepali at the same place in the record's twin (currentFacts).
 * Translations awaiting the college's review are marked
 * `nepaliReviewed: false` (the e-mail, always listed) or by a review mark
 * that is "unreviewed" or stale (scripts/preflight-nepali.ts: listed only
 * while NEPALI_VERSION is on, as an English-only launch publishes none of
 * it, except the success dialog's line, which English pages show too). Turnstile must be on,
 * with real keys, whenever the forms reach the college's real script
 * (turnstileFindings), and apps-script/Code.gs's generated part must be
 * current and free of example values (appsScriptFindings).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { admissionsContent } from "../app/content/admissions";
import { admissionsContentNe } from "../app/content/admissions.ne";
import { NOTE_KEYS, type ToConfirm } from "../app/content/confirm";
import { confirmationEmail } from "../app/content/confirmation-email";
import {
  diplomaCards,
  diplomasListing,
  homeCards,
  shortCourseCards,
  shortCoursesListing,
} from "../app/content/courses";
import {
  diplomaCardsNe,
  diplomasListingNe,
  homeCardsNe,
  shortCourseCardsNe,
  shortCoursesListingNe,
} from "../app/content/courses.ne";
import { creditTransfer } from "../app/content/credit-transfer";
import { creditTransferNe } from "../app/content/credit-transfer.ne";
import { departments } from "../app/content/departments";
import { departmentsNe } from "../app/content/departments.ne";
import { degreeEnglish, entryByLevel } from "../app/content/entry-requirements";
import { degreeEnglish as degreeEnglishNe, entryByLevel as entryByLevelNe } from "../app/content/entry-requirements.ne";
import { fees } from "../app/content/fees";
import { feesNe } from "../app/content/fees.ne";
import { homeContent } from "../app/content/home";
import { homeContentNe } from "../app/content/home.ne";
import { ceoMessage, chairmanMessage } from "../app/content/leaders";
import { ceoMessageNe, chairmanMessageNe } from "../app/content/leaders.ne";
import { nccEducation } from "../app/content/ncc-education";
import { nccEducationNe } from "../app/content/ncc-education.ne";
import { partners } from "../app/content/partners";
import { policiesContent } from "../app/content/policies";
import { policiesContentNe } from "../app/content/policies.ne";
import { privacyContent } from "../app/content/privacy";
import { privacyContentNe } from "../app/content/privacy.ne";
import { programmesNe } from "../app/content/programmes.ne.server";
import { programmes } from "../app/content/programmes.server";
import { arrangements, awardOf } from "../app/content/programmes/awards";
import type { ProgrammeSlug } from "../app/content/programmes/names";
import { diplomaPathway } from "../app/content/programmes/shared";
import { diplomaPathway as diplomaPathwayNe } from "../app/content/programmes/shared.ne";
import { scholarship } from "../app/content/scholarship";
import { scholarshipNe } from "../app/content/scholarship.ne";
import { site } from "../app/content/site";
import { chairman, staff } from "../app/content/staff";
import { uclan } from "../app/content/uclan";
import { uclanNe } from "../app/content/uclan.ne";
import { testimonials, whyMbc } from "../app/content/why-mbc";
import { whyMbcNe } from "../app/content/why-mbc.ne";
import { TESTING_SECRETS, TESTING_SITE_KEYS } from "../worker/api/turnstile-testing-keys";
import { isLoopbackEndpoint } from "../worker/delivery/loopback";
import { ADMIN_TOKEN_MIN_LENGTH, accessSettings, config } from "../worker/config";
import { BEGIN, END, generatedBlock } from "./apps-script-block";
import { type NepaliFile, nepaliFiles, ROOT } from "./preflight-nepali";

/** "must fix" blocks the deploy; "to confirm" is listed for the college and does not. */
export type Severity = "must fix" | "to confirm";

/** The deploy target named on the command line: `--env staging` is the trial, nothing (or `--env production`) the public site. */
export function parseTarget(args: string[]): Target | { problem: string } {
  const at = args.findIndex((a) => a === "--env" || a.startsWith("--env="));
  if (at < 0) return "production";
  const name = args[at]!.includes("=") ? args[at]!.slice("--env=".length) : args[at + 1];
  if (name === "staging" || name === "production") return name;
  return {
    problem: `unknown environment ${JSON.stringify(name ?? "")}: use --env staging (the trial) or nothing (the public site)`,
  };
}

/** The printed headings of the two kinds, "must fix" first. */
export const HEADINGS: Record<Severity, string> = {
  "must fix": "Must fix before going live",
  "to confirm": "To confirm with the college",
};

export interface Finding {
  severity: Severity;
  /** Heading the finding is listed under, e.g. "Contact details". */
  group: string;
  /** Where to change it: file and field, or the setting. */
  where: string;
  value: string;
  /** What is wrong with it. */
  why: string;
  /** What to change, and how. */
  fix: string;
  /**
   * A fact to confirm: the English sentences that state it and, while the
   * Nepali version is on, the Nepali at the same place in its twin.
   */
  sentences?: { english: string; nepali?: string | null }[];
  /** The file of the fact's Nepali twin. */
  nepaliWhere?: string;
  /**
   * Example content (app/content/, Code.gs's generated part) rather than a
   * setting: it stops the public site's deploy but not the trial's, whose
   * point is to see the real thing working, behind Access, before the
   * college has confirmed every fact. It is listed for the trial all the same.
   */
  content?: true;
}

/** A person or signed text that may be invented. */
export interface PersonRecord {
  where: string;
  label: string;
  sample: boolean;
}

export interface PartnerRecord {
  where: string;
  name: string;
  link: string;
  placeholder?: boolean;
}

/** A fact shown on a page that the college has yet to confirm. */
export interface FactToConfirm {
  /** The file holding it. */
  where: string;
  /** The page and section showing it. */
  fact: string;
  /** What to confirm (the record's `confirm` note). */
  confirm: string;
  /** The English sentences that state it (those holding the record's `claims`, else its label). */
  english?: string[];
  /** For each English sentence, the Nepali at the same place in the twin record; null where none was found. */
  nepali?: (string | null)[];
  /** The file of the Nepali twin, when one was found. */
  nepaliWhere?: string;
}

/**
 * What is known of the Turnstile and endpoint settings the deployed Worker
 * will have: values given to this run (the environment; wrangler.toml's
 * [vars] for the site key), and for secrets given to Cloudflare only their
 * names (`wrangler secret list`).
 */
export interface LaunchSecrets {
  /** ENQUIRY_ENDPOINT, VISIT_ENDPOINT, ADMISSION_ENDPOINT as given to this run; absent when not. */
  endpoints: Record<string, string | undefined>;
  siteKey?: string;
  /** TURNSTILE_SECRET's value when given to this run, else whether the Worker has a secret of that name. */
  secret: string | boolean;
  /** Why the Worker's secrets could not be listed, when they could not. */
  secretsUnknown?: string;
  /** Whether the Worker has an ADMIN_TOKEN secret (`wrangler secret list`); absent when not asked. */
  adminToken?: boolean;
  /** Whether the Worker has an ERASURE_KEY secret (`wrangler secret list`); absent when not asked. */
  erasureKey?: boolean;
}

/**
 * Where `npm run deploy` sends the build: the public site, or the trial
 * (wrangler.toml's [env.staging], `npm run deploy:staging`), which lives on
 * a workers.dev address behind Cloudflare Access and may use Turnstile's
 * testing keys.
 */
export type Target = "production" | "staging";

/** The command that sets a Worker secret for the site `target` names (the trial's with --env staging). */
const secretPut = (name: string, target: Target) =>
  `npx wrangler secret put ${name}${target === "staging" ? " --env staging" : ""}`;

export interface LaunchData {
  /** The deploy this is checked for; "production" when not given. */
  target?: Target;
  /** app/content/site.ts's `site`, or any object shaped like it. */
  site: object;
  /** The [vars] of wrangler.toml. */
  vars: Record<string, unknown>;
  people: PersonRecord[];
  partners: PartnerRecord[];
  facts: FactToConfirm[];
  /** Texts translated by the project, which the college has yet to check, whatever NEPALI_VERSION says. */
  translations?: Translation[];
  /** The Nepali version's page text (nepaliFiles()): listed only while NEPALI_VERSION is on. */
  nepaliPages?: Translation[];
  /** apps-script/Code.gs, checked when given (appsScriptFindings). */
  appsScript?: AppsScript;
  secrets: LaunchSecrets;
  /**
   * Settings given in the environment `npm run deploy` runs in. A secret set
   * with `wrangler secret put` cannot be read back, so only what is here or
   * in [vars] can be checked.
   */
  environment?: Record<string, string | undefined>;
}

export interface Translation {
  where: string;
  label: string;
  reviewed: boolean;
  /** Why it is listed; "not yet checked by the college" when not given. */
  why?: string;
  /** What to do once the college has checked it. */
  fix: string;
}

/** apps-script/Code.gs as it stands, and its generated part as `npm run apps-script` would write it now. */
export interface AppsScript {
  source: string;
  block: string;
}

const ENDPOINT_NAMES = ["ENQUIRY_ENDPOINT", "VISIT_ENDPOINT", "ADMISSION_ENDPOINT"] as const;

/** Whether every endpoint given to this run is on loopback: a rehearsal on this machine, not a launch. */
function localRehearsal(secrets: LaunchSecrets): boolean {
  return ENDPOINT_NAMES.every((name) => {
    const value = secrets.endpoints[name];
    return value !== undefined && isLoopbackEndpoint(value);
  });
}

/**
 * Turnstile is required to go live. A configuration whose spreadsheet
 * endpoints are all on loopback is a rehearsal on this machine and needs
 * none; any other (an endpoint elsewhere, or one held only as a Worker
 * secret, which a deployed Worker could never point at loopback) needs the
 * site key and the secret, and neither may be one of Cloudflare's testing
 * keys: a testing secret passes every token, a testing site key gives
 * tokens no real secret accepts. The trial (target "staging") may use the
 * testing keys: Cloudflare Access, not Turnstile, keeps visitors out of it.
 */
export function turnstileFindings(secrets: LaunchSecrets, target: Target = "production"): Finding[] {
  if (localRehearsal(secrets)) return [];
  const group = "Turnstile (required to go live)";
  const vars = target === "staging" ? "wrangler.toml [env.staging.vars]" : "wrangler.toml [vars]";
  const put = secretPut("TURNSTILE_SECRET", target);
  const severity = "must fix";
  const findings: Finding[] = [];
  const siteKey = (secrets.siteKey ?? "").trim();
  if (siteKey === "")
    findings.push({
      severity,
      group,
      where: `${vars} TURNSTILE_SITE_KEY`,
      value: "",
      why: "not set: the forms reach the college's script, so Turnstile must be on",
      fix: "add a Turnstile widget for the site's hostname (Cloudflare dashboard, Turnstile) and put its site key here (docs/going-live.md, step 7)",
    });
  else if (target === "production" && TESTING_SITE_KEYS.includes(siteKey))
    findings.push({
      severity,
      group,
      where: `${vars} TURNSTILE_SITE_KEY`,
      value: siteKey,
      why: "one of Cloudflare's testing site keys, whose tokens no real secret accepts",
      fix: "replace it with the site key of the college's own widget (Cloudflare dashboard, Turnstile)",
    });
  const secret = typeof secrets.secret === "string" ? secrets.secret.trim() : secrets.secret;
  if (secret === "" || secret === false)
    findings.push({
      severity,
      group,
      where: `Worker secret TURNSTILE_SECRET (${put})`,
      value: "",
      why: secrets.secretsUnknown
        ? `not given to this run, and the Worker's secrets could not be listed (${secrets.secretsUnknown})`
        : "not set: the forms reach the college's script, so Turnstile must be on",
      fix: `run \`${put}\` and paste the secret key of the college's widget${target === "staging" ? " (or Cloudflare's testing secret, 1x0000000000000000000000000000000AA)" : ""}`,
    });
  else if (target === "production" && typeof secret === "string" && TESTING_SECRETS.includes(secret))
    findings.push({
      severity,
      group,
      where: "TURNSTILE_SECRET",
      value: secret,
      why: "one of Cloudflare's testing secret keys, which pass any token",
      fix: "run `npx wrangler secret put TURNSTILE_SECRET` with the secret key of the college's own widget",
    });
  return findings;
}

/** Why `text` looks like an example value, or null when it does not. */
export function exampleReason(text: string): string | null {
  if (/example/i.test(text)) return 'contains "example"';
  if (/0{5}/.test(text.replace(/[\s-]/g, ""))) return "placeholder number (a run of zeros)";
  return null;
}

/** Every string inside `value` with where it sits ("blocks[0].items[2]"), in order, save under keys in `skip`. */
function stringsAt(value: unknown, path = "", skip: ReadonlySet<string> = new Set()): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringsAt(v, `${path}[${i}]`, skip));
  if (value && typeof value === "object")
    return Object.entries(value)
      .filter(([key]) => !skip.has(key))
      .flatMap(([key, v]) => stringsAt(v, path ? `${path}.${key}` : key, skip));
  return [];
}

/** Every string inside `value` that looks like an example value, with its path. */
export function exampleValues(value: unknown, path: string): { path: string; value: string; why: string }[] {
  return stringsAt(value, path).flatMap(([at, text]) => {
    const why = exampleReason(text);
    return why ? [{ path: at, value: text, why }] : [];
  });
}

/**
 * Problems with SITE_URL: not a public https origin, or not the one the
 * college confirmed in site.ts. The trial's (target "staging") is its own
 * workers.dev address, so there a workers.dev host is right and the
 * confirmed address is not asked for.
 */
export function siteUrlReason(siteUrl: unknown, confirmed: string, target: Target = "production"): string | null {
  if (typeof siteUrl !== "string" || siteUrl === "") return "not set";
  const url = URL.parse(siteUrl);
  if (!url) return "not a URL";
  if (url.protocol !== "https:") return "not https";
  const host = url.hostname;
  if (/(^|\.)(localhost|example(\.[a-z.]+)?)$/i.test(host) || /^[\d.]+$/.test(host))
    return target === "staging" ? "not the trial's workers.dev address" : "not the college's public domain";
  if (target === "staging") {
    if (!/^[a-z0-9-]+\.[a-z0-9-]+\.workers\.dev$/i.test(host))
      return "not a workers.dev address (https://<worker>.<account's subdomain>.workers.dev): the trial lives there, behind Access";
  } else if (/(^|\.)(workers\.dev|pages\.dev)$/i.test(host)) return "not the college's public domain";
  if (url.pathname !== "/" || url.search || url.hash) return "must be an origin only, e.g. https://www.college.edu.np";
  if (target === "staging") return null;
  if (confirmed.replace(/\/$/, "") !== siteUrl.replace(/\/$/, "")) {
    return `not yet confirmed: once the domain is the college's own and routed to the Worker, set confirmedSiteUrl in app/content/site.ts to the same value`;
  }
  return null;
}

const GROUPS: [RegExp, string][] = [
  [/^(phones|emails)\b/, "Contact details"],
  [/^payment\b/, "Bank details"],
  [/^(social|floatingSocial)\b/, "Social links"],
  [/^partners\b/, "Partner links"],
];

const REAL_VALUE = "replace it with the college's real value";

/**
 * Every finding, "must fix" ones first. NEPALI_VERSION is read as the Worker
 * reads it (worker/config.ts), from the same [vars] `wrangler deploy` sends.
 */
export function preflight(data: LaunchData): Finding[] {
  const must = "must fix";
  const target = data.target ?? "production";
  const vars = target === "staging" ? "wrangler.toml [env.staging.vars]" : "wrangler.toml [vars]";
  const findings: Finding[] = [];
  const confirmed = (data.site as { confirmedSiteUrl?: string }).confirmedSiteUrl ?? "";
  const siteUrlProblem = siteUrlReason(data.vars.SITE_URL, confirmed, target);
  if (siteUrlProblem) {
    findings.push({
      severity: must,
      group: "Domain",
      where: `${vars} SITE_URL`,
      value: String(data.vars.SITE_URL ?? ""),
      why: siteUrlProblem,
      fix:
        target === "staging"
          ? "set it to the trial's own address, https://mbc-website-staging.<the account's workers.dev subdomain>.workers.dev (Workers & Pages in the Cloudflare dashboard shows the subdomain; docs/going-live.md, A trial before the domain)"
          : "set it to the college's own https address (an origin, e.g. https://www.college.edu.np), and confirmedSiteUrl in app/content/site.ts to the same value once that domain reaches the Worker",
    });
  }
  if (target === "staging") findings.push(...trialBehindAccess(data.vars));
  for (const [name, value] of Object.entries(data.vars)) {
    // Judged by their own rules: SITE_URL above, the site key by turnstileFindings (a testing key is all zeros).
    if (name === "SITE_URL" || name === "TURNSTILE_SITE_KEY") continue;
    for (const f of exampleValues(value, name))
      findings.push({
        severity: must,
        group: "Domain",
        where: `${vars} ${f.path}`,
        value: f.value,
        why: f.why,
        fix: REAL_VALUE,
      });
  }
  for (const f of exampleValues(data.site, "")) {
    const group = GROUPS.find(([re]) => re.test(f.path))?.[1] ?? "Site details";
    findings.push({
      severity: must,
      content: true,
      group,
      where: `app/content/site.ts ${f.path}`,
      value: f.value,
      why: f.why,
      fix:
        group === "Contact details"
          ? `${REAL_VALUE}, then run \`npm run apps-script\` and paste apps-script/Code.gs into the Apps Script editor again (its e-mails carry the contact details)`
          : REAL_VALUE,
    });
  }
  for (const p of data.partners) {
    const why = p.placeholder ? "placeholder partner (invented)" : exampleReason(p.link);
    if (why)
      findings.push({
        severity: must,
        content: true,
        group: "Partner links",
        where: p.where,
        value: `${p.name} <${p.link}>`,
        why,
        fix: p.placeholder
          ? "put in a real partner's name, logo text, headline, description and link, then remove `placeholder: true` (or delete the record)"
          : "replace the link with the partner's real address",
      });
  }
  if (data.appsScript)
    findings.push(...appsScriptFindings(data.appsScript).map((f): Finding => ({ ...f, content: true })));
  findings.push(...turnstileFindings(data.secrets, target));
  findings.push(...officeSignIn(data.vars, data.environment ?? {}, target === "production" ? data.secrets : null));
  findings.push(...erasureKey(data.secrets, data.environment ?? {}, target));
  if (target === "staging") findings.push(...trialOperatorToken(data.secrets, data.environment ?? {}));
  for (const p of data.people) {
    if (p.sample)
      findings.push({
        severity: must,
        content: true,
        group: "Sample people",
        where: p.where,
        value: p.label,
        why: "sample: true (an invented person or text)",
        fix: "put in the real person (or a real student's words, with their permission) and set `sample: false`, or delete the record",
      });
  }
  const nepaliOn = config(data.vars).nepali;
  findings.push(...factsToConfirm(data.facts, nepaliOn));
  for (const t of [...(data.translations ?? []), ...(nepaliOn ? (data.nepaliPages ?? []) : [])]) {
    if (!t.reviewed)
      findings.push({
        severity: "to confirm",
        group: "Translations to review",
        where: t.where,
        value: t.label,
        why: t.why || "not yet checked by the college",
        fix: t.fix,
      });
  }
  return findings;
}

/**
 * The trial may carry Turnstile's testing keys, which pass every visitor,
 * and it delivers to a real script: only Cloudflare Access in front of its
 * whole workers.dev address keeps strangers out. Whether Access covers the
 * address can be seen only in the dashboard; what can be checked here is
 * that the trial names an Access application ([env.staging.vars]
 * ACCESS_TEAM_DOMAIN and ACCESS_AUD), which is also how its office page
 * signs staff in.
 */
export function trialBehindAccess(vars: Record<string, unknown>): Finding[] {
  const text = (name: string) => (typeof vars[name] === "string" ? (vars[name] as string).trim() : "");
  if (text("ACCESS_TEAM_DOMAIN") && text("ACCESS_AUD")) return [];
  return [
    {
      severity: "must fix",
      group: "Trial behind Access",
      where: "wrangler.toml [env.staging.vars] ACCESS_TEAM_DOMAIN, ACCESS_AUD",
      value: `${text("ACCESS_TEAM_DOMAIN")} / ${text("ACCESS_AUD")}`,
      why: "not set: the trial is public on workers.dev unless Cloudflare Access covers it",
      fix: "put Cloudflare Access in front of the trial's whole workers.dev address (Zero Trust, Access, Applications, a self-hosted application for that hostname) and put its team domain and AUD tag here (docs/going-live.md, A trial before the domain, step 5)",
    },
  ];
}

/**
 * For the trial, the printed headings that say which items stop its deploy:
 * settings it needs do; example content (Finding.content) does not, though
 * it stops the public site's.
 */
export const TRIAL_HEADINGS = {
  stops: "Stops the trial",
  content: "Example content: does not stop the trial, stops the public site",
} as const;

/**
 * The printed summary and the exit code: 1 while anything must be fixed
 * (`npm run deploy` stops), else 0, with what is left to confirm listed.
 * The closing line names the commands for the target checked, so whoever
 * is preparing the trial is not sent to the public site's deploy; for the
 * trial, what must be fixed is listed in two parts, what stops it and what
 * does not, and the closing line counts both.
 */
export function report(findings: Finding[], target: Target = "production"): { text: string; exitCode: 0 | 1 } {
  const [deploy, again] =
    target === "staging"
      ? ["`npm run deploy:staging`", "`npm run preflight -- --env staging`"]
      : ["`npm run deploy`", "`npm run preflight`"];
  if (findings.length === 0) return { text: "preflight: nothing to fix or confirm. Ready to deploy.\n", exitCode: 0 };
  const mustFix = findings.filter((f) => f.severity === "must fix");
  // The trial goes ahead with example content (Finding.content); the public site never does.
  const stops = mustFix.filter((f) => !(target === "staging" && f.content));
  const goesAhead = mustFix.filter((f) => target === "staging" && f.content);
  const sections: [string, Finding[]][] = [
    ...(target === "staging"
      ? ([
          [TRIAL_HEADINGS.stops, stops],
          [TRIAL_HEADINGS.content, goesAhead],
        ] as [string, Finding[]][])
      : ([[HEADINGS["must fix"], mustFix]] as [string, Finding[]][])),
    [HEADINGS["to confirm"], findings.filter((f) => f.severity === "to confirm")],
  ];
  const lines: string[] = [];
  for (const [heading, items] of sections) {
    if (items.length === 0) continue;
    lines.push(`${heading} (${items.length})`, "");
    for (const group of new Set(items.map((f) => f.group))) {
      lines.push(`  ${group}`);
      for (const f of items.filter((i) => i.group === group)) {
        lines.push(`    ${f.where}`, `        ${JSON.stringify(f.value)}: ${f.why}`);
        for (const s of f.sentences ?? []) {
          lines.push(`          English: ${s.english}`);
          if ("nepali" in s)
            lines.push(
              `          Nepali:  ${s.nepali ?? `(none found at the same place in ${f.nepaliWhere ?? "a Nepali twin"})`}`,
            );
        }
        lines.push(`        change: ${f.fix}`);
      }
      lines.push("");
    }
  }
  const blocking = stops.length > 0;
  const items = (n: number) => `${n} item${n === 1 ? "" : "s"}`;
  lines.push(
    target === "staging"
      ? blocking
        ? `preflight: not ready for the trial. ${deploy} stops until the ${items(stops.length)} under "${TRIAL_HEADINGS.stops}" ${stops.length === 1 ? "is" : "are"} done${goesAhead.length ? `; the ${items(goesAhead.length)} of example content ${goesAhead.length === 1 ? "does" : "do"} not stop it` : ""}; run ${again} again after changing them.`
        : goesAhead.length > 0
          ? `preflight: ready for the trial. The ${items(goesAhead.length)} of example content under "${TRIAL_HEADINGS.content}" ${goesAhead.length === 1 ? "does" : "do"} not stop ${deploy}, but ${goesAhead.length === 1 ? "it stops" : "they stop"} \`npm run deploy\` to the public site.`
          : `preflight: ready for the trial. The items under "To confirm with the college" do not stop ${deploy}; the site shows them as written until they are confirmed.`
      : blocking
        ? `preflight: not ready. ${deploy} stops until every item under "${HEADINGS["must fix"]}" is done; run ${again} again after changing them.`
        : `preflight: ready to deploy. The items under "${HEADINGS["to confirm"]}" do not stop ${deploy}; the site shows them as written until they are confirmed.`,
  );
  return { text: `${lines.join("\n")}\n`, exitCode: blocking ? 1 : 0 };
}

/**
 * apps-script/Code.gs is pasted into Google's editor and e-mails applicants
 * the college's contacts from its generated part: that part must be what
 * `npm run apps-script` writes from app/content/ now, and hold no example
 * value (the reply-to address is its first e-mail).
 */
export function appsScriptFindings({ source, block }: AppsScript): Finding[] {
  const severity = "must fix";
  const group = "Spreadsheet script (apps-script/Code.gs)";
  const paste = "paste apps-script/Code.gs into the Apps Script editor and deploy a new version";
  const start = source.indexOf(BEGIN);
  const end = source.indexOf(END, start);
  if (start < 0 || end < 0)
    return [
      {
        severity,
        group,
        where: "apps-script/Code.gs",
        value: "",
        why: "the markers of its generated part are missing",
        fix: `restore them (\`git checkout apps-script/Code.gs\`), run \`npm run apps-script\`, then ${paste}`,
      },
    ];
  const current = source.slice(start, end + END.length);
  const findings: Finding[] = [];
  if (current !== block)
    findings.push({
      severity,
      group,
      where: "apps-script/Code.gs generated part (var COLLEGE)",
      value: "",
      why: "differs from what app/content/ holds now (stale)",
      fix: `run \`npm run apps-script\`, then ${paste}`,
    });
  // COLLEGE is the block's first value; the forms' settings follow it.
  const from = current.indexOf("{");
  const json = current.slice(from, current.indexOf("\n};", from) + 2);
  let college: unknown = null;
  try {
    college = JSON.parse(json);
  } catch {
    // A block that is not JSON is stale: listed above.
  }
  for (const f of exampleValues(college, "COLLEGE"))
    findings.push({
      severity,
      group,
      where: `apps-script/Code.gs ${f.path}`,
      value: f.value,
      why: `${f.why}: applicants' confirmation e-mails would carry it`,
      fix: `correct it in ${blockSource(f.path)}, run \`npm run apps-script\`, then ${paste}`,
    });
  return findings;
}

/** The file (and field) a value of the generated part is copied from (scripts/apps-script-block.ts). */
function blockSource(path: string): string {
  const field = path.replace(/^COLLEGE\./, "");
  if (field.startsWith("words.")) return "app/content/confirmation-email.ts";
  if (field.startsWith("forms.")) return "app/forms/contract/success-messages.ts";
  if (field === "referenceNote") return "app/forms/contract/reference.ts";
  return `app/content/site.ts ${field}`;
}

/**
 * The office's sign-in as the Worker will read it (worker/config.ts): Access
 * settings given but unusable close the office (503); an ADMIN_TOKEN shorter
 * than ADMIN_TOKEN_MIN_LENGTH counts as unset. For the public site
 * (`secrets` given) one of the two must be there at all: with neither, the
 * office page is off (worker/office/staff.ts), so nobody could see a
 * submission the spreadsheet did not take, redeliver it or erase it. A
 * rehearsal whose endpoints are all on loopback needs neither (`npm start`
 * makes up a token for the run).
 */
export function officeSignIn(
  vars: Record<string, unknown>,
  environment: Record<string, string | undefined>,
  secrets: LaunchSecrets | null = null,
): Finding[] {
  const findings: Finding[] = [];
  const setting = (name: string) => {
    const inVars = typeof vars[name] === "string" ? (vars[name] as string).trim() : "";
    return inVars
      ? { value: inVars, where: `wrangler.toml [vars] ${name}` }
      : { value: (environment[name] ?? "").trim(), where: `${name} in the environment` };
  };
  const [team, aud, certs] = ["ACCESS_TEAM_DOMAIN", "ACCESS_AUD", "ACCESS_CERTS_URL"].map(setting) as [
    { value: string; where: string },
    { value: string; where: string },
    { value: string; where: string },
  ];
  const access = accessSettings(team.value, aud.value, certs.value);
  if (typeof access === "string")
    findings.push({
      severity: "must fix",
      group: "Office sign-in",
      where: `${team.where}, ${aud.where}`,
      value: `${team.value} / ${aud.value}`,
      why: `${access}: the office page would answer 503 until both are right`,
      fix: "set ACCESS_TEAM_DOMAIN to the team domain (<team>.cloudflareaccess.com) and ACCESS_AUD to the Access application's AUD tag (64 hex digits), or remove both (docs/going-live.md, Cloudflare Access for the office page)",
    });
  const token = setting("ADMIN_TOKEN");
  if (token.value && token.value.length < ADMIN_TOKEN_MIN_LENGTH)
    findings.push({
      severity: "must fix",
      group: "Office sign-in",
      where: token.where,
      value: `${token.value.length} characters`,
      why: `shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, so the Worker counts it as unset (no token sign-in, no operator API)`,
      fix: `give it a random value of at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -base64 33\`) and \`npx wrangler secret put ADMIN_TOKEN\``,
    });
  if (secrets && !localRehearsal(secrets) && access === null && !token.value && secrets.adminToken !== true)
    findings.push({
      severity: "must fix",
      group: "Office sign-in",
      where: "wrangler.toml [vars] ACCESS_TEAM_DOMAIN, ACCESS_AUD, or Worker secret ADMIN_TOKEN",
      value: "",
      why: secrets.secretsUnknown
        ? `no Access settings, no ADMIN_TOKEN given to this run, and the Worker's secrets could not be listed (${secrets.secretsUnknown}): with no sign-in the office page is off, and nobody can see, redeliver or erase a submission`
        : "neither Cloudflare Access nor an ADMIN_TOKEN is set up: the office page would be off, and nobody could see, redeliver or erase a submission",
      fix: "put Cloudflare Access in front of /office (docs/going-live.md, Cloudflare Access for the office page), or run `npx wrangler secret put ADMIN_TOKEN` with a random value of at least 32 characters",
    });
  return findings;
}

/**
 * The key of the erased submissions' tombstones (worker/outbox/tombstones.ts).
 * Without it the Worker refuses every erasure and every reapplying of them
 * after a restore, so an applicant's request to have their data removed
 * could not be carried out; the trial needs its own as much as the public
 * site, since it holds the trial sheet's applicants and is restored by the
 * same procedure. A value shorter than ADMIN_TOKEN_MIN_LENGTH counts as
 * unset, as the Worker counts it; a rehearsal on loopback gets one made up
 * by `npm start`.
 */
export function erasureKey(
  secrets: LaunchSecrets,
  environment: Record<string, string | undefined>,
  target: Target = "production",
): Finding[] {
  if (localRehearsal(secrets)) return [];
  const given = (environment.ERASURE_KEY ?? "").trim();
  if (given.length >= ADMIN_TOKEN_MIN_LENGTH || (!given && secrets.erasureKey === true)) return [];
  const put = secretPut("ERASURE_KEY", target);
  return [
    {
      severity: "must fix",
      group: "Erasure",
      where: "Worker secret ERASURE_KEY",
      value: given ? `${given.length} characters` : "",
      why: given
        ? `shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, so the Worker counts it as unset and refuses every erasure`
        : secrets.secretsUnknown
          ? `not given to this run, and the Worker's secrets could not be listed (${secrets.secretsUnknown}): without it every erasure is refused`
          : "not set: the Worker would refuse every erasure, so an applicant's request to be removed could not be carried out",
      fix: `give it a random value of at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -hex 32 | ${put}\`), and never change it afterwards (docs/going-live.md)`,
    },
  ];
}

/**
 * The trial's operator token. Its office signs staff in through Access
 * (trialBehindAccess), but `npm run outbox`, and so erasing again after a
 * restore of the trial's database (docs/operations.md, "Restoring the
 * outbox's database to a time"), reaches it only with ADMIN_TOKEN: without
 * one every /api/admin address answers 404. A value given to this run that
 * is too short is officeSignIn's to list.
 */
export function trialOperatorToken(secrets: LaunchSecrets, environment: Record<string, string | undefined>): Finding[] {
  if (localRehearsal(secrets) || (environment.ADMIN_TOKEN ?? "").trim() || secrets.adminToken === true) return [];
  return [
    {
      severity: "must fix",
      group: "Operator tool",
      where: `Worker secret ADMIN_TOKEN (${secretPut("ADMIN_TOKEN", "staging")})`,
      value: "",
      why: secrets.secretsUnknown
        ? `not given to this run, and the trial's secrets could not be listed (${secrets.secretsUnknown}): without it \`npm run outbox\` cannot reach the trial`
        : "not set: `npm run outbox` could not reach the trial, so nothing erased there could be erased again after a restore of its database",
      fix: `make a random value of at least ${ADMIN_TOKEN_MIN_LENGTH} characters (e.g. \`openssl rand -base64 33\`), keep it where the office keeps passwords, and run \`${secretPut("ADMIN_TOKEN", "staging")}\` (docs/going-live.md, A trial before the domain, step 4)`,
    },
  ];
}

/**
 * One finding per marked fact, listed under the file that holds it, with
 * the English sentences that state it and, while the Nepali version is on
 * (`nepaliOn`), the Nepali at the same place in its twin: correcting and
 * confirming them together is one step. While it is off the site shows no
 * Nepali, so none is printed or asked about; the Nepali files' review marks
 * (scripts/preflight-nepali.ts) list a twin whose English changed meanwhile
 * once it is switched on.
 */
export function factsToConfirm(facts: FactToConfirm[], nepaliOn = true): Finding[] {
  return facts.map((f) => {
    const twin = nepaliOn ? f.nepaliWhere : undefined;
    return {
      severity: "to confirm",
      group: "Facts to confirm",
      where: f.where,
      value: f.fact,
      ...(f.english
        ? {
            sentences: f.english.map((english, i) =>
              nepaliOn ? { english, nepali: f.nepali?.[i] ?? null } : { english },
            ),
          }
        : {}),
      ...(twin ? { nepaliWhere: twin } : {}),
      why: `to confirm: ${f.confirm}`,
      fix: `check it with the college, correct the English${twin ? ` and the Nepali (${twin})` : ""} if need be, then remove the record's \`confirm\` note`,
    };
  });
}

/** Keys of a record that hold no words a reader sees (or the note itself). */
const NOT_WORDS = new Set([...NOTE_KEYS, "id", "href", "path", "src", "slug", "type", "poster", "image", "logo"]);

/** A record's words with where each sits in it, in order. */
const wordsAt = (value: unknown) => stringsAt(value, "", NOT_WORDS);

/** A text's sentences: English ends one at ". ", "! " or "? "; Nepali at "।" too. */
function sentences(text: string): string[] {
  return text.split(/(?<=[.!?।])\s+(?=\S)/).filter(Boolean);
}

/** The label a record goes by: its title, heading, label, question or name, else its first words. */
function labelOf(record: Record<string, unknown>): string {
  for (const key of ["title", "heading", "label", "question", "name", "applies", "term"])
    if (typeof record[key] === "string") return record[key] as string;
  return wordsAt(record)[0]?.[1] ?? "";
}

/**
 * The English sentences stating a noted record's claim and, for each, the
 * Nepali at the same place in its twin: the sentence with the same number
 * when both texts have as many, else the whole twin text. A record's
 * `claims` name its claims by a fragment of their English; without them
 * the record's label stands for the whole (a list of unit titles, say).
 */
function claimSentences(
  english: Record<string, unknown>,
  nepali: unknown,
): { english: string[]; nepali: (string | null)[] } {
  const en = wordsAt(english);
  const ne = new Map(nepali && typeof nepali === "object" ? wordsAt(nepali) : []);
  const claims = (english as ToConfirm).claims ?? [];
  const found = new Map<string, string | null>();
  const labelPath = en.find(([, text]) => text === labelOf(english))?.[0];
  const places: [string | undefined, string][] =
    claims.length > 0
      ? claims.map((fragment) => {
          const at = en.find(([, text]) => text.includes(fragment));
          return at ? [at[0], at[1]] : [undefined, fragment];
        })
      : [[labelPath, labelOf(english)]];
  for (const [path, text] of places) {
    if (path === undefined) {
      found.set(`«${text}»: not found in the record's English`, null);
      continue;
    }
    const fragment = claims.find((c) => text.includes(c));
    const own = sentences(text);
    const index = fragment
      ? Math.max(
          0,
          own.findIndex((s) => s.includes(fragment)),
        )
      : 0;
    const twin = ne.get(path);
    const twinSentences = twin === undefined ? [] : sentences(twin);
    const sentence = fragment ? own[index]! : text;
    if (found.has(sentence)) continue;
    found.set(
      sentence,
      twin === undefined ? null : fragment && twinSentences.length === own.length ? twinSentences[index]! : twin,
    );
  }
  return { english: [...found.keys()], nepali: [...found.values()] };
}

/** Where an English content object and its Nepali twin live, and the page that shows them. */
interface Twins {
  page: string;
  where: string;
  nepaliWhere: string;
  english: unknown;
  nepali: unknown;
}

/**
 * Every record under `english` carrying a `confirm` note, each with its twin
 * under `nepali`: the element with the same id in a list of records that
 * have ids, else the same index; the same key in an object.
 */
export function notedFacts({ page, where, nepaliWhere, english, nepali }: Twins): FactToConfirm[] {
  const facts: FactToConfirm[] = [];
  const walk = (en: unknown, ne: unknown): void => {
    if (Array.isArray(en)) {
      en.forEach((item, i) => {
        const id = item && typeof item === "object" ? (item as { id?: unknown }).id : undefined;
        const twin = Array.isArray(ne)
          ? typeof id === "string"
            ? ne.find((n) => n && typeof n === "object" && (n as { id?: unknown }).id === id)
            : ne[i]
          : undefined;
        walk(item, twin);
      });
      return;
    }
    if (!en || typeof en !== "object") return;
    const record = en as Record<string, unknown> & ToConfirm;
    const twin = ne && typeof ne === "object" ? (ne as Record<string, unknown>) : undefined;
    if (typeof record.confirm === "string") {
      const label = labelOf(record);
      facts.push({
        where,
        fact: label ? `${page}: ${label}` : page,
        confirm: record.confirm,
        ...claimSentences(record, twin),
        nepaliWhere: twin ? nepaliWhere : undefined,
      });
    }
    for (const [key, value] of Object.entries(record)) if (!NOT_WORDS.has(key)) walk(value, twin?.[key]);
  };
  walk(english, nepali);
  return facts;
}

/**
 * The "Who awards this" panels, one list per awarding arrangement (UCLan's
 * degrees, NCC Education's diplomas, the college's short courses): each
 * panel is written by award-panel.ts from its programme's award, so a fact
 * every panel of an arrangement states is one fact, under that file.
 */
function awardPanelTwins(): Twins[] {
  return Object.values(arrangements).map((arrangement) => {
    const its = programmes.filter((p) => awardOf(p.page.slug as ProgrammeSlug).arrangement.id === arrangement.id);
    return {
      page: `The award panel of every programme ${arrangement.awarder.name} awards`,
      where: "app/content/programmes/award-panel.ts",
      nepaliWhere: "app/content/programmes/award-panel.ne.ts",
      english: its.map((p) => p.award),
      nepali: its.map((p) => programmesNe[p.page.slug as ProgrammeSlug].award),
    };
  });
}

/**
 * Every fact app/content/ marks for the college to confirm, from each page's
 * English records and their Nepali twins. What is written once and shown on
 * several programme pages (the diploma ladder, the award panels) is listed
 * once, under the file that writes it (first below), not again under each
 * programme.
 */
export function currentFacts(): FactToConfirm[] {
  const shared: Twins[] = [
    {
      page: "Every diploma's Academic Progression",
      where: "app/content/programmes/shared.ts diplomaPathway",
      nepaliWhere: "app/content/programmes/shared.ne.ts diplomaPathway",
      english: diplomaPathway(),
      nepali: diplomaPathwayNe(),
    },
    ...awardPanelTwins(),
  ];
  // Each page's record in app/content/<file>.ts, with its Nepali twin in <file>.ne.ts.
  const pages: [page: string, file: string, english: unknown, nepali: unknown][] = [
    [
      "Entry requirements",
      "entry-requirements",
      { ...entryByLevel, degrees: degreeEnglish },
      { ...entryByLevelNe, degrees: degreeEnglishNe },
    ],
    ["Awarding body page", "ncc-education", nccEducation, nccEducationNe],
    ["UK university page", "uclan", uclan, uclanNe],
    ["Policies", "policies", policiesContent, policiesContentNe],
    // The privacy notice: how long the college's sheet, Drive folder and Sent mail keep things, and who answers requests.
    ["Privacy notice", "privacy", privacyContent, privacyContentNe],
    ["Fees and funding", "fees", fees, feesNe],
    ["Scholarship", "scholarship", scholarship, scholarshipNe],
    ["Admissions", "admissions", admissionsContent, admissionsContentNe],
    ["Why MBC", "why-mbc", whyMbc, whyMbcNe],
    ["Home page", "home", homeContent, homeContentNe],
    [
      "Course cards and listings",
      "courses",
      [homeCards, diplomaCards, shortCourseCards, diplomasListing, shortCoursesListing],
      [homeCardsNe, diplomaCardsNe, shortCourseCardsNe, diplomasListingNe, shortCoursesListingNe],
    ],
    ["Department pages", "departments", departments, departmentsNe],
    ["Credit transfer", "credit-transfer", creditTransfer, creditTransferNe],
    ["Leaders' messages", "leaders", [chairmanMessage, ceoMessage], [chairmanMessageNe, ceoMessageNe]],
  ];
  const twins: Twins[] = [
    ...programmes.map((p) => ({
      page: p.page.banner.mainTitle,
      where: `app/content/programmes/${p.page.slug}.server.ts`,
      nepaliWhere: `app/content/programmes/${p.page.slug}.ne.server.ts`,
      english: p,
      nepali: programmesNe[p.page.slug as ProgrammeSlug],
    })),
    ...pages.map(([page, file, english, nepali]) => ({
      page,
      where: `app/content/${file}.ts`,
      nepaliWhere: `app/content/${file}.ne.ts`,
      english,
      nepali,
    })),
  ];
  const key = (f: FactToConfirm) => `${f.confirm}\0${f.english?.join("\0")}`;
  const once = new Set<string>();
  const sharedFacts = shared.flatMap(notedFacts).filter((f) => !once.has(key(f)) && Boolean(once.add(key(f))));
  // A record shown twice on one page's content (a card in its list and in the listing) is one fact too.
  const seen = new Set([...sharedFacts.map(key), ...sharedFacts.map((f) => `${f.where}\0${key(f)}`)]);
  return [
    ...sharedFacts,
    ...twins.flatMap(notedFacts).filter((f) => {
      if (seen.has(key(f)) || seen.has(`${f.where}\0${key(f)}`)) return false;
      seen.add(`${f.where}\0${key(f)}`);
      return true;
    }),
  ];
}

/**
 * Every file of the site's Nepali text (decisions 021 and 033), found by its
 * review mark (scripts/preflight-nepali.ts): listed while unreviewed, or
 * reviewed against words (its own or its English twin's) that have changed since.
 */
export function nepaliTranslations(files: NepaliFile[] = nepaliFiles()): Translation[] {
  return files.map((f) => ({
    where: `${f.file} review`,
    label: "Nepali text of the site",
    reviewed: f.reviewed,
    why: f.why,
    fix: `once the college has checked the file's Nepali${f.english.length > 0 ? ` against ${f.english.join(", ")}` : ""}, run \`npm run preflight -- --reviewed ${f.file}\` (it writes the line \`export const review = "reviewed against …"\`)`,
  }));
}

/**
 * Files whose Nepali the English pages show too, whatever NEPALI_VERSION
 * says: the success dialog prints each form's Nepali line beneath the
 * English (requirements §4). Listed like the e-mail's, always.
 */
export const SHOWN_ON_ENGLISH_PAGES = ["app/forms/contract/success-messages.ts"];

/** The content as it stands, gathered from app/content/, with the settings preflight.ts gathered. */
export function currentLaunchData(vars: Record<string, unknown>, secrets?: LaunchSecrets): LaunchData {
  return {
    site,
    vars,
    secrets: secrets ?? {
      endpoints: {},
      siteKey: typeof vars.TURNSTILE_SITE_KEY === "string" ? vars.TURNSTILE_SITE_KEY : undefined,
      secret: false,
    },
    facts: currentFacts(),
    translations: [
      {
        where: "app/content/confirmation-email.ts nepaliReviewed",
        label: "the Nepali of the confirmation e-mail (sent in English only until reviewed)",
        reviewed: confirmationEmail.nepaliReviewed,
        fix: "once the college has checked the Nepali words, set nepaliReviewed to true, run `npm run apps-script` and paste apps-script/Code.gs into the Apps Script editor again",
      },
      ...nepaliTranslations(nepaliFiles().filter((f) => SHOWN_ON_ENGLISH_PAGES.includes(f.file))),
    ],
    nepaliPages: nepaliTranslations(nepaliFiles().filter((f) => !SHOWN_ON_ENGLISH_PAGES.includes(f.file))),
    appsScript: { source: readFileSync(join(ROOT, "apps-script/Code.gs"), "utf8"), block: generatedBlock() },
    partners: partners.map((p) => ({
      where: `app/content/partners.ts id ${p.id}`,
      name: p.name,
      link: p.link,
      placeholder: p.placeholder,
    })),
    people: [
      ...[chairman, ...staff].map((m) => ({
        where: "app/content/staff.ts",
        label: `${m.name} (${m.role})`,
        sample: m.sample,
      })),
      ...[chairmanMessage, ceoMessage].map((m) => ({
        where: "app/content/leaders.ts",
        label: `${m.header}, signed ${m.name}`,
        sample: m.sample,
      })),
      ...testimonials.map((t) => ({
        where: "app/content/why-mbc.ts testimonials",
        label: `${t.name} (${t.course})`,
        sample: t.sample,
      })),
    ],
  };
}
