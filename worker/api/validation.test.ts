import { describe, expect, it } from "vitest";
import {
  CONNECTION_METHODS,
  CONTACT_METHODS,
  HOW_HEARD,
  INTERESTS,
  TIME_SLOTS,
} from "../../app/forms/contract/constants";
import { bytesOf, jpeg, png, webpExtended, webpLossless } from "../../tests/support/images";
import { appsScript, dataUrl, IMAGES, PNG, post, VALID } from "../../tests/support/api";

/**
 * requirements §5, rule by rule and message by message, through the real endpoints:
 * each row breaks ONE field of a valid payload and expects exactly that
 * field's message (and nothing relayed).
 */
type Row = [field: string, value: unknown, message: string];

const long = (n: number) => "x".repeat(n);
const textPdf = dataUrl("image/png", IMAGES.pdf);
// Image headers that pass the magic-byte check but give no acceptable size (app/forms/contract/image-size.ts).
const gifStub = dataUrl("image/gif", bytesOf("GIF89a", [1, 0, 1, 0, 0x80, 0])); // 12 bytes
const gifScript = dataUrl("image/gif", bytesOf("GIF89a<script>alert(document.cookie)</script>"));
const gifSpaces = dataUrl("image/gif", bytesOf("GIF89a    \u0000\u0000\u0000alert(1)//padding")); // reads as 8224 × 8224
const tinyPng = dataUrl("image/png", png(63, 90, { headerOnly: true }));
const tinyJpeg = dataUrl("image/jpeg", jpeg(120, 63));
const hugePng = dataUrl("image/png", png(10_001, 10_000, { headerOnly: true }));
const hugeWebp = dataUrl("image/webp", webpExtended(20_000, 20_000));
const truncatedJpeg = dataUrl("image/jpeg", jpeg(120, 90).subarray(0, 40));

const RULES: Record<keyof typeof VALID, Row[]> = {
  enquiry: [
    ["name", undefined, "Name is required!"],
    ["name", "   ", "Name is required!"],
    ["name", 42, "Name is required!"],
    ["name", long(101), "Name must be 100 characters or fewer!"],
    ["email", undefined, "Email is required!"],
    ["email", "  ", "Email is required!"],
    ["email", "sita example.com", "Please enter a valid email address!"],
    ["email", "sita @example.com", "Please enter a valid email address!"],
    ["email", "sita@example", "Please enter a valid email address!"],
    ["contactNo", "", "Contact number is required!"],
    ["contactNo", " ", "Contact number is required!"],
    ["contactNo", "123456", "Please enter a valid contact number (7-15 digits)!"],
    ["contactNo", "1234567890123456", "Please enter a valid contact number (7-15 digits)!"],
    ["contactNo", "98-0000-0000", "Please enter a valid contact number (7-15 digits)!"],
    ["contactNo", "++9800000000", "Please enter a valid contact number (7-15 digits)!"],
    ["message", "", "Message is required!"],
    ["message", "\n\t ", "Message is required!"],
    ["message", long(2001), "Message must be 2000 characters or fewer!"],
  ],
  visit: [
    ["fullName", "", "Full Name is required!"],
    ["fullName", long(101), "Full Name must be 100 characters or fewer!"],
    ["email", "", "Valid Email Address is required!"],
    ["email", "hari@", "Valid Email Address is required!"],
    ["phoneNumber", "", "Valid Phone Number is required!"],
    ["phoneNumber", "980000000", "Valid Phone Number is required!"],
    ["phoneNumber", "+1234567890123456", "Valid Phone Number is required!"],
    ["phoneNumber", "98000 00000", "Valid Phone Number is required!"],
    ["preferredContactMethod", [], "At least one contact method is required!"],
    ["preferredContactMethod", ["Fax"], "At least one contact method is required!"],
    ["preferredContactMethod", "Email", "At least one contact method is required!"],
    ["preferredContactMethod", ["Email", "Email"], "At least one contact method is required!"],
    ["interests", [], "At least one interest is required!"],
    ["interests", ["Medicine"], "At least one interest is required!"],
    ["connectionMethod", "", "Connection method is required!"],
    ["connectionMethod", "Walk in", "Connection method is required!"],
    ["connectionMethod", ["Schedule a Campus Visit"], "Connection method is required!"],
    ["preferredDate", "", "Preferred date is required!"],
    ["preferredDate", "2027-02-30", "Please choose a valid date!"],
    ["preferredDate", "next Tuesday", "Please choose a valid date!"],
    ["preferredTimeSlot", [], "At least one time slot is required!"],
    ["preferredTimeSlot", ["Night"], "At least one time slot is required!"],
    ["message", long(2001), "Message must be 2000 characters or fewer!"],
    ["howHeard", [], "Please select how you heard about us!"],
    ["howHeard", ["Billboard"], "Please select how you heard about us!"],
  ],
  admission: [
    ["email", "gita", "Valid email is required!"],
    ["email", "", "Valid email is required!"],
    ["studentName", "", "Student Name is required!"],
    ["studentName", long(101), "Student Name must be 100 characters or fewer!"],
    ["contactNumber", "980000000", "Valid contact number is required!"],
    ["contactNumber", "", "Valid contact number is required!"],
    ["fathersName", "", "Father's Name is required!"],
    ["mothersName", " ", "Mother's Name is required!"],
    ["presentAddress", "", "Present Address is required!"],
    ["presentAddress", long(301), "Present Address must be 300 characters or fewer!"],
    ["permanentAddress", "", "Permanent Address is required!"],
    ["guardianContactNumber", "abc", "Valid guardian contact number is required!"],
    ["guardianContactNumber", "+12345", "Valid guardian contact number is required!"],
    ["academicPapers", [], "At least 1 academic paper file is required!"],
    ["academicPapers", undefined, "At least 1 academic paper file is required!"],
    ["academicPapers", [PNG, PNG, PNG, PNG, PNG, PNG], "Maximum 5 files allowed!"],
    ["academicPapers", [textPdf], "At least 1 academic paper file is required!"],
    ["academicPapers", [dataUrl("image/png", IMAGES.jpeg)], "At least 1 academic paper file is required!"],
    ["academicPapers", [dataUrl("application/pdf", IMAGES.pdf)], "At least 1 academic paper file is required!"],
    ["studentPhoto", "", "Student Photo file is required!"],
    ["studentPhoto", textPdf, "Student Photo file is required!"],
    ["studentPhoto", dataUrl("image/gif", IMAGES.webp), "Student Photo file is required!"],
    ["studentPhoto", "https://example.com/me.jpg", "Student Photo file is required!"],
    ["transactionInfo", "", "Transaction Information is required!"],
    ["transactionInfo", long(501), "Transaction Information must be 500 characters or fewer!"],
    ["transactionDocument", undefined, "Transaction Document file is required!"],
    ["transactionDocument", "data:image/png;base64,!!!!not-base64!!!!", "Transaction Document file is required!"],
    ["academicPapers", [PNG, gifStub], "At least 1 academic paper file is required!"],
    ["academicPapers", [gifScript], "At least 1 academic paper file is required!"],
    ["academicPapers", [gifSpaces], "At least 1 academic paper file is required!"],
    ["academicPapers", [tinyPng], "At least 1 academic paper file is required!"],
    ["studentPhoto", tinyJpeg, "Student Photo file is required!"],
    ["studentPhoto", hugeWebp, "Student Photo file is required!"],
    ["studentPhoto", truncatedJpeg, "Student Photo file is required!"],
    ["transactionDocument", hugePng, "Transaction Document file is required!"],
    ["transactionDocument", gifStub, "Transaction Document file is required!"],
    [
      "transactionDocument",
      dataUrl("image/svg+xml", new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
      "Transaction Document file is required!",
    ],
    // The consent box: only its ticked value, "yes", is consent (requirements §5, §11).
    ["consent", undefined, "Please tick the box to agree to how the college keeps your application!"],
    ["consent", "", "Please tick the box to agree to how the college keeps your application!"],
    ["consent", "no", "Please tick the box to agree to how the college keeps your application!"],
    ["consent", true, "Please tick the box to agree to how the college keeps your application!"],
  ],
};

for (const [form, rows] of Object.entries(RULES) as [keyof typeof VALID, Row[]][]) {
  describe(`/api/${form}: requirements §5 rules`, () => {
    it.each(rows)("%s = %j → %s", async (field, value, message) => {
      const upstream = appsScript();
      const payload: Record<string, unknown> = { ...VALID[form], [field]: value };
      if (value === undefined) delete payload[field];
      const res = await post(`/${form}`, payload);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ ok: false, errors: { [field]: message } });
      expect(upstream.calls).toHaveLength(0);
    });

    it("reports every failing field at once, one message each", async () => {
      const res = await post(`/${form}`, {});
      const body = (await res.json()) as { errors: Record<string, string> };
      const required = Object.keys(VALID[form]).filter((f) => !(form === "visit" && f === "message"));
      expect(Object.keys(body.errors).sort()).toEqual(required.sort());
      for (const message of Object.values(body.errors)) expect(typeof message).toBe("string");
    });
  });
}

describe("accepted values", () => {
  const accepted = async (form: keyof typeof VALID, patch: Record<string, unknown>) => {
    const upstream = appsScript();
    const res = await post(`/${form}`, { ...VALID[form], ...patch });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
    return upstream.posts()[0]!.body!;
  };

  it.each(["1234567", "+123456789012345", " 98 0000 0000 "])("enquiry contact number %j", async (contactNo) => {
    await accepted("enquiry", { contactNo });
  });

  it.each(["9800000000", "+123456789012345"])("visit and admission phone %j", async (phone) => {
    await accepted("visit", { phoneNumber: phone });
    await accepted("admission", { contactNumber: phone, guardianContactNumber: phone });
  });

  it("every visit option of requirements §3, and the message is optional", async () => {
    const sent = await accepted("visit", {
      preferredContactMethod: [...CONTACT_METHODS],
      interests: [...INTERESTS],
      preferredTimeSlot: [...TIME_SLOTS],
      howHeard: [...HOW_HEARD],
      message: undefined,
    });
    expect(sent.interests).toEqual([...INTERESTS]);
    expect(sent.message).toBe("");
    for (const connectionMethod of CONNECTION_METHODS) await accepted("visit", { connectionMethod });
  });

  it.each(["png", "jpeg", "gif", "webp"] as const)("a %s image whose bytes match its type", async (type) => {
    const url = dataUrl(`image/${type}`, IMAGES[type]);
    const sent = await accepted("admission", {
      academicPapers: [url, url, url, url, url],
      studentPhoto: url,
      transactionDocument: url,
    });
    expect(sent.studentPhoto).toBe(url);
  });

  it("images of exactly 64 px a side and of exactly 100 megapixels (header-only)", async () => {
    const edge = dataUrl("image/webp", webpLossless(64, 64));
    const largest = dataUrl("image/png", png(10_000, 10_000, { headerOnly: true }));
    await accepted("admission", { academicPapers: [edge, largest], studentPhoto: edge, transactionDocument: largest });
  });
});
