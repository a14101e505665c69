import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "./contract/constants";
import { Honeypot } from "./fields";

/**
 * The spam trap must stay invisible to people and to their browsers'
 * autofill: a trap autofill fills in makes a person's form vanish silently
 * (the API answers success and keeps nothing).
 */
describe("the honeypot field", () => {
  // Tokens that Chrome's, Firefox's and Safari's autofill heuristics look for in a field's name.
  const AUTOFILL_TOKENS =
    /name|mail|phone|tel|mobile|addr|street|city|zip|post|country|state|url|web|site|home|company|org|business|card|cc|user|login|pass|search|title|fax|first|last|nick|birth|code|hp/i;

  it("has a name autofill finds no purpose in", () => {
    expect(HONEYPOT_FIELD).not.toMatch(AUTOFILL_TOKENS);
  });

  it("is rendered out of the tab order, hidden from assistive technology and with autocomplete off", () => {
    const html = renderToStaticMarkup(createElement(Honeypot));
    expect(html).toMatch(/^<div aria-hidden="true"[^>]*>/);
    const input = /<input [^>]*>/.exec(html)?.[0] ?? "";
    expect(input).toContain(`name="${HONEYPOT_FIELD}"`);
    expect(input).toContain('tabindex="-1"');
    expect(input).toMatch(/ autocomplete="off"/i); // HTML attribute names are case-insensitive
    expect(input).toContain('value=""');
  });
});
