import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../app/forms/contract/constants";
import { bytesOf, gif, jpeg, png, webpLossless } from "../../tests/support/images";
import { appsScript, dataUrl, post, VALID } from "../../tests/support/api";

/**
 * Property-based tests of the three endpoints (body parser, shared schemas,
 * image checks): whatever arrives, the answer is a 2xx or 4xx with a
 * message, never a 5xx or an exception (requirements §12). Run counts are
 * modest so the file takes seconds; a failure prints the seed and the
 * shrunk input that reproduces it.
 */
const FORMS = ["enquiry", "visit", "admission"] as const;
type Form = (typeof FORMS)[number];
const FIELDS = Object.fromEntries(FORMS.map((f) => [f, Object.keys(VALID[f])])) as Record<Form, string[]>;
const RUNS = { numRuns: 150 };

/** Posts and checks the answer's shape; returns status and parsed body. */
async function send(form: Form, body: unknown, headers: Record<string, string> = {}) {
  const res = await post(`/${form}`, body, { headers });
  const type = res.headers.get("content-type") ?? "";
  const text = await res.text();
  expect(res.status, `${form}: ${text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.status).toBeGreaterThanOrEqual(200);
  if (type.includes("application/json")) {
    const json = JSON.parse(text) as { ok: boolean; error?: unknown; errors?: Record<string, unknown> };
    if (res.status >= 400) {
      expect(json.ok).toBe(false);
      if (json.errors) {
        for (const [field, message] of Object.entries(json.errors)) {
          expect(FIELDS[form], `unknown field ${field}`).toContain(field);
          expect(typeof message === "string" && message.length > 0).toBe(true);
        }
      } else expect(typeof json.error === "string" && json.error.length > 0).toBe(true);
    }
  } else expect(type).toMatch(/text\/html/);
  return res.status;
}

/** Each test: the college's script answers success, and nothing may log an API error. */
function setup() {
  appsScript();
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  return () => expect(errors).not.toHaveBeenCalled();
}

// ── Generators ───────────────────────────────────────────────────────────
const form = fc.constantFrom(...FORMS);
const imageBytes = fc.oneof(
  fc.uint8Array({ maxLength: 64 }),
  // Real signatures with random, truncated or corrupted headers behind them.
  fc
    .tuple(
      fc.constantFrom(png(80, 80), gif(64, 64), jpeg(120, 90), webpLossless(90, 90)),
      fc.nat(200),
      fc.uint8Array({ maxLength: 40 }),
    )
    .map(([good, cut, tail]) => bytesOf(good.subarray(0, cut), tail)),
  fc
    .tuple(
      fc.constantFrom(
        "GIF89a",
        "GIF87a",
        "\u0089PNG\r\n\u001a\n",
        "RIFF\u0000\u0000\u0000\u0000WEBP",
        "\u00ff\u00d8\u00ff",
      ),
      fc.string({ maxLength: 40 }),
    )
    .map(([magic, rest]) =>
      bytesOf(
        [...magic].map((c) => c.charCodeAt(0)),
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the range is every byte value: a binary string keeps one byte per character
        rest.replace(/[^\x00-\xff]/g, "?"),
      ),
    ),
);
const imageUrl = fc
  .tuple(
    fc.constantFrom("image/png", "image/gif", "image/jpeg", "image/webp", "image/svg+xml", "text/html"),
    imageBytes,
  )
  .map(([t, b]) => dataUrl(t, b));
const fieldValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ maxLength: 120 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "9800000000",
    "+9779800000000",
    "2027-02-30",
    "2027-01-15",
    "a@b.co",
    "<script>alert(1)</script>",
    '=HYPERLINK("x")',
    "__proto__",
  ),
  imageUrl,
  fc.array(imageUrl, { maxLength: 6 }),
  fc.array(fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)), { maxLength: 12 }),
);
/** A form's own valid payload with some fields replaced, removed or added. */
const mutated = (f: Form) =>
  fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(
          ...FIELDS[f],
          "submissionId",
          HONEYPOT_FIELD,
          "cf-turnstile-response",
          "__proto__",
          "constructor",
        ),
        fieldValue,
        { maxKeys: 6 },
      ),
      fc.subarray(FIELDS[f]),
    )
    .map(([changes, removed]) => {
      const payload: Record<string, unknown> = { ...VALID[f], ...changes };
      for (const field of removed) delete payload[field];
      return payload;
    });

describe("fuzzing the form API: never a 5xx", () => {
  it("random JSON values of any shape", async () => {
    const noErrors = setup();
    await fc.assert(
      fc.asyncProperty(
        form,
        fc.jsonValue({ maxDepth: 4 }),
        async (f, value) => void (await send(f, JSON.stringify(value), { "content-type": "application/json" })),
      ),
      RUNS,
    );
    noErrors();
  });

  it("valid payloads with random field types, missing fields and extra fields", async () => {
    const noErrors = setup();
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(
        form.chain((f) => fc.tuple(fc.constant(f), mutated(f))),
        async ([f, payload]) => {
          statuses.add(await send(f, payload));
        },
      ),
      { numRuns: 300 },
    );
    noErrors();
    // The generator reaches both sides of the schema, not only refusals.
    expect(statuses).toContain(200);
    expect(statuses).toContain(400);
  });

  it("admissions whose three file fields carry random images: truncated, corrupted, mislabelled", async () => {
    const noErrors = setup();
    const files = fc.record({
      academicPapers: fc.array(imageUrl, { maxLength: 6 }),
      studentPhoto: imageUrl,
      transactionDocument: imageUrl,
    });
    await fc.assert(
      fc.asyncProperty(files, async (patch) => void (await send("admission", { ...VALID.admission, ...patch }))),
      RUNS,
    );
    noErrors();
  });

  it("random URL-encoded bodies (native posts)", async () => {
    const noErrors = setup();
    const pairs = (f: Form) =>
      fc.array(
        fc.tuple(fc.oneof(fc.constantFrom(...FIELDS[f]), fc.string({ maxLength: 12 })), fc.string({ maxLength: 60 })),
        { maxLength: 16 },
      );
    await fc.assert(
      fc.asyncProperty(
        form.chain((f) => fc.tuple(fc.constant(f), pairs(f))),
        async ([f, list]) => {
          await send(f, new URLSearchParams(list));
        },
      ),
      RUNS,
    );
    // Raw text that only claims to be URL-encoded.
    await fc.assert(
      fc.asyncProperty(
        form,
        fc.string({ maxLength: 200 }),
        async (f, raw) => void (await send(f, raw, { "content-type": "application/x-www-form-urlencoded" })),
      ),
      RUNS,
    );
    noErrors();
  });

  it("random multipart bodies with text and file parts, encoded by hand", async () => {
    // Built byte by byte rather than with FormData, which refuses some names
    // (a trailing backslash) that a hostile client can still send.
    const noErrors = setup();
    const name = (f: Form) => fc.oneof(fc.constantFrom(...FIELDS[f]), fc.string({ maxLength: 12 }));
    const part = (f: Form) =>
      fc.oneof(
        fc
          .tuple(name(f), fc.string({ maxLength: 60 }))
          .map(([n, v]) => ({ head: `name="${n}"`, type: "", body: new TextEncoder().encode(v) })),
        fc
          .tuple(
            name(f),
            fc.string({ maxLength: 20 }),
            fc.constantFrom("image/png", "image/jpeg", "application/octet-stream", ""),
            imageBytes,
          )
          .map(([n, file, type, body]) => ({
            head: `name="${n}"; filename="${file}"`,
            type,
            body,
          })),
      );
    const boundary = "fuzz-boundary-7MA4YWxkTrZu0gW";
    await fc.assert(
      fc.asyncProperty(
        form.chain((f) => fc.tuple(fc.constant(f), fc.array(part(f), { maxLength: 12 }), fc.boolean())),
        async ([f, parts, close]) => {
          const chunks: Uint8Array[] = [];
          const text = (t: string) => chunks.push(new TextEncoder().encode(t));
          for (const p of parts) {
            text(
              `--${boundary}\r\nContent-Disposition: form-data; ${p.head}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ""}\r\n`,
            );
            chunks.push(p.body);
            text("\r\n");
          }
          if (close) text(`--${boundary}--\r\n`);
          await send(f, new Blob(chunks as BlobPart[]).stream(), {
            "content-type": `multipart/form-data; boundary=${boundary}`,
          });
        },
      ),
      RUNS,
    );
    noErrors();
  });

  it("random multipart bodies built with FormData (files of random bytes behind real signatures)", async () => {
    const noErrors = setup();
    const part = (f: Form) =>
      fc.tuple(
        fc.constantFrom(...FIELDS[f]),
        fc.oneof(
          fc.string({ maxLength: 60 }),
          fc
            .tuple(imageBytes, fc.constantFrom("a.png", "b.jpg", "c"), fc.constantFrom("image/png", "image/gif", ""))
            .map(([b, file, type]) => new File([b], file, { type })),
        ),
      );
    await fc.assert(
      fc.asyncProperty(
        form.chain((f) => fc.tuple(fc.constant(f), fc.array(part(f), { maxLength: 12 }))),
        async ([f, parts]) => {
          const data = new FormData();
          for (const [n, value] of parts) data.append(n, value);
          await send(f, data);
        },
      ),
      RUNS,
    );
    noErrors();
  });

  it("random bytes under random content types", async () => {
    const noErrors = setup();
    const contentType = fc.oneof(
      fc.constantFrom(
        "application/json",
        "application/json; charset=latin1",
        "APPLICATION/JSON",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "multipart/form-data; boundary=xyz",
        'multipart/form-data; boundary="a b"',
        "text/plain",
        "",
        ";",
        "application/json;;;",
      ),
      // biome-ignore lint/suspicious/noControlCharactersInRegex: header values may not hold CR, LF or NUL, so the generator leaves them out
      fc.string({ maxLength: 60 }).filter((s) => !/[\r\n\u0000]/.test(s) && /^[\x20-\x7e]*$/.test(s)),
    );
    const body = fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.string({ maxLength: 300 }).map((s) => new TextEncoder().encode(s)),
      fc.constant(
        new TextEncoder().encode(
          '--xyz\r\nContent-Disposition: form-data; name="studentPhoto"; filename="a.gif"\r\n\r\nGIF89a<script>\r\n--xyz--\r\n',
        ),
      ),
    );
    await fc.assert(
      fc.asyncProperty(form, contentType, body, async (f, type, bytes) => {
        await send(f, new Blob([bytes]).stream(), type ? { "content-type": type } : {});
      }),
      RUNS,
    );
    noErrors();
  });
});
