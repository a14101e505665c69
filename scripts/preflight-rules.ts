/**
 * What `npm run preflight` refuses to publish (scripts/preflight.ts prints
 * the findings and exits non-zero while any remain). Kept free of Node APIs
 * so the rules are unit-tested in the Workers runtime like the rest.
 *
 * Example values are recognised by their look: the word "example" anywhere
 * (the reserved example domains, "Example Bank", "example.mbc" accounts) or
 * a run of five zeros (the placeholder phone, WhatsApp and account numbers).
 * Sample people are the records marked `sample: true` in app/content/.
 * Facts to confirm are the records carrying a `confirm` note
 * (app/content/confirm.ts): copy the requirements do not fix, shown as
 * written until the college checks it. Translations awaiting the college's
 * review are marked `nepaliReviewed: false`. Turnstile must be on, with
 * real keys, whenever the forms reach the college's real script
 * (turnstileFindings).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { ToConfirm } from "../app/content/confirm";
import { confirmationEmail } from "../app/content/confirmation-email";
import { entryByLevel, type LevelEntry } from "../app/content/entry-requirements";
import { feeBlocks } from "../app/content/fees";
import { ceoMessage, chairmanMessage } from "../app/content/leaders";
import { nccEducation } from "../app/content/ncc-education";
import { partners } from "../app/content/partners";
import { policies } from "../app/content/policies";
import { programmes } from "../app/content/programmes.server";
import { diplomaPathway } from "../app/content/programmes/shared";
import { site } from "../app/content/site";
import { chairman, staff } from "../app/content/staff";
import { uclan } from "../app/content/uclan";
import { testimonials } from "../app/content/why-mbc";
import { TESTING_SECRETS, TESTING_SITE_KEYS } from "../worker/api/turnstile-testing-keys";
import { isLoopbackEndpoint } from "../worker/delivery/loopback";
import { ADMIN_TOKEN_MIN_LENGTH, accessSettings } from "../worker/config";

export interface Finding {
  /** Heading the finding is listed under, e.g. "Contact details". */
  group: string;
  /** Where to change it: file and field. */
  where: string;
  value: string;
  why: string;
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
}

export interface LaunchData {
  /** app/content/site.ts's `site`, or any object shaped like it. */
  site: object;
  /** The [vars] of wrangler.toml. */
  vars: Record<string, unknown>;
  people: PersonRecord[];
  partners: PartnerRecord[];
  facts: FactToConfirm[];
  /** Texts translated by the project, which the college has yet to check. */
  translations?: { where: string; label: string; reviewed: boolean }[];
  secrets: LaunchSecrets;
  /**
   * Settings given in the environment `npm run deploy` runs in. A secret set
   * with `wrangler secret put` cannot be read back, so only what is here or
   * in [vars] can be checked.
   */
  environment?: Record<string, string | undefined>;
}

const ENDPOINT_NAMES = ["ENQUIRY_ENDPOINT", "VISIT_ENDPOINT", "ADMISSION_ENDPOINT"] as const;

/**
 * Turnstile is required to go live. A configuration whose spreadsheet
 * endpoints are all on loopback is a rehearsal on this machine and needs
 * none; any other (an endpoint elsewhere, or one held only as a Worker
 * secret, which a deployed Worker could never point at loopback) needs the
 * site key and the secret, and neither may be one of Cloudflare's testing
 * keys: a testing secret passes every token, a testing site key gives
 * tokens no real secret accepts.
 */
export function turnstileFindings(secrets: LaunchSecrets): Finding[] {
  const local = ENDPOINT_NAMES.every((name) => {
    const value = secrets.endpoints[name];
    return value !== undefined && isLoopbackEndpoint(value);
  });
  if (local) return [];
  const group = "Turnstile (required to go live)";
  const findings: Finding[] = [];
  const siteKey = (secrets.siteKey ?? "").trim();
  if (siteKey === "")
    findings.push({
      group,
      where: "wrangler.toml [vars] TURNSTILE_SITE_KEY",
      value: "",
      why: "not set: the forms reach the college's script, so Turnstile must be on (README, Going live)",
    });
  else if (TESTING_SITE_KEYS.includes(siteKey))
    findings.push({
      group,
      where: "wrangler.toml [vars] TURNSTILE_SITE_KEY",
      value: siteKey,
      why: "one of Cloudflare's testing site keys: use the site key of the college's own widget",
    });
  const secret = typeof secrets.secret === "string" ? secrets.secret.trim() : secrets.secret;
  if (secret === "" || secret === false)
    findings.push({
      group,
      where: "Worker secret TURNSTILE_SECRET (npx wrangler secret put TURNSTILE_SECRET)",
      value: "",
      why: secrets.secretsUnknown
        ? `not given to this run, and the Worker's secrets could not be listed (${secrets.secretsUnknown})`
        : "not set: the forms reach the college's script, so Turnstile must be on",
    });
  else if (typeof secret === "string" && TESTING_SECRETS.includes(secret))
    findings.push({
      group,
      where: "TURNSTILE_SECRET",
      value: secret,
      why: "one of Cloudflare's testing secret keys, which pass any token: use the secret of the college's own widget",
    });
  return findings;
}

/** Why `text` looks like an example value, or null when it does not. */
export function exampleReason(text: string): string | null {
  if (/example/i.test(text)) return 'contains "example"';
  if (/0{5}/.test(text.replace(/[\s-]/g, ""))) return "placeholder number (a run of zeros)";
  return null;
}

/** Every string inside `value` that looks like an example value, with its path. */
export function exampleValues(value: unknown, path: string): { path: string; value: string; why: string }[] {
  if (typeof value === "string") {
    const why = exampleReason(value);
    return why ? [{ path, value, why }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((v, i) => exampleValues(v, `${path}[${i}]`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([k, v]) => exampleValues(v, path ? `${path}.${k}` : k));
  return [];
}

/** Problems with SITE_URL: not a public https origin, or not the one the college confirmed in site.ts. */
export function siteUrlReason(siteUrl: unknown, confirmed: string): string | null {
  if (typeof siteUrl !== "string" || siteUrl === "") return "not set";
  let url: URL;
  try {
    url = new URL(siteUrl);
  } catch {
    return "not a URL";
  }
  if (url.protocol !== "https:") return "not https";
  if (
    /(^|\.)(localhost|example(\.[a-z.]+)?|workers\.dev|pages\.dev)$/i.test(url.hostname) ||
    /^[\d.]+$/.test(url.hostname)
  ) {
    return "not the college's public domain";
  }
  if (url.pathname !== "/" || url.search || url.hash) return "must be an origin only, e.g. https://www.college.edu.np";
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

export function preflight(data: LaunchData): Finding[] {
  const findings: Finding[] = [];
  const confirmed = (data.site as { confirmedSiteUrl?: string }).confirmedSiteUrl ?? "";
  const siteUrlProblem = siteUrlReason(data.vars.SITE_URL, confirmed);
  if (siteUrlProblem) {
    findings.push({
      group: "Domain",
      where: "wrangler.toml [vars] SITE_URL",
      value: String(data.vars.SITE_URL ?? ""),
      why: siteUrlProblem,
    });
  }
  for (const [name, value] of Object.entries(data.vars)) {
    if (name === "SITE_URL") continue;
    for (const f of exampleValues(value, name))
      findings.push({ group: "Domain", where: `wrangler.toml [vars] ${f.path}`, value: f.value, why: f.why });
  }
  for (const f of exampleValues(data.site, "")) {
    const group = GROUPS.find(([re]) => re.test(f.path))?.[1] ?? "Site details";
    findings.push({ group, where: `app/content/site.ts ${f.path}`, value: f.value, why: f.why });
  }
  for (const p of data.partners) {
    const why = p.placeholder ? "placeholder partner" : exampleReason(p.link);
    if (why) findings.push({ group: "Partner links", where: p.where, value: `${p.name} <${p.link}>`, why });
  }
  for (const p of data.people) {
    if (p.sample)
      findings.push({
        group: "Sample people",
        where: p.where,
        value: p.label,
        why: "sample: true (an invented person or text)",
      });
  }
  findings.push(...turnstileFindings(data.secrets));
  findings.push(...officeSignIn(data.vars, data.environment ?? {}));
  findings.push(...factsToConfirm(data.facts));
  for (const t of data.translations ?? []) {
    if (!t.reviewed)
      findings.push({
        group: "Translations to review",
        where: t.where,
        value: t.label,
        why: 'not yet checked by the college (set the flag to true, or `review` to "reviewed", once it has been)',
      });
  }
  return findings;
}

/**
 * The office's sign-in as the Worker will read it (worker/config.ts): Access
 * settings given but unusable close the office (503); an ADMIN_TOKEN shorter
 * than ADMIN_TOKEN_MIN_LENGTH counts as unset.
 */
export function officeSignIn(
  vars: Record<string, unknown>,
  environment: Record<string, string | undefined>,
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
      group: "Office sign-in",
      where: `${team.where}, ${aud.where}`,
      value: `${team.value} / ${aud.value}`,
      why: `${access}: the office page would answer 503 until both are right`,
    });
  const token = setting("ADMIN_TOKEN");
  if (token.value && token.value.length < ADMIN_TOKEN_MIN_LENGTH)
    findings.push({
      group: "Office sign-in",
      where: token.where,
      value: `${token.value.length} characters`,
      why: `shorter than ${ADMIN_TOKEN_MIN_LENGTH} characters, so the Worker counts it as unset (no token sign-in, no operator API): use a long random value`,
    });
  return findings;
}

/** One finding per marked record, listed under the file that holds it. */
export function factsToConfirm(facts: FactToConfirm[]): Finding[] {
  return facts.map((f) => ({
    group: "Facts to confirm",
    where: f.where,
    value: f.fact,
    why: `confirm ${f.confirm}, then remove its \`confirm\` note`,
  }));
}

/** The records among `records` that carry a `confirm` note, as facts to confirm. */
function noted<T extends ToConfirm>(
  records: readonly T[],
  where: (r: T) => string,
  fact: (r: T) => string,
): FactToConfirm[] {
  return records.flatMap((r) => (r.confirm ? [{ where: where(r), fact: fact(r), confirm: r.confirm }] : []));
}

/** Every fact app/content/ marks for the college to confirm. */
export function currentFacts(): FactToConfirm[] {
  return [
    ...programmes.flatMap((p) =>
      noted(
        p.sections,
        () => `app/content/programmes/${p.page.slug}.server.ts`,
        (s) => `${p.page.banner.mainTitle}: ${s.title}`,
      ),
    ),
    // The diploma ladder is written once and shown on every diploma page: listed once.
    ...noted(
      diplomaPathway(),
      () => "app/content/programmes/shared.ts diplomaPathway",
      (s) => `Every diploma's Academic Progression: ${s.label}`,
    ),
    ...noted(
      Object.values<LevelEntry>(entryByLevel),
      () => "app/content/entry-requirements.ts",
      (e) => `Entry requirements: ${e.applies}`,
    ),
    ...noted(
      nccEducation.sections,
      () => "app/content/ncc-education.ts",
      (s) => `Awarding body page: ${s.title}`,
    ),
    ...noted(
      uclan.sections,
      () => "app/content/uclan.ts",
      (s) => `UK university page: ${s.title}`,
    ),
    ...noted(
      policies,
      () => "app/content/policies.ts",
      (p) => `Policies: ${p.title}`,
    ),
    ...noted(
      feeBlocks,
      () => "app/content/fees.ts",
      (b) => `Fees and funding: ${b.title}`,
    ),
  ];
}

const APP_DIR = fileURLToPath(new URL("../app/", import.meta.url));
const REVIEW_MARK = /^export const review = "(unreviewed|reviewed)";$/m;

/**
 * Every file of the site's Nepali text (decision 021): each exports
 * `review = "unreviewed"` until the college has read it and changed it to
 * "reviewed". Found by that line, so a new file cannot be forgotten here.
 */
export function nepaliFiles(dir = APP_DIR): { where: string; label: string; reviewed: boolean }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .sort()
    .flatMap((file) => {
      const mark = readFileSync(join(dir, file), "utf8").match(REVIEW_MARK);
      if (!mark) return [];
      return [{ where: `app/${file} review`, label: "Nepali text of the site", reviewed: mark[1] === "reviewed" }];
    });
}

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
        label: "the Nepali of the confirmation e-mail (apps-script/Code.gs)",
        reviewed: confirmationEmail.nepaliReviewed,
      },
      ...nepaliFiles(),
    ],
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
