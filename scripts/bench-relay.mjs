#!/usr/bin/env node
// The relay's cost, measured on loopback (issue 3's closing note):
//   1. added latency for a ~5 MB admission: POST /api/admission through the
//      Worker (workerd) to the stand-in, minus the same JSON posted straight
//      to the stand-in (which then writes the same files);
//   2. the enquiry request rate the Worker + relay sustain (autocannon).
//
// Needs a running server with the stand-in (it does not start one):
//   BUILD_DIR=.build-relay npm run build
//   PORT=8800 STANDIN_PORT=8801 STANDIN_DATA_DIR=.data/bench BUILD_DIR=.build-relay node scripts/serve.mjs &
//   node scripts/bench-relay.mjs http://127.0.0.1:8800 http://127.0.0.1:8801 [runs=10] [seconds=10]
import autocannon from "autocannon";

const [origin = "http://127.0.0.1:8800", standin = "http://127.0.0.1:8801", runsArg = "10", secondsArg = "10"] = process.argv.slice(2);
const RUNS = Number(runsArg);
const MAX_TOTAL = 5 * 1024 * 1024;

/** `length` characters of a valid PNG data URL (signature and a 640×480 IHDR, then a random payload). */
function pngDataUrl(length) {
  const head = "data:image/png;base64,";
  const rawBytes = Math.floor(((length - head.length) / 4) * 3) - 3;
  const bytes = Buffer.alloc(rawBytes);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 2654435761) >>> 24;
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x80, 0, 0, 1, 0xe0, 8, 2, 0, 0, 0]).copy(bytes);
  return head + bytes.toString("base64");
}

const slice = Math.floor((MAX_TOTAL - 4096) / 7);
const payload = (n) => ({
  email: "bench@example.com",
  studentName: "Bench Mark",
  contactNumber: "9800000000",
  fathersName: "Father",
  mothersName: "Mother",
  presentAddress: "Kathmandu",
  permanentAddress: "Kathmandu",
  guardianContactNumber: "9800000001",
  academicPapers: Array.from({ length: 5 }, () => pngDataUrl(slice)),
  studentPhoto: pngDataUrl(slice),
  transactionInfo: `bench ${n}`,
  transactionDocument: pngDataUrl(slice),
});

const files = payload(0);
const encoded = [...files.academicPapers, files.studentPhoto, files.transactionDocument].reduce((s, f) => s + f.length, 0);

async function timed(fn) {
  const t = performance.now();
  const status = await fn();
  return { ms: performance.now() - t, status };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const direct = [];
const relayed = [];
for (let i = 0; i < RUNS; i++) {
  const bodyDirect = JSON.stringify({ ...payload(i), submissionId: crypto.randomUUID(), submittedAt: new Date().toISOString() });
  const bodyApi = JSON.stringify(payload(i));
  const d = await timed(async () => (await fetch(`${standin}/macros/s/admission/exec`, { method: "POST", headers: { "content-type": "application/json" }, body: bodyDirect })).status);
  const r = await timed(async () => (await fetch(`${origin}/api/admission`, { method: "POST", headers: { "content-type": "application/json" }, body: bodyApi })).status);
  if (d.status !== 200 || r.status !== 200) throw new Error(`unexpected status: direct ${d.status}, api ${r.status}`);
  direct.push(d.ms);
  relayed.push(r.ms);
}
console.log(`Admission: ${(bodyBytes() / 1e6).toFixed(2)} MB body, ${(encoded / 1024 / 1024).toFixed(2)} MiB of data URLs (7 files), ${RUNS} runs`);
console.log(`  direct to stand-in: median ${median(direct).toFixed(0)} ms`);
console.log(`  through /api/admission: median ${median(relayed).toFixed(0)} ms (min ${Math.min(...relayed).toFixed(0)}, max ${Math.max(...relayed).toFixed(0)})`);
console.log(`  relay's added latency: median ${(median(relayed) - median(direct)).toFixed(0)} ms`);

function bodyBytes() {
  return Buffer.byteLength(JSON.stringify(payload(0)));
}

const enquiry = JSON.stringify({ name: "Bench", email: "bench@example.com", contactNo: "9800000000", message: "Load test" });
const result = await autocannon({
  url: `${origin}/api/enquiry`,
  method: "POST",
  headers: { "content-type": "application/json" },
  body: enquiry,
  connections: 20,
  duration: Number(secondsArg),
});
const non2xx = result.non2xx + result.errors + result.timeouts;
console.log(
  `Enquiry load (20 connections, ${secondsArg} s): ${result.requests.average.toFixed(0)} req/s average, ` +
    `latency p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${non2xx} not 2xx`,
);
