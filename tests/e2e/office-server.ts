import type { ChildProcess } from "node:child_process";
import { rm } from "node:fs/promises";
import sharp from "sharp";
import { type Request as BrowserRequest, expect, type TestType } from "@playwright/test";
import { sampleAdmissionText, sampleEnquiry } from "../fixtures/sample-applicant";
import { type OutboxItem, outboxItem } from "./forms-standin";
import { killServe, startServe } from "./serve-process";

/**
 * A server of the office specs' own (`scripts/serve.ts`, as `npm start`
 * runs it) on ports `offset` above E2E_PORT, with its own state, a retry
 * window of a few seconds (so a submission the stand-in refuses fails for
 * good quickly) and whatever else the spec sets; plus real submissions made
 * through the API.
 */
export const ADMIN = "office-e2e-admin-token-0123456789ab";

export function officeServer(offset: number, env: Record<string, string> = {}) {
  const port = Number(process.env.E2E_PORT || 8790) + offset;
  const site = `http://127.0.0.1:${port}`;
  const standin = `http://127.0.0.1:${port + 1}`;
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const root = `.data/office-${run}`;
  let child: ChildProcess | undefined;

  const reachable = () =>
    fetch(`${site}/robots.txt`).then(
      () => true,
      () => false,
    );

  return {
    site,
    run,
    /** The stand-in's address: its control API and inbox (scripts/standin.ts). */
    standinSite: standin,
    /** The stand-in's folder: a form's rows in `<form>.jsonl`, as the sheet's tab. */
    inbox: `${root}/inbox`,
    /** The Worker's state folder: Miniflare's D1, R2 and queues, as `npm start` keeps them. */
    worker: `${root}/worker`,
    async start() {
      child = startServe({
        port,
        dirs: { inbox: `${root}/inbox`, worker: `${root}/worker` },
        relaySecret: "office-relay-secret",
        adminToken: ADMIN,
        // 0.001 hours: a refused submission is failed for good after about four seconds.
        env: { OUTBOX_RETRY_HOURS: "0.001", ...env },
      });
      await expect.poll(reachable, { timeout: 120_000 }).toBe(true);
    },
    /** The server killed and started again on the same state, with `meanwhile` done to the state while it was down. */
    async restart(meanwhile: (worker: string) => Promise<void> = async () => {}) {
      killServe(child);
      await expect.poll(reachable, { timeout: 30_000 }).toBe(false);
      await meanwhile(`${root}/worker`);
      await this.start();
    },
    async stop() {
      killServe(child);
      await rm(root, { recursive: true, force: true });
    },
    /** The stand-in answers submissions containing `marker` this way from now on. */
    async standin(marker: string, mode: "ok" | "error-json") {
      const res = await fetch(`${standin}/__control`, {
        method: "POST",
        body: JSON.stringify({ mode, match: marker }),
      });
      expect(res.ok).toBe(true);
    },
    /** An enquiry through the API, under `id` if given (a fresh one otherwise). */
    async enquiry(message: string, id?: string): Promise<string> {
      return send(site, "enquiry", sampleEnquiry(message), id);
    },
    async admission(transactionInfo: string): Promise<string> {
      const png = await sharp({ create: { width: 120, height: 90, channels: 3, background: "#2050a0" } })
        .png()
        .toBuffer();
      const image = `data:image/png;base64,${png.toString("base64")}`;
      return send(site, "admission", {
        ...sampleAdmissionText(transactionInfo),
        academicPapers: [image, image],
        studentPhoto: image,
        transactionDocument: image,
      });
    },
    item: (id: string) => outboxItem(id, { site, token: ADMIN }),
    /** The outbox's counts, which the public /api/health keeps to itself: the operator API's. */
    async health(): Promise<{ ok: boolean; pending: number; failed: number }> {
      const res = await fetch(`${site}/api/admin/health`, { headers: { authorization: `Bearer ${ADMIN}` } });
      expect(res.status).toBe(200);
      return (await res.json()) as { ok: boolean; pending: number; failed: number };
    },
    async until(id: string, state: OutboxItem["state"]) {
      await expect
        .poll(async () => (await outboxItem(id, { site, token: ADMIN }))?.state, { timeout: 60_000 })
        .toBe(state);
    },
  };
}

async function send(
  site: string,
  form: string,
  body: Record<string, unknown>,
  submissionId: string = crypto.randomUUID(),
): Promise<string> {
  const res = await fetch(`${site}/api/${form}`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ submissionId, ...body }),
  });
  expect(res.status).toBe(200);
  return submissionId;
}

/**
 * Records every request the browser makes in each test (every page of its
 * context, images and styles included) and fails the test if one went
 * anywhere but `site`: the office's pages load nothing from a third party.
 * (The fixtures' closed network answers such a request with an empty 204,
 * so without this check it would pass unnoticed.)
 */
// biome-ignore lint/suspicious/noExplicitAny: any spec's test, whatever its fixtures.
export function onlyOwnRequests(test: TestType<any, any>, site: string) {
  const requested: string[] = [];
  test.beforeEach(async ({ context }) => {
    requested.length = 0;
    context.on("request", (request: BrowserRequest) => {
      requested.push(request.url());
    });
  });
  test.afterEach(async () => {
    // A test that skipped itself (the screenshots, unless asked for) loaded nothing.
    if (test.info().status === "skipped") return;
    expect(requested.length, "the test's pages made requests").toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
  });
}
