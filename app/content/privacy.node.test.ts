import { describe, expect, it } from "vitest";
import { toDevanagariDigits } from "../i18n/numerals";
import { currentFacts } from "../../scripts/preflight-rules";
import { DATABASE_HISTORY_DAYS, GOOGLE_BIN_DAYS, type PrivacyContent, privacyContent } from "./privacy";
import { privacyContentNe } from "./privacy.ne";

/**
 * The privacy notice promises what a deletion does, so it must say what
 * outlives one for a while (the database's history, the sheet's version
 * history, Google's bin), how an erasure is carried out and checked, and
 * how the applicant hears that it is done: in both languages.
 */
const text = (content: PrivacyContent, id: string) => content.sections.find((s) => s.id === id)!.paragraphs.join(" ");

describe("the privacy notice", () => {
  it("says how long each copy outlives a deletion: the database's history, the sheet's versions, Google's bin", () => {
    const en = text(privacyContent, "how-long");
    expect(en).toContain(`history for ${DATABASE_HISTORY_DAYS} days`);
    expect(en).toContain("version history");
    expect(en).toContain(`bin for ${GOOGLE_BIN_DAYS} days`);
    const ne = text(privacyContentNe, "how-long");
    expect(ne).toContain(`इतिहास पनि ${toDevanagariDigits(String(DATABASE_HISTORY_DAYS))} दिनसम्म`);
    expect(ne).toContain("संस्करण इतिहास");
    expect(ne).toContain(`${toDevanagariDigits(String(GOOGLE_BIN_DAYS))} दिनसम्म Google को रद्दी टोकरीमा`);
  });

  it("says how an erasure is carried out, checked and confirmed, and what is kept of it", () => {
    const en = text(privacyContent, "your-rights");
    for (const promise of [
      "in every tab",
      "from Google Drive for good",
      "it checks the answer",
      "replaces the sheet with a fresh copy that has no history",
      "erased again",
      "coded fingerprint",
      "to confirm that your details have been deleted",
    ])
      expect(en, promise).toContain(promise);
    // The old promise, that the sheet and the folder simply lose it, is gone.
    expect(en).not.toContain(
      "they are removed from the website's storage at Cloudflare, from the college's Google sheet",
    );
    const ne = text(privacyContentNe, "your-rights");
    for (const promise of [
      "सबै ट्याबबाट",
      "सधैँका लागि",
      "जवाफ जाँच्छ",
      "इतिहास नभएको नयाँ प्रति",
      "फेरि मेटाइन्छ",
      "छाप",
      "मेटाइएको पुष्टि",
    ])
      expect(ne, promise).toContain(promise);
  });

  it("says the same in Nepali, sentence for sentence, where the college is asked to confirm it", () => {
    const privacy = currentFacts().filter((f) => f.where === "app/content/privacy.ts");
    expect(privacy.map((f) => f.fact)).toEqual([
      "Privacy notice: How long we keep it",
      "Privacy notice: Asking for a copy, a correction or deletion",
    ]);
    for (const f of privacy) {
      expect(f.english!.length, f.fact).toBeGreaterThan(0);
      expect(f.nepali!.filter((n) => n === null).length, f.fact).toBe(0);
      expect(f.nepali!.length, f.fact).toBe(f.english!.length);
    }
  });
});
