import { env } from "cloudflare:workers";
import { beforeEach, vi } from "vitest";
import { base64Of, bytesOf, gif, jpeg, png, webpLossy } from "./images";
import { api } from "../../worker/api/index";

/**
 * Shared by the worker/api tests: requests straight into the Hono `api` app
 * (mounted at /api by worker/index.ts, so paths here are "/enquiry" …), an
 * env with endpoints set, and an Apps Script look-alike behind a stubbed
 * `fetch`.
 */
export const ENDPOINTS = {
  ENQUIRY_ENDPOINT: "https://script.google.com/macros/s/ENQUIRY/exec",
  VISIT_ENDPOINT: "https://script.google.com/macros/s/VISIT/exec",
  ADMISSION_ENDPOINT: "https://script.google.com/macros/s/ADMISSION/exec",
};

// The relay's one log line per submission would drown the test output;
// tests that check it spy on console.log themselves.
beforeEach(() => {
  vi.spyOn(console, "log").mockImplementation(() => {});
});

const allowAll = { limit: async () => ({ success: true }) } as unknown as RateLimit;

/**
 * The env of the synchronous relay: endpoints set, no outbox bindings (the
 * outbox's own tests pass `outboxEnv()`), no relay secret unless given.
 */
export function testEnv(overrides: Record<string, unknown> = {}): Env {
  return {
    ...withoutOutbox(env as unknown as Record<string, unknown>),
    ...ENDPOINTS,
    FORM_LIMITER: allowAll,
    FORM_NETWORK_LIMITER: allowAll,
    ...overrides,
  } as Env;
}

export function post(path: string, body: unknown, options: { headers?: Record<string, string>; env?: Env } = {}) {
  const raw =
    typeof body === "string" ||
    body instanceof FormData ||
    body instanceof URLSearchParams ||
    body instanceof ReadableStream;
  const headers = raw ? { ...options.headers } : { "content-type": "application/json", ...options.headers };
  return api.request(
    path,
    { method: "POST", headers, body: raw ? (body as BodyInit) : JSON.stringify(body) },
    options.env ?? testEnv(),
  );
}

// ── Images: real headers of at least 64 px a side (tests/support/images.ts) ─
export const IMAGES = {
  png: png(96, 64),
  jpeg: jpeg(120, 90),
  gif: gif(64, 64),
  webp: webpLossy(120, 90),
  pdf: bytesOf("%PDF-1.7\n%âãÏÓ\n1 0 obj"),
};
export const b64 = base64Of;
export const dataUrl = (type: string, data: Uint8Array) => `data:${type};base64,${b64(data)}`;
export const PNG = dataUrl("image/png", IMAGES.png);
export const JPEG = dataUrl("image/jpeg", IMAGES.jpeg);

export const VALID = {
  enquiry: {
    name: "Sita Sharma",
    email: "sita@example.com",
    contactNo: "+977 980 000 0000",
    message: "Please send the BCIS brochure.",
  },
  visit: {
    fullName: "Hari Thapa",
    email: "hari@example.com",
    phoneNumber: "+9779800000001",
    preferredContactMethod: ["Email", "WhatsApp"],
    interests: ["BSc (Hons) BCIS"],
    connectionMethod: "Schedule a Campus Visit",
    preferredDate: "2027-01-15",
    preferredTimeSlot: ["Morning (9 AM – 12 PM)"],
    message: "I would like to see the labs.",
    howHeard: ["Friend / Family"],
  },
  admission: {
    email: "gita@example.com",
    studentName: "Gita Rai",
    contactNumber: "9800000001",
    fathersName: "Hari Rai",
    mothersName: "Maya Rai",
    presentAddress: "Kamalpokhari, Kathmandu",
    permanentAddress: "Dharan, Sunsari",
    guardianContactNumber: "+9779800000002",
    academicPapers: [PNG, JPEG],
    studentPhoto: JPEG,
    transactionInfo: "Bank ref 12345",
    transactionDocument: PNG,
    consent: "yes",
  },
};

export interface UpstreamCall {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
}

/**
 * Stub `fetch` as the Apps Script protocol: POST …/exec → 302 to an echo
 * URL → GET → `reply(the posted body)` (unless given, the script's success
 * JSON naming the posted submissionId).
 */
export function appsScript(reply?: (sent: Record<string, unknown> | undefined) => Response) {
  const calls: UpstreamCall[] = [];
  // Like the college's script: success names the submission it recorded.
  const answer = reply ?? ((sent) => Response.json({ result: "success", submissionId: sent?.submissionId }));
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? "GET";
    calls.push({ url, method, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
    if (url.includes("/macros/s/")) {
      return new Response(null, {
        status: 302,
        headers: { location: "https://script.googleusercontent.com/macros/echo?user_content_key=k1" },
      });
    }
    return answer(calls.findLast((c) => c.method === "POST")?.body);
  });
  return { calls, spy, posts: () => calls.filter((c) => c.method === "POST") };
}

/** Stub `fetch` with a handler of its own. */
export function upstream(handler: (url: string, init: RequestInit | undefined) => Response | Promise<Response>) {
  const calls: UpstreamCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    calls.push({
      url,
      method: init?.method ?? "GET",
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    });
    return handler(url, init);
  });
  return { calls, spy };
}

/** The college script's success reply for the submission posted in `init` (or named by `id`). */
export function scriptSuccess(init?: RequestInit, id?: unknown): Response {
  const sent = typeof init?.body === "string" ? (JSON.parse(init.body) as { submissionId?: unknown }) : {};
  return Response.json({ result: "success", submissionId: id ?? sent.submissionId });
}

/** The built Worker's own env minus the outbox bindings: the synchronous relay. */
export function withoutOutbox(e: Record<string, unknown>): Env {
  const { OUTBOX_DB: _db, SUBMISSIONS: _bucket, OUTBOX: _queue, DEAD_LETTERS: _dlq, ...rest } = e;
  return rest as unknown as Env;
}
