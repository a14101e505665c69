import { describe, expect, it, vi } from "vitest";
import { SUBMISSION_ID_CONFLICT } from "../../app/forms/contract/constants";
import { api } from "../api/index";
import { post, VALID } from "../../tests/support/api";
import { payloadKey } from "./payloads";
import { row, submit, uuid, world } from "../../tests/support/outbox";

/**
 * Durable acceptance (worker/outbox/accept.ts through the form endpoints):
 * "received" only once the payload is in R2 and the row in D1; the same id
 * with the same content is answered as the first was, and with other content
 * 409 (JSON) or a fresh id (a page without JavaScript).
 */
const stored = async (w: ReturnType<typeof world>, id: string) =>
  (await (await w.bucket.get(payloadKey(id)))!.json()) as { data: Record<string, unknown>; submittedAt: string };

describe("durable acceptance", () => {
  it("keeps the payload in R2 and the row in D1, and names it on the queue, before answering 200 with the id", async () => {
    const w = world();
    const id = uuid();
    const res = await post("/admission", { ...VALID.admission, submissionId: id }, { env: w.env });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, id });
    expect(await row(w, id)).toMatchObject({
      id,
      form: "admission",
      state: "pending",
      attempts: 0,
      generation: 0,
      payloadKey: `payloads/${id}.json`,
    });
    const payload = await stored(w, id);
    expect(payload.data).toEqual({ ...VALID.admission, language: "English" });
    expect(payload.submittedAt).toMatch(/\+05:45$/);
    expect(JSON.stringify(payload)).not.toContain("s3cret-relay");
    expect(w.queue.sent).toEqual([{ id, generation: 0 }]);
  });

  it("logs what acceptance cost the database: the conflict check and the insert, two statements", async () => {
    const w = world();
    const lines = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await submit(w.env, "admission", uuid())).toBe(200);
    const accepted = lines.mock.calls.map((c) => JSON.parse(String(c[0]))).find((l) => l.event === "outbox_accepted");
    expect(accepted.d1).toBe(2);
  });

  it("a resend with the same id and content is answered as the first, stored once, and queued again under a new generation", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    const again = await post("/enquiry", { ...VALID.enquiry, submissionId: id }, { env: w.env });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, id });
    // The resend is the visitor's evidence the first message may be lost.
    expect(w.queue.sent).toEqual([
      { id, generation: 0 },
      { id, generation: 1 },
    ]);
    expect((await row(w, id))?.generation).toBe(1);
  });

  it("the same id with other content is answered 409 naming the id, and the first content stays", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    const edited = await post("/enquiry", { ...VALID.enquiry, message: "Edited", submissionId: id }, { env: w.env });
    expect(edited.status).toBe(409);
    expect(await edited.json()).toEqual({ ok: false, error: SUBMISSION_ID_CONFLICT, conflict: "submissionId" });
    expect((await stored(w, id)).data.message).toBe(VALID.enquiry.message);
    expect(w.queue.sent).toHaveLength(1);
  });

  it("without JavaScript, the same id with other content is kept under a new id, shown as the reference", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    const body = new URLSearchParams({ ...VALID.enquiry, message: "Edited after going back", submissionId: id });
    const res = await api.request("/enquiry", { method: "POST", body }, w.env);
    expect(res.status).toBe(200);
    const html = await res.text();
    const fresh = w.queue.sent.at(-1)!.id;
    expect(fresh).not.toBe(id);
    expect(html).toContain(`MBC-${fresh.slice(0, 8).toUpperCase()}`);
    expect((await stored(w, fresh)).data.message).toBe("Edited after going back");
    expect((await stored(w, id)).data.message).toBe(VALID.enquiry.message);
  });

  it.each(["", "not-a-uuid", "12345", "<script>", 42])(
    "a submissionId that is not a UUID (%j) is replaced by the server's",
    async (given) => {
      const w = world();
      const res = await post("/enquiry", { ...VALID.enquiry, submissionId: given }, { env: w.env });
      const { id } = (await res.json()) as { id: string };
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(id).not.toBe(given);
    },
  );

  it("an upper-case UUID is the same key as its lower-case form", async () => {
    const w = world();
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    expect(await submit(w.env, "enquiry", id.toUpperCase())).toBe(200);
    expect(new Set(w.queue.sent.map((m) => m.id))).toEqual(new Set([id]));
  });

  it.each([
    ["R2", { SUBMISSIONS: { put: async () => Promise.reject(new Error("R2 unavailable")) } }],
    [
      "D1",
      {
        OUTBOX_DB: {
          prepare: () => {
            throw new Error("D1 unavailable");
          },
        },
      },
    ],
  ])("when %s cannot keep it: 503 with a message, never 'received'", async (_name, broken) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const w = world(broken);
    const res = await post("/enquiry", { ...VALID.enquiry, submissionId: uuid() }, { env: w.env });
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: string }).error).toMatch(/has not been received/);
    expect(w.queue.sent).toHaveLength(0);
  });

  it("when the queue refuses, the kept submission is still 'received' (the sweep sends its message)", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const w = world({ OUTBOX: { send: async () => Promise.reject(new Error("queue down")) } });
    const id = uuid();
    expect(await submit(w.env, "enquiry", id)).toBe(200);
    expect((await row(w, id))?.state).toBe("pending");
  });

  it("the no-JavaScript result page shows the short reference", async () => {
    const w = world();
    const id = uuid();
    const body = new URLSearchParams({ ...VALID.enquiry, submissionId: id });
    const res = await api.request("/enquiry", { method: "POST", body }, w.env);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("The college has received your enquiry.");
    expect(html).toContain(`MBC-${id.slice(0, 8).toUpperCase()}`);
  });
});
