import { describe, expect, it } from "vitest";
import { appsScript, post, VALID } from "../../tests/support/api";

/**
 * The "back" link on the no-JavaScript result page comes from the Referer,
 * which the client writes; only a plain same-origin path may reach our page
 * (worker/api/form-route.ts `backLink`). Requests here are to http://localhost.
 */
const native = (fields: Record<string, string>) => new URLSearchParams(fields);

async function backHref(referer: string, fields: Record<string, string> = { name: "" }): Promise<string> {
  const res = await post("/enquiry", native(fields), { headers: { referer } });
  const html = await res.text();
  const match = /<a class="back" href="([^"]*)"/.exec(html);
  if (!match) throw new Error(`no back link in ${res.status} page`);
  return match[1]!;
}

describe("back link on the result page", () => {
  it.each([
    ["http://localhost/programs/l4dc", "/programs/l4dc"],
    ["http://localhost/contact?from=home", "/contact?from=home"],
    ["http://localhost", "/"],
    ["http://localhost/%2F%2Fevil.example/phish", "/%2F%2Fevil.example/phish"], // one path segment, not a host
    ["http://localhost/search?q=%22%3E%3Cscript%3E", "/search?q=%22%3E%3Cscript%3E"],
  ])("keeps a same-origin path: %s → %s", async (referer, href) => {
    expect(await backHref(referer)).toBe(href);
  });

  it("escapes what it keeps", async () => {
    expect(await backHref("http://localhost/a?x=1&y=2")).toBe("/a?x=1&amp;y=2");
  });

  it.each([
    ["a protocol-relative path", "http://localhost//evil.example/phish"],
    ["three slashes", "http://localhost///evil.example"],
    ["a dot segment that collapses to //", "http://localhost/.//evil.example/phish"],
    ["dot-dot segments that collapse to //", "http://localhost/a/../..//evil.example"],
    ["a backslash after the slash", "http://localhost/\\evil.example"],
    ["a backslash anywhere", "http://localhost/ok/..\\..\\evil.example"],
    ["an encoded-looking but literal backslash", "http://localhost/\\/evil.example"],
    ["a tab browsers strip", "http://localhost/\t/evil.example"],
    ["a space", "http://localhost/ /evil.example"],
    ["another site", "https://evil.example/contact"],
    ["another port", "http://localhost:8080/contact"],
    ["another scheme", "https://localhost/contact"],
    ["a javascript: URL", "javascript:alert(document.cookie)"],
    ["a data: URL", "data:text/html,<script>alert(1)</script>"],
    ["a relative path", "/contact"],
    ["a protocol-relative URL", "//evil.example/phish"],
    ["garbage", "not a url"],
    ["an empty Referer", ""],
  ])("falls back to the form's own page for %s", async (_what, referer) => {
    expect(await backHref(referer)).toBe("/contact");
  });

  it("control characters other than tab cannot reach it either (refused by Headers or by the check)", async () => {
    for (const ch of ["\u0001", "\u001f", "\u007f"]) {
      let href: string;
      try {
        href = await backHref(`http://localhost/${ch}/evil.example`);
      } catch (error) {
        if (error instanceof TypeError) continue; // the Headers API refused the value: nothing to test
        throw error;
      }
      expect(href, JSON.stringify(ch)).toBe("/contact");
    }
  });

  it("the success page follows the same rule", async () => {
    appsScript();
    expect(await backHref("http://localhost//evil.example/phish", VALID.enquiry)).toBe("/contact");
    appsScript();
    expect(await backHref("http://localhost/programs/bcis", VALID.enquiry)).toBe("/programs/bcis");
  });

  it("each form falls back to its own page", async () => {
    for (const [form, page] of [
      ["visit", "/VisitUs"],
      ["admission", "/apply"],
    ] as const) {
      const res = await post(`/${form}`, native({ x: "" }), { headers: { referer: "http://localhost//evil.example" } });
      expect(await res.text()).toContain(`class="back" href="${page}"`);
    }
  });
});

describe("what the result page says of the browser's Back button", () => {
  const backSentence = async (path: string, body: BodyInit) => {
    const res = await post(path, body, { headers: { referer: "http://localhost/contact" } });
    expect(res.status).toBe(400);
    return (await res.text()).match(/<p>(Your browser\S* Back button[^<]*)<\/p>/)?.[1];
  };

  it("asks for files again on a form that takes them, since browsers keep typed values but not chosen files", async () => {
    const admission = new FormData();
    admission.set("studentName", "");
    expect(await backSentence("/admission", admission)).toMatch(/attach your photos and documents again/);
  });

  it("promises only what was typed on a form without files", async () => {
    expect(await backSentence("/enquiry", native({ name: "" }))).toBe(
      "Your browser&#39;s Back button returns you to the form with what you typed.",
    );
  });
});
