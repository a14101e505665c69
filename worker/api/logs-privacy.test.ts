import { describe, expect, it, vi } from "vitest";
import { errorText } from "../log";
import { world } from "../../tests/support/outbox";
import { appsScript, post, testEnv, VALID } from "../../tests/support/api";

/**
 * Nothing a visitor typed reaches the logs (requirements §10 "Logs"): every
 * console line written while forms are sent every way that logs (relayed,
 * kept, refused, caught by the honeypot, conflicting, failing to store,
 * an unexpected error) is searched for the values typed.
 */
const TYPED = {
  name: "Zebedee Quixotic",
  email: "zq.private@mail.test",
  contactNo: "+977 981 234 5678",
  message: "xyzzy plugh a message only the office may read",
};
const NEEDLES = ["Zebedee", "Quixotic", "zq.private", "mail.test", "981 234 5678", "9812345678", "xyzzy", "plugh"];

function captureConsole() {
  const lines: string[] = [];
  for (const level of ["log", "info", "warn", "error", "debug"] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(
        args.map((a) => (typeof a === "string" ? a : JSON.stringify(a, Object.getOwnPropertyNames(a ?? {})))).join(" "),
      );
    });
  return lines;
}

const events = (lines: string[]) =>
  lines.flatMap((line) => {
    try {
      return [String((JSON.parse(line) as { event?: unknown }).event)];
    } catch {
      return [];
    }
  });

describe("no value a visitor typed is logged", () => {
  it("on every path a form post can take", async () => {
    const lines = captureConsole();
    const enquiry = { ...VALID.enquiry, ...TYPED };

    // Relayed at once (no outbox): succeeded, then the script failing and echoing what it got.
    let scriptDown = false;
    appsScript((sent) =>
      scriptDown
        ? new Response(`Error for ${JSON.stringify(sent)}`, { status: 500 })
        : Response.json({ result: "success", submissionId: sent?.submissionId }),
    );
    expect((await post("/enquiry", { ...enquiry, submissionId: crypto.randomUUID() })).status).toBe(200);
    scriptDown = true;
    expect((await post("/enquiry", { ...enquiry, submissionId: crypto.randomUUID() })).status).toBe(502);
    // Refused: invalid fields, unreadable JSON, the honeypot, posted without JavaScript.
    expect((await post("/enquiry", { ...enquiry, email: `${TYPED.email} not an address` })).status).toBe(400);
    expect(
      (
        await post("/enquiry", `{"name":"${TYPED.name}","message":"${TYPED.message}"`, {
          headers: { "content-type": "application/json" },
        })
      ).status,
    ).toBe(400);
    expect((await post("/enquiry", { ...enquiry, zkv7r: TYPED.message })).status).toBe(200);
    expect((await post("/enquiry", new URLSearchParams({ ...enquiry, email: "bad" }))).status).toBe(400);

    // Kept in the outbox: accepted, the same id with other content, and a store that fails quoting the payload.
    const w = world();
    const id = crypto.randomUUID();
    expect((await post("/enquiry", { ...enquiry, submissionId: id }, { env: w.env })).status).toBe(200);
    expect(
      (await post("/enquiry", { ...enquiry, message: `${TYPED.message} 2`, submissionId: id }, { env: w.env })).status,
    ).toBe(409);
    const failingBucket = {
      head: async () => null,
      get: async () => null,
      put: async (_key: string, body: string) => {
        throw new Error(`R2 put failed for ${body.slice(0, 300)} (${TYPED.email}, ${TYPED.contactNo})`);
      },
    };
    const broken = { ...w.env, SUBMISSIONS: failingBucket } as unknown as Env;
    expect((await post("/enquiry", { ...enquiry, submissionId: crypto.randomUUID() }, { env: broken })).status).toBe(
      503,
    );

    // An unexpected error whose message names what was sent.
    const throwing = testEnv({
      FORM_LIMITER: {
        limit: async () => {
          throw new TypeError(`limiter broke on "${TYPED.name}" <${TYPED.email}> ${TYPED.contactNo}`);
        },
      },
    });
    expect(
      (await post("/enquiry", enquiry, { env: throwing, headers: { "cf-connecting-ip": "198.51.100.4" } })).status,
    ).toBe(500);

    // The paths above did log: otherwise this test would prove nothing.
    expect(new Set(events(lines))).toEqual(
      new Set([
        "form_relay",
        "form_honeypot",
        "outbox_accepted",
        "outbox_store_failed",
        "form_failed_before_storage",
        "api_error",
      ]),
    );
    const all = lines.join("\n").toLowerCase();
    for (const needle of NEEDLES) expect(all, needle).not.toContain(needle.toLowerCase());
  });
});

describe("errorText", () => {
  it("keeps what failed and cuts what was quoted, e-mail addresses and phone numbers", () => {
    let parseError: unknown;
    try {
      JSON.parse(`{"name":"${TYPED.name}", oops`);
    } catch (error) {
      parseError = error;
    }
    const parsed = errorText(parseError);
    expect(parsed).not.toMatch(/Zebedee|Quixotic/);
    expect(parsed.length).toBeGreaterThan(0);
    expect(errorText(new Error(`D1_ERROR: no such table: submissions`))).toBe("D1_ERROR: no such table: submissions");
    expect(errorText(new Error(`send to zq.private@mail.test failed`))).toBe("send to [e-mail] failed");
    expect(errorText(new Error(`bad number +977 981 234 5678 given`))).toBe("bad number [number] given");
    expect(errorText(new Error(`it said 'Zebedee' and “xyzzy”`))).toBe("it said … and …");
    expect(errorText("a thrown string")).toBe("a thrown string");
    expect(errorText(new Error("x".repeat(500)))).toHaveLength(200);
  });
});
