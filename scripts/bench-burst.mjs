// A results-day burst against the outbox (part of `npm run bench`).
//
// 300 submissions from distinct clients over 30 seconds, while the local
// stand-in behaves like Apps Script under load: at most 30 executions at
// once, 1.5 s each, 10% failing. Every applicant must be answered 200 at
// once (the outbox keeps the submission), and every submission must reach
// the inbox exactly once, the last within 5 minutes of the burst's start.
const TOTAL = 300;
const SPREAD_MS = 30_000;
const DEADLINE_MS = 5 * 60_000;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * @param {{ origin: string, standin: string, log?: (line: string) => void }} options
 * @returns {Promise<{ answered: number, non200: number, p50: number, p95: number, delivered: number, duplicates: number, missing: number, lastArrivalS: number, maxActive: number, overCapacity: number, executions: number }>}
 */
export async function runBurst({ origin, standin, log = console.log }) {
  const post = (path, body) => fetch(`${standin}${path}`, { method: "POST", body: JSON.stringify(body) }).then((r) => r.json());
  await post("/__load", { capacity: 30, execMs: 1500, failRate: 0.1 });
  const before = await (await fetch(`${standin}/__stats`)).json();
  const run = Math.random().toString(36).slice(2, 8);
  const started = Date.now();
  const times = [];
  let non200 = 0;
  const ids = new Set();

  const one = async (i) => {
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
      body: JSON.stringify({
        submissionId,
        name: `Burst Applicant ${i}`,
        email: `burst${i}@example.com`,
        contactNo: `0098${String(10_000_000 + i)}`,
        message: `Results-day enquiry ${i} (${run})`,
      }),
    }).catch(() => null);
    times.push(performance.now() - t0);
    if (!res || res.status !== 200) non200 += 1;
    await res?.text();
  };
  await Promise.all(Array.from({ length: TOTAL }, (_, i) => one(i)));
  times.sort((a, b) => a - b);
  log(`Burst: ${TOTAL} enquiries over ${SPREAD_MS / 1000} s; answers p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; ${non200} not 200`);

  // Wait for the inbox to hold every one.
  let rows = [];
  let lastArrival = 0;
  while (Date.now() - started < DEADLINE_MS + 30_000) {
    rows = ((await (await fetch(`${standin}/__inbox/enquiry`)).json()) ?? []).filter((row) => ids.has(row.submissionId));
    const seen = new Set(rows.map((row) => row.submissionId));
    if (seen.size === ids.size) {
      lastArrival = Math.max(...rows.map((row) => Date.parse(row.receivedAt)));
      break;
    }
    await new Promise((resume) => setTimeout(resume, 1000));
  }
  const counts = new Map();
  for (const row of rows) counts.set(row.submissionId, (counts.get(row.submissionId) ?? 0) + 1);
  const after = await (await fetch(`${standin}/__stats`)).json();
  await post("/__load", { capacity: 0, execMs: 0, failRate: 0 });
  const result = {
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
  };
  log(
    `Burst: ${result.delivered}/${TOTAL} in the inbox (${result.duplicates} twice, ${result.missing} missing), the last ${result.lastArrivalS.toFixed(0)} s after the burst began; ` +
      `${result.executions} script executions (retries included), at most ${result.maxActive} at once, ${result.overCapacity} refused as over capacity\n`,
  );
  return result;
}
