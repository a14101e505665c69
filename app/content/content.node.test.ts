import { describe, expect, it } from "vitest";
import { creditTransfer } from "./credit-transfer";
import { nccEducation } from "./ncc-education";
import { pages } from "./pages.server";
import type { PartnershipPage } from "./partnership";
import { uclan } from "./uclan";

// Content checks that need no page: the records the pages render from.

describe("pages", () => {
  it("every page has a unique title and description", () => {
    const titles = new Set(pages.map((p) => p.title));
    const descriptions = new Set(pages.map((p) => p.description));
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
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
