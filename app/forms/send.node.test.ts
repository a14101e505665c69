import { describe, expect, it } from "vitest";
import { SUBMISSION_ID_CONFLICT } from "./contract/constants";
import { forms } from "~/i18n/words/forms";
import { interpret } from "./send";

/** The English words, as an English page passes them. */
const read = (status: number, text: string) => interpret(status, text, forms.en);

// The submit hook resends under a new id only on "conflict", so that answer
// must be the API's submission-id 409 and nothing else.
describe("interpret", () => {
  const json = (body: unknown) => JSON.stringify(body);

  it("reads the API's submission-id 409 as a conflict, with its message", () => {
    expect(read(409, json({ ok: false, error: "Changed.", conflict: "submissionId" }))).toEqual({
      kind: "conflict",
      message: "Changed.",
    });
  });

  it("falls back to the shared message when the 409 carries none", () => {
    expect(read(409, json({ ok: false, conflict: "submissionId" }))).toEqual({
      kind: "conflict",
      message: SUBMISSION_ID_CONFLICT,
    });
  });

  it("leaves any other 409 a failure (nothing is resent)", () => {
    expect(read(409, json({ ok: false, error: "Already delivered." }))).toEqual({
      kind: "failed",
      message: "Already delivered.",
      status: 409,
    });
    expect(read(409, json({ ok: false, error: "Other.", conflict: "email" }))).toMatchObject({ kind: "failed" });
    expect(read(409, "<html>")).toMatchObject({ kind: "failed" });
  });

  it("still reads success and field errors as before", () => {
    expect(read(200, json({ ok: true, id: "abc" }))).toEqual({ kind: "ok", id: "abc" });
    expect(read(400, json({ ok: false, errors: { name: "Name is required!" } }))).toEqual({
      kind: "invalid",
      errors: { name: "Name is required!" },
    });
  });
});
