import { expect } from "@playwright/test";
import type { FormName } from "../../app/forms/contract/schemas";

/**
 * The relay's local stand-in for the spreadsheet script (scripts/standin.ts),
 * which the Playwright web server starts on E2E_PORT + 1: its control API
 * makes the upstream slow or failing, and its inbox shows what the college
 * actually received.
 */
const base = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + 1}`;

export type Row = Record<string, unknown>;

async function call(path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stand-in ${path}: ${response.status}`);
  return response;
}

type Mode = {
  mode?: "ok" | "fail" | "error-json" | "html" | "busy" | "late" | "delay" | "hang";
  delayMs?: number;
  fail?: boolean;
};

/**
 * Every setting is scoped to one test's marker (`match`): the stand-in then
 * answers only submissions containing that text this way, so spec files
 * running in parallel (CI uses two workers) never change each other's
 * answers. The inbox is never emptied either: tests find their rows by marker.
 */
export const standin = {
  /** Apps Script's limits: executions at once, time each, fraction failing (0 = off). Global: reset it after. */
  load: (settings: { capacity?: number; execMs?: number; failRate?: number }) => call("/__load", settings),
  stats: async () =>
    (await call("/__stats")).json() as Promise<{
      executions: number;
      overCapacity: number;
      written: number;
      duplicates: number;
      maxActive: number;
    }>,
  control: (match: string, state: Mode = { mode: "ok" }) => call("/__control", { ...state, match }),
  inbox: async (form: FormName): Promise<Row[]> => (await call(`/__inbox/${form}`)).json() as Promise<Row[]>,
  /** The decoded images of an admission row, as the college's Drive would hold them. */
  admissionImages: async (row: Row) => {
    const fetchFile = async (path: unknown) =>
      Buffer.from(await (await call(`/__files/${String(path).replace(/^files\//, "")}`)).arrayBuffer());
    return {
      academicPapers: await Promise.all((row.academicPapers as unknown[]).map(fetchFile)),
      studentPhoto: await fetchFile(row.studentPhoto),
      transactionDocument: await fetchFile(row.transactionDocument),
    };
  },
};

/** The Worker under test (its operator API is on, with the token the Playwright config sets). */
const worker = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790)}`;
export const ADMIN_TOKEN = "e2e-admin-token-0123456789abcdefgh";

export interface OutboxItem {
  id: string;
  form: string;
  state: "pending" | "delivered" | "failed" | "handled";
  attempts: number;
  lastError: string;
}

/**
 * A submission as the office's API lists it (no personal data), or null.
 * By default asked of the Worker under test; a spec running its own server
 * passes that server's address and operator token.
 */
export async function outboxItem(id: string, { site = worker, token = ADMIN_TOKEN } = {}): Promise<OutboxItem | null> {
  for (const state of ["delivered", "pending", "failed", "handled"] as const) {
    const res = await fetch(`${site}/api/admin/submissions?state=${state}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (!res.ok) throw new Error(`admin API: ${res.status}`);
    const { submissions } = (await res.json()) as { submissions: OutboxItem[] };
    const item = submissions.find((s) => s.id === id);
    if (item) return item;
  }
  return null;
}

/** A submission's state in the outbox, read through the operator API. */
export async function outboxState(id: string): Promise<OutboxItem["state"] | null> {
  return (await outboxItem(id))?.state ?? null;
}

/**
 * Wait until the submission matching `match` has reached the college's
 * inbox AND the outbox has marked it delivered, then check it is there
 * exactly once (nothing more can arrive for a delivered submission).
 */
export async function deliveredOnce(form: FormName, match: (row: Row) => boolean, timeout = 30_000): Promise<Row> {
  let rows: Row[] = [];
  await expect
    .poll(
      async () => {
        rows = (await standin.inbox(form)).filter(match);
        return rows.length;
      },
      {
        timeout,
        message: `a ${form} row arrives`,
      },
    )
    .toBeGreaterThan(0);
  const id = String(rows[0]!.submissionId);
  await expect.poll(() => outboxState(id), { timeout, message: "the outbox marks it delivered" }).toBe("delivered");
  expect((await standin.inbox(form)).filter(match)).toHaveLength(1);
  return rows[0]!;
}
