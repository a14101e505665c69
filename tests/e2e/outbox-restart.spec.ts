import type { ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { sampleAdmissionText } from "../fixtures/sample-applicant";
import { outboxItem } from "./forms-standin";
import { killServe, startServe } from "./serve-process";

/**
 * Issue: a submission accepted just before `npm start` is stopped — even
 * killed — is delivered after it starts again. This runs its own
 * `scripts/serve.ts` (the same build `npm start` serves) on other ports with
 * its own state, accepts an application while the script is failing, kills
 * the whole process group with SIGKILL, starts it again and waits for the
 * row: queue messages live in memory locally, so only the R2 record and the
 * start-up sweep can bring it back.
 */
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT || 8790) + 50;
const SITE = `http://127.0.0.1:${PORT}`;
const STANDIN = `http://127.0.0.1:${PORT + 1}`;
const ADMIN = "restart-admin-token-0123456789abcdef";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const dirs = { inbox: `.data/restart-${run}/inbox`, worker: `.data/restart-${run}/worker` };

const start = () => startServe({ port: PORT, dirs, relaySecret: "restart-relay-secret", adminToken: ADMIN });

const reachable = async (url: string) => {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
};

const kill = killServe;

const item = (id: string) => outboxItem(id, { site: SITE, token: ADMIN });

const rows = async (id: string) =>
  ((await (await fetch(`${STANDIN}/__inbox/admission`)).json()) as { submissionId: string }[]).filter(
    (r) => r.submissionId === id,
  );

let server: ChildProcess | undefined;
test.afterAll(async () => {
  kill(server);
  await rm(`.data/restart-${run}`, { recursive: true, force: true });
});

test("an application accepted while the script fails survives a killed server and is delivered once after restart", async () => {
  test.setTimeout(240_000);
  server = start();
  // A cold start (migrations, then the Worker) on a busy machine: the office's servers allow as long (office-server.ts).
  await expect.poll(() => reachable(`${SITE}/robots.txt`), { timeout: 120_000 }).toBe(true);
  await fetch(`${STANDIN}/__control`, { method: "POST", body: JSON.stringify({ mode: "fail" }) });

  const bytes = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#2050a0" } })
    .png()
    .toBuffer();
  const png = `data:image/png;base64,${bytes.toString("base64")}`;
  const submissionId = crypto.randomUUID();
  const res = await fetch(`${SITE}/api/admission`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      submissionId,
      ...sampleAdmissionText(`Restart ${run}`),
      academicPapers: [png],
      studentPhoto: png,
      transactionDocument: png,
    }),
  });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, id: submissionId });
  // At least one delivery attempt has failed: it is pending, not in the sheet.
  await expect
    .poll(async () => (await item(submissionId))?.attempts ?? 0, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(1);
  expect(await rows(submissionId)).toHaveLength(0);

  kill(server);
  await expect.poll(() => reachable(`${SITE}/robots.txt`), { timeout: 30_000 }).toBe(false);

  const restarted = Date.now();
  server = start(); // the stand-in starts again answering "ok"
  await expect
    .poll(async () => (await rows(submissionId).catch(() => [])).length, { timeout: 120_000, intervals: [500] })
    .toBe(1);
  expect(Date.now() - restarted).toBeLessThan(120_000);
  await expect.poll(async () => (await item(submissionId))?.state, { timeout: 30_000 }).toBe("delivered");
  expect(await rows(submissionId)).toHaveLength(1);
});
