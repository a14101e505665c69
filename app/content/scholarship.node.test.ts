import { describe, expect, it } from "vitest";
import { documents as creditTransferDocuments } from "./credit-transfer.documents";
import { feeBlocks } from "./fees";
import { documents as feesDocuments } from "./fees.documents";
import { admissionsFaqs, reasons } from "./admissions";
import { popup, welcome } from "./home";
import { admissionScholarshipPage } from "./pages/admission.scholarship";
import { documents as programmeDocuments } from "./programmes.documents";
import { recipientsPerTier, recipientsText, scholarshipTiers, tierPercentages } from "./scholarship";
import * as scholarship from "./scholarship";
import { strengths } from "./why-mbc";

const PHRASE = "5 recipients each intake";

// Every page record and PDF that speaks about scholarships.
const sources: Record<string, unknown> = {
  fees: feeBlocks,
  "fees PDF": feesDocuments,
  "programme PDFs": programmeDocuments,
  "credit transfer PDF": creditTransferDocuments,
  "why MBC": strengths,
  "scholarship page": scholarship,
  "scholarship meta": admissionScholarshipPage,
  admissions: [reasons, admissionsFaqs],
  home: [welcome, popup],
};

describe("scholarship recipients (requirements §9)", () => {
  it("are the same five for every tier", () => {
    expect(scholarshipTiers.map((t) => t.recipients)).toEqual([5, 5, 5, 5]);
    expect(recipientsText(recipientsPerTier)).toBe(PHRASE);
    expect(tierPercentages).toBe("100%, 90%, 80% and 70%");
  });

  it(`read "${PHRASE}" wherever a page or PDF gives the number`, () => {
    for (const [name, source] of Object.entries(sources)) {
      const text = JSON.stringify(source);
      // Any other wording of the count: "five students", "5 each", "per intake"…
      expect(text, name).not.toMatch(/\b(five|5) (students|each|awards)\b|\bper intake\b/i);
      // The word before "recipients", up to a JSON string's opening quote (a record can hold the phrase alone).
      for (const mention of text.match(/[^\s"]+ recipients(?: [A-Za-z]+ [A-Za-z]+)?/g) ?? [])
        expect(mention, name).toBe(PHRASE);
    }
    for (const [name, text] of [
      ["fees page and PDF", JSON.stringify(feesDocuments)],
      ["why MBC", JSON.stringify(strengths)],
      ["scholarship meta", admissionScholarshipPage.description],
    ]) {
      expect(text, name).toContain(PHRASE);
    }
  });
});
