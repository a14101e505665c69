import { describe, expect, it } from "vitest";
import { creditTransfer } from "./credit-transfer";
import { nccEducation } from "./ncc-education";
import { LOCALES } from "~/i18n/locale";
import { documentTitle } from "./pages";
import { pageIn } from "./pages/localized.server";
import { pages } from "./pages.server";
import type { PartnershipPage } from "./partnership";
import { uclan } from "./uclan";

// Content checks that need no page: the records the pages render from.

describe("pages", () => {
  it("every page has a unique description", () => {
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length);
  });

  it("every page's document title is its own in each language and names the college once, at the end", () => {
    for (const locale of LOCALES) {
      const titles = pages.map((p) => pageIn(p.path, locale)!.title);
      // A record that typed the college's name as well would show it twice.
      const named = documentTitle("");
      expect(
        titles.filter((t) => t.endsWith(named)),
        locale,
      ).toEqual([]);
      expect(new Set(titles.map(documentTitle)).size, locale).toBe(pages.length);
    }
  });
});

describe("partnership pages", () => {
  it("count up to the partners' published figures", () => {
    const values = (c: PartnershipPage) => c.stats.map((s) => s.value);
    expect(values(uclan)).toEqual([190, 38000, 100, 3.7, 98, 600, 763, 3000]);
    expect(values(nccEducation)).toEqual([200, 50, 59, 70, 100000, 5]);
    expect(creditTransfer.stats.map((s) => s.value)).toEqual([70, 50, 100000]);
  });
});
