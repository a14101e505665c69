#!/usr/bin/env node
// The office's outbox tool: calls the site's operator API (/api/admin).
//
//   npm run outbox -- health          (ok or not, with the pending and failed counts)
//   npm run outbox -- list [pending|failed|delivered|handled]   (default: failed)
//   npm run outbox -- redeliver <submission id>
//   npm run outbox -- redeliver-failed
//
// Needs SITE_URL (e.g. https://www.example.edu.np; locally http://localhost:8787)
// and ADMIN_TOKEN (the Worker secret of the same name) in the environment.
// It prints ids, forms, times, attempts and the last error: never personal data.

const [command = "help", arg] = process.argv.slice(2);
const site = (process.env.SITE_URL || "").replace(/\/+$/, "");
const token = process.env.ADMIN_TOKEN || "";

const USAGE = `Usage: npm run outbox -- health | list [pending|failed|delivered|handled] | redeliver <id> | redeliver-failed
Environment: SITE_URL (the site's address) and ADMIN_TOKEN (the operator token).`;

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

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${site}/api/admin${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok) {
    const reason =
      res.status === 404 && !body.error
        ? "the operator API is off (set the ADMIN_TOKEN secret on the Worker)"
        : body.error || res.statusText;
    throw new Error(`${res.status}: ${reason}`);
  }
  return body;
}

async function main() {
  if (command === "help" || command === "--help") return console.log(USAGE);
  if (!site || !token) throw new Error(`SITE_URL and ADMIN_TOKEN must be set.\n${USAGE}`);
  if (command === "health") {
    const { ok, pending, failed } = await call<{ ok: boolean; pending: number; failed: number }>("/health");
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
      for (const s of page.submissions) {
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
    if (!arg) throw new Error(`Which submission? ${USAGE}`);
    await call(`/submissions/${encodeURIComponent(arg)}/redeliver`, { method: "POST" });
    return console.log(`${arg}: queued for delivery again`);
  }
  if (command === "redeliver-failed") {
    const { requeued } = await call<{ requeued: number }>("/redeliver-failed", { method: "POST" });
    return console.log(`${requeued} failed submission(s) queued for delivery again`);
  }
  throw new Error(`Unknown command "${command}".\n${USAGE}`);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
