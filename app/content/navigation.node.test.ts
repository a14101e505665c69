import { describe, expect, it } from "vitest";
import { footerLinks, footerMenuLinks } from "./navigation";

describe("footer quick links", () => {
  it("are menu entries, each found once, in the footer's order", () => {
    expect(footerMenuLinks().map((l) => l.link)).toEqual(footerLinks);
    expect(footerMenuLinks().map((l) => l.footerTitle ?? l.title)).toEqual([
      "Diploma programmes",
      "Short courses",
      "Fees and funding",
      "Scholarships",
      "Apply online",
      "Visit us",
      "Notices",
      "Contact",
    ]);
  });
});
