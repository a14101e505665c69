import { describe, expect, it } from "vitest";
import { FIELDS } from "../../app/forms/contract/fields";
import { ADMISSION_BODY_CAP } from "./admission";
import { MESSAGES } from "./replies";
import { nepaliFormWording, nepaliReplies } from "./replies.ne";
import { appsScript, post, VALID } from "../../tests/support/api";

/**
 * Forms sent from a Nepali page (decision 021): the API answers in the language
 * the form was sent from (its hidden `lang` field), reads phone numbers typed
 * in Devanagari digits as Latin ones, and delivers English option values
 * with the applicant's language noted.
 */
const DEVANAGARI = /[\u0900-\u097F]/;

describe("the API in Nepali", () => {
  it("every form's messages are Nepali when lang is ne, and English when lang is absent", async () => {
    for (const form of ["enquiry", "visit", "admission"] as const) {
      const nepali = (await (await post(`/${form}`, { lang: "ne" })).json()) as { errors: Record<string, string> };
      const english = (await (await post(`/${form}`, {})).json()) as { errors: Record<string, string> };
      expect(Object.keys(nepali.errors).sort()).toEqual(Object.keys(english.errors).sort());
      for (const [field, message] of Object.entries(nepali.errors)) {
        expect(message, field).toMatch(DEVANAGARI);
        expect(english.errors[field], field).not.toMatch(DEVANAGARI);
      }
    }
  });

  it("refuses an admission without consent in the form's language, nothing relayed", async () => {
    const upstream = appsScript();
    const { consent: _ticked, ...unticked } = VALID.admission;
    for (const [lang, message] of [
      ["ne", FIELDS.admission.consent.ne.required],
      ["en", FIELDS.admission.consent.en.required],
    ] as const) {
      const res = await post("/admission", { ...unticked, lang });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, errors: { consent: message } });
    }
    expect(upstream.calls).toHaveLength(0);
  });

  it("says each message of requirements §5 in Nepali, the one the browser shows", async () => {
    const res = await post("/enquiry", { ...VALID.enquiry, email: "not an address", contactNo: "१२३", lang: "ne" });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      ok: false,
      errors: { email: FIELDS.enquiry.email.ne.invalid, contactNo: FIELDS.enquiry.contactNo.ne.invalid },
    });
    const tooLong = await post("/enquiry", { ...VALID.enquiry, name: "x".repeat(101), lang: "ne" });
    expect(await tooLong.json()).toEqual({ ok: false, errors: { name: "नाम बढीमा १०० अक्षरको हुनुपर्छ।" } });
    const english = await post("/enquiry", { ...VALID.enquiry, email: "x", lang: "en" });
    expect(await english.json()).toEqual({ ok: false, errors: { email: FIELDS.enquiry.email.en.invalid } });
  });

  it("accepts Devanagari digits and delivers Latin ones, English option values and the language", async () => {
    const upstream = appsScript();
    const res = await post("/visit", { ...VALID.visit, phoneNumber: "+९७७९८४१२३४५६७", lang: "ne" });
    expect(res.status).toBe(200);
    const sent = upstream.posts()[0]!.body!;
    expect(sent.phoneNumber).toBe("+9779841234567");
    expect(sent.preferredContactMethod).toEqual(VALID.visit.preferredContactMethod);
    expect(sent.preferredTimeSlot).toEqual(VALID.visit.preferredTimeSlot);
    expect(sent.language).toBe("Nepali");
    expect(sent).not.toHaveProperty("lang");

    const enquiry = appsScript();
    await post("/enquiry", { ...VALID.enquiry, contactNo: "९८४१ २३४ ५६७", lang: "ne" });
    expect(enquiry.posts()[0]!.body!.contactNo).toBe("9841 234 567");

    const admission = appsScript();
    await post("/admission", {
      ...VALID.admission,
      contactNumber: "९८४१२३४५६७",
      guardianContactNumber: "९८०००००००२",
    });
    const row = admission.posts()[0]!.body!;
    expect([row.contactNumber, row.guardianContactNumber, row.language]).toEqual([
      "9841234567",
      "9800000002",
      "English",
    ]);
  });

  it("a form posted without JavaScript from a Nepali page gets its result page in Nepali", async () => {
    const form = new URLSearchParams({ lang: "ne", name: "", email: "", contactNo: "", message: "" });
    const res = await post("/enquiry", form, {
      headers: { "content-type": "application/x-www-form-urlencoded", referer: "http://localhost/ne/contact" },
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('<html lang="ne">');
    expect(html).toContain("सोधपुछ पठाइएन");
    expect(html).toContain(FIELDS.enquiry.name.ne.required);
    expect(html).toContain('href="/ne/contact"');

    appsScript();
    const ok = await post("/enquiry", new URLSearchParams({ ...VALID.enquiry, contactNo: "९८४१२३४५६७", lang: "ne" }), {
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(ok.status).toBe(200);
    const page = await ok.text();
    expect(page).toContain("सोधपुछ पठाइयो");
    expect(page).toContain("तपाईँको सन्दर्भ नम्बर:");
    expect(page).not.toContain("Thank you");
  });

  it("a body that cannot be read, or is too large, is answered in the language of the page it came from", async () => {
    const fromNepali = { referer: "http://localhost/ne/contact" };
    const json = { "content-type": "application/json" };
    const bad = await post("/enquiry", "{not json", { headers: { ...json, ...fromNepali } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ ok: false, error: nepaliReplies.messages.badJson });
    const array = await post("/enquiry", "[1]", { headers: { ...json, ...fromNepali } });
    expect(await array.json()).toEqual({ ok: false, error: nepaliReplies.messages.notObject });
    const form = await post("/enquiry", "--x\r\nbroken", {
      headers: { "content-type": "multipart/form-data; boundary=x", accept: "application/json", ...fromNepali },
    });
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ ok: false, error: nepaliReplies.messages.badForm });
    // From an English page (or with no Referer) the same refusals stay English.
    const english = await post("/enquiry", "{not json", {
      headers: { ...json, referer: "http://localhost/contact" },
    });
    expect(await english.json()).toEqual({ ok: false, error: MESSAGES.badJson });

    const big = JSON.stringify({ ...VALID.admission, padding: "x".repeat(ADMISSION_BODY_CAP) });
    const tooLarge = await post("/admission", big, { headers: { ...json, referer: "http://localhost/ne/apply" } });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ ok: false, error: nepaliFormWording.admission.tooLargeMessage });
    const enquiry = await post("/enquiry", JSON.stringify({ message: "x".repeat(64 * 1024) }), {
      headers: { ...json, ...fromNepali },
    });
    expect(enquiry.status).toBe(413);
    expect(await enquiry.json()).toEqual({ ok: false, error: nepaliFormWording.enquiry.tooLargeMessage });
    for (const message of Object.values(nepaliReplies.messages)) {
      if (typeof message === "string") expect(message).toMatch(DEVANAGARI);
    }
  });
});
