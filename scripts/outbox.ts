#!/usr/bin/env node
// The office's outbox tool: calls the site's operator API (/api/admin).
//
//   npm run outbox -- health          (ok or not, with the pending and failed counts)
//   npm run outbox -- list [pending|failed|delivered|handled]   (default: failed)
//   npm run outbox -- redeliver <submission id>
//   npm run outbox -- redeliver-failed
//   npm run outbox -- erase <reference or id> [--checked-by-hand]
//   npm run outbox -- reapply-erasures   (after a D1 restore: docs/operations.md)
//
// Needs SITE_URL (e.g. https://www.example.edu.np; locally http://localhost:8787)
// and ADMIN_TOKEN (the Worker secret of the same name) in the environment;
// behind Cloudflare Access (the trial site), also CF_ACCESS_CLIENT_ID and
// CF_ACCESS_CLIENT_SECRET, a service token the Access application allows,
// sent as Access's CF-Access-Client-Id and CF-Access-Client-Secret headers.
// It prints ids, forms, times, attempts and the last error: never personal
// data. Every failure ends with a sentence saying what to do, and exit code 1.
import { isSecureUpstream } from "../worker/delivery/loopback.ts";

const args = process.argv.slice(2);
const flags = new Set(args.filter((a) => a.startsWith("--")));
const [command = "help", arg] = args.filter((a) => !a.startsWith("--"));
const site = (process.env.SITE_URL || "").trim().replace(/\/+$/, "");
const token = (process.env.ADMIN_TOKEN || "").trim();
const accessId = (process.env.CF_ACCESS_CLIENT_ID || "").trim();
const accessSecret = (process.env.CF_ACCESS_CLIENT_SECRET || "").trim();

const USAGE = `Usage: npm run outbox -- health | list [pending|failed|delivered|handled] | redeliver <id> | redeliver-failed
                      | erase <reference or id> [--checked-by-hand] | reapply-erasures
Environment: SITE_URL (the site's address) and ADMIN_TOKEN (the operator token); behind Cloudflare Access
also CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET (a service token the Access application allows).`;

/** A failure worded for the person at the keyboard: what happened, and what to do. */
class Refusal extends Error {}

/** A submission as the operator API lists it: no personal data. */
interface Submission {
  id: string;
  form: string;
  receivedAt: string;
  attempts: number;
  lastAttemptAt?: string | null;
  deliveredAt?: string | null;
  lastError?: string;
}

// Cloudflare Access's sign-in lives on the team's domain, or under /cdn-cgi/access/ on the site.
const ACCESS_SIGN_IN = /\.cloudflareaccess\.com\/|\/cdn-cgi\/access\//;
const ACCESS_HINT =
  "set CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET to a service token that the site's Access application allows (a Service Auth policy), then try again";

function checkSettings() {
  if (!site || !token) throw new Refusal(`SITE_URL and ADMIN_TOKEN must be set.\n${USAGE}`);
  const url = URL.parse(site);
  if (!url)
    throw new Refusal(`SITE_URL (${site}) is not an address: give the site's, such as https://www.example.edu.np.`);
  if (!isSecureUpstream(url))
    throw new Refusal(
      `SITE_URL (${site}) is not https: the token would cross the network readable by anyone on the way. Use the site's https:// address (plain http only for this computer, such as http://localhost:8787).`,
    );
  if (Boolean(accessId) !== Boolean(accessSecret))
    throw new Refusal(
      "Only one of CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET is set: Access needs both halves of the service token.",
    );
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
  if (accessId) Object.assign(headers, { "CF-Access-Client-Id": accessId, "CF-Access-Client-Secret": accessSecret });
  let res: Response;
  try {
    res = await fetch(`${site}/api/admin${path}`, { ...init, headers, redirect: "manual" });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new Refusal(
      `Could not reach ${site} (${cause?.code || cause?.message || (error as Error).message}). Check SITE_URL, your connection, and that the site is up.`,
    );
  }
  const location = res.headers.get("location") ?? "";
  if (res.status >= 300 && res.status < 400) {
    if (ACCESS_SIGN_IN.test(location))
      throw new Refusal(`Cloudflare Access asked this tool to sign in instead of letting it through: ${ACCESS_HINT}.`);
    throw new Refusal(
      `The site answered ${res.status}, sending the tool to ${location || "another address"}: SITE_URL must be the site's own address, exactly as it is served (https, with or without www).`,
    );
  }
  const text = await res.text();
  let body: (T & { error?: string; ok?: boolean }) | null = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not the operator API's JSON: said below, by what it looks like.
  }
  if (!body || typeof body !== "object") {
    if (ACCESS_SIGN_IN.test(text) || /cloudflare access/i.test(text))
      throw new Refusal(
        res.status === 403
          ? `Cloudflare Access refused the service token (403): check CF_ACCESS_CLIENT_ID and CF_ACCESS_CLIENT_SECRET, and that the Access application allows that token.`
          : `Cloudflare Access answered with its sign-in page instead of the operator API: ${ACCESS_HINT}.`,
      );
    throw new Refusal(
      `The site answered HTTP ${res.status} with ${res.headers.get("content-type") || "something"} that is not the operator API's JSON: check that SITE_URL is the site's address and the site is running this version.`,
    );
  }
  if (res.status === 401)
    throw new Refusal(
      "The operator API refused the token (401): ADMIN_TOKEN must be the same value as the Worker's ADMIN_TOKEN secret.",
    );
  if (res.status === 404 && path === "/health")
    throw new Refusal(
      "The operator API is off (404): set the Worker's ADMIN_TOKEN secret (at least 32 characters) and deploy.",
    );
  if (res.status === 429)
    throw new Refusal(
      `Too many attempts from this address (429): wait ${res.headers.get("retry-after") || "60"} seconds and try again.`,
    );
  if (!res.ok) throw new Refusal(`${res.status}: ${body.error || res.statusText}`);
  return body;
}

/** `value` if it is a list, else a refusal: an answer that is JSON but not the API's shape. */
function listOf<T>(value: T[] | undefined, what: string): T[] {
  if (Array.isArray(value)) return value;
  throw new Refusal(
    `The site's answer has no ${what}: SITE_URL may point at another site, or the site runs an older version than this tool.`,
  );
}

async function main() {
  if (command === "help" || command === "--help") return console.log(USAGE);
  checkSettings();
  if (command === "health") {
    const { ok, pending, failed } = await call<{ ok: boolean; pending: number; failed: number }>("/health");
    if (typeof pending !== "number" || typeof failed !== "number") listOf(undefined, "counts");
    console.log(`${ok ? "ok" : "NOT OK"}: ${pending} pending, ${failed} failed`);
    if (!ok) process.exitCode = 1;
    return;
  }
  if (command === "list") {
    const state = arg || "failed";
    let cursor = "";
    let count = 0;
    do {
      const page = await call<{ submissions: Submission[]; next?: string | null }>(
        `/submissions?state=${encodeURIComponent(state)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`,
      );
      for (const s of listOf(page.submissions, "list of submissions")) {
        count += 1;
        const when = s.deliveredAt ? `delivered ${s.deliveredAt}` : `last attempt ${s.lastAttemptAt ?? "none yet"}`;
        console.log(
          `${s.id}  ${s.form.padEnd(9)}  received ${s.receivedAt}  attempts ${String(s.attempts).padStart(3)}  ${when}${s.lastError ? `  ${s.lastError}` : ""}`,
        );
      }
      cursor = page.next ?? "";
    } while (cursor);
    console.log(`${count} ${state}`);
    return;
  }
  if (command === "redeliver") {
    if (!arg) throw new Refusal(`Which submission? ${USAGE}`);
    await call(`/submissions/${encodeURIComponent(arg)}/redeliver`, { method: "POST" });
    return console.log(`${arg}: queued for delivery again`);
  }
  if (command === "redeliver-failed") {
    const { requeued } = await call<{ requeued: number }>("/redeliver-failed", { method: "POST" });
    return console.log(`${requeued} failed submission(s) queued for delivery again`);
  }
  if (command === "erase") {
    if (!arg) throw new Refusal(`Which submission? Give its reference (MBC-1A2B3C4D) or id. ${USAGE}`);
    const byHand = flags.has("--checked-by-hand") ? "?checked=by-hand" : "";
    const { id } = await call<{ id: string }>(`/submissions/${encodeURIComponent(arg)}${byHand}`, {
      method: "DELETE",
    });
    return console.log(
      `${arg}: erased (${id}). Now delete its e-mails from the college account's Sent mail and the office's inbox (docs/office-guide.md, "Erasing an applicant").`,
    );
  }
  if (command === "reapply-erasures") {
    const { erased, busy } = await call<{ erased: number; busy: number }>("/reapply-erasures", { method: "POST" });
    console.log(`${erased} submission(s) erased again.`);
    if (busy > 0) {
      console.log(`${busy} being delivered at this moment: run reapply-erasures again in a few minutes.`);
      process.exitCode = 1;
    }
    return;
  }
  throw new Refusal(`Unknown command "${command}".\n${USAGE}`);
}

main().catch((error: Error) => {
  console.error(error instanceof Refusal ? error.message : `The tool failed: ${error.message}`);
  process.exit(1);
});
