// A results-day burst against the outbox (part of `npm run bench`, about
// three minutes), against the burst budgets.
//
// 300 submissions from distinct clients over 30 seconds, while the local
// stand-in behaves like Apps Script under load: at most 30 executions at
// once, 1.5 s each, 10% failing (a submission at most twice running: the
// failures are transient, as under load). Every applicant must be answered 200 at
// once (the outbox keeps the submission), and every submission must reach
// the inbox exactly once, the last within 5 minutes of the burst's start.
import { sampleEnquiry } from "../tests/fixtures/sample-applicant.ts";
import type { Stage } from "./budgets.ts";

const TOTAL = 300;
const SPREAD_MS = 30_000;
const DEADLINE_MS = 5 * 60_000;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export interface BurstResult {
  answered: number;
  non200: number;
  p50: number;
  p95: number;
  delivered: number;
  duplicates: number;
  missing: number;
  lastArrivalS: number;
  maxActive: number;
  overCapacity: number;
  executions: number;
  /** Mean D1 statements per accepted submission, and per delivery attempt (from the Worker's log lines). */
  d1PerAcceptance: number;
  d1PerAttempt: number;
}
interface StandinStats {
  executions: number;
  maxActive: number;
  overCapacity: number;
}
type InboxRow = { submissionId: string; receivedAt: string };

export async function runBurst({
  origin,
  standin,
  events = () => [],
  log = console.log,
}: {
  origin: string;
  standin: string;
  /** The Worker's parsed log lines, for the D1 cost per submission. */
  events?: () => Record<string, unknown>[];
  log?: (line: string) => void;
}): Promise<BurstResult> {
  const post = (path: string, body: unknown) =>
    fetch(`${standin}${path}`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());
  await post("/__load", { capacity: 30, execMs: 1500, failRate: 0.1 });
  const before = (await (await fetch(`${standin}/__stats`)).json()) as StandinStats;
  const run = Math.random().toString(36).slice(2, 8);
  const started = Date.now();
  const times: number[] = [];
  let non200 = 0;
  const ids = new Set<string>();

  const one = async (i: number) => {
    await new Promise((resume) => setTimeout(resume, (i * SPREAD_MS) / TOTAL));
    const submissionId = crypto.randomUUID();
    ids.add(submissionId);
    const t0 = performance.now();
    const res = await fetch(`${origin}/api/enquiry`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        origin,
        // Distinct clients (IPv4 and IPv6), as a results day brings.
        "cf-connecting-ip": i % 2 ? `203.0.113.${i % 250}` : `2001:db8:${i.toString(16)}::1`,
      },
      body: JSON.stringify({ submissionId, ...sampleEnquiry(`Results-day enquiry ${i} (${run})`) }),
    }).catch(() => null);
    times.push(performance.now() - t0);
    if (res?.status !== 200) non200 += 1;
    await res?.text();
  };
  await Promise.all(Array.from({ length: TOTAL }, (_, i) => one(i)));
  times.sort((a, b) => a - b);
  log(
    `Burst: ${TOTAL} enquiries over ${SPREAD_MS / 1000} s; answers p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ${non200} not 200`,
  );

  // Wait for the inbox to hold every one.
  let rows: InboxRow[] = [];
  let lastArrival = 0;
  while (Date.now() - started < DEADLINE_MS + 30_000) {
    rows = (((await (await fetch(`${standin}/__inbox/enquiry`)).json()) ?? []) as InboxRow[]).filter((row) =>
      ids.has(row.submissionId),
    );
    const seen = new Set(rows.map((row) => row.submissionId));
    if (seen.size === ids.size) {
      lastArrival = Math.max(...rows.map((row) => Date.parse(row.receivedAt)));
      break;
    }
    await new Promise((resume) => setTimeout(resume, 1000));
  }
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row.submissionId, (counts.get(row.submissionId) ?? 0) + 1);
  const after = (await (await fetch(`${standin}/__stats`)).json()) as StandinStats;
  await post("/__load", { capacity: 0, execMs: 0, failRate: 0 });
  const ours = events().filter((e) => ids.has(String(e.id)));
  const meanD1 = (event: string) => {
    const counts = ours.filter((e) => e.event === event).map((e) => Number(e.d1));
    return counts.length ? counts.reduce((a, b) => a + b, 0) / counts.length : Number.NaN;
  };
  const attempts = ours.filter((e) => e.event === "outbox_attempt").length;
  const result: BurstResult = {
    answered: times.length,
    non200,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    delivered: counts.size,
    duplicates: [...counts.values()].filter((n) => n > 1).length,
    missing: ids.size - counts.size,
    lastArrivalS: lastArrival ? (lastArrival - started) / 1000 : Number.POSITIVE_INFINITY,
    maxActive: after.maxActive,
    overCapacity: after.overCapacity - before.overCapacity,
    executions: after.executions - before.executions,
    d1PerAcceptance: meanD1("outbox_accepted"),
    d1PerAttempt: meanD1("outbox_attempt"),
  };
  log(
    `Burst: ${result.delivered}/${TOTAL} in the inbox (${result.duplicates} twice, ${result.missing} missing), the last ${result.lastArrivalS.toFixed(0)} s after the burst began; ` +
      `${result.executions} script executions (retries included), at most ${result.maxActive} at once, ${result.overCapacity} refused as over capacity`,
  );
  // A missing submission's story from the Worker's log, so a failed budget
  // says whether it was lost or still waiting for its next retry.
  for (const id of [...ids].filter((id) => !counts.has(id))) {
    const story = events()
      .filter((e) => e.id === id)
      .map((e) => [e.event, e.outcome ?? e.message ?? "", e.attempt ?? ""].filter(Boolean).join(" "));
    log(`Burst: missing ${id}: ${story.join("; ") || "no log lines"}`);
  }
  log(
    `Burst: D1 statements per submission: ${result.d1PerAcceptance.toFixed(2)} to accept, ${result.d1PerAttempt.toFixed(2)} per delivery attempt ` +
      `(${attempts} attempts for ${ids.size} submissions: ${((result.d1PerAcceptance * ids.size + result.d1PerAttempt * attempts) / ids.size).toFixed(2)} in all per submission)\n`,
  );
  return result;
}

/** The burst as a bench stage: run it against `standin`, then check the burst budgets. */
export async function measureBurst(
  { origin, budgets, check }: Stage,
  standin: string,
  events: () => Record<string, unknown>[],
): Promise<BurstResult> {
  const burst = await runBurst({ origin, standin, events });
  const b = budgets.burst;
  check("burst.answered", burst.non200 === 0, `burst: ${burst.non200} applicants not answered 200`);
  check(
    "burst.p95AnswerMs",
    burst.p95 <= b.p95AnswerMs,
    `burst: p95 answer ${burst.p95.toFixed(0)} ms > ${b.p95AnswerMs} ms`,
  );
  check(
    "burst.exactlyOnce",
    burst.missing === 0 && burst.duplicates === 0,
    `burst: ${burst.missing} missing, ${burst.duplicates} duplicated in the inbox`,
  );
  check(
    "burst.lastArrivalS",
    burst.lastArrivalS <= b.lastArrivalS,
    `burst: last arrival ${burst.lastArrivalS.toFixed(0)} s > ${b.lastArrivalS} s`,
  );
  check(
    "burst.maxScriptExecutions",
    burst.maxActive <= b.maxScriptExecutions,
    `burst: ${burst.maxActive} script executions at once > ${b.maxScriptExecutions}`,
  );
  return burst;
}
