import { describe, expect, it } from "vitest";
import { frameText } from "~/i18n/frame/index.server";
import { panelId } from "./ids";

/** The slug as Unicode property classes would make it: letters, marks and digits of any script kept. */
const byProperties = (name: string) => name.replace(/[^\p{L}\p{M}\p{N}]+/gu, "-").toLowerCase();

describe("menu panel ids", () => {
  for (const [locale, frame] of Object.entries(frameText)) {
    it(`${locale}: every panel gets the slug of its title, and no two panels share an id`, () => {
      const names = frame.nav.menu.flatMap((item) => [
        item.title,
        ...item.groups.flatMap((group) => [group.title, `${item.title}/${group.title}`]),
      ]);
      expect(names.length).toBeGreaterThan(10);
      const ids = new Set<string>();
      for (const name of names) {
        expect(panelId("menu", name), name).toBe(`menu-${byProperties(name)}`);
        ids.add(panelId("menu", name));
      }
      expect(ids.size).toBe(new Set(names).size);
    });
  }

  it("keeps Devanagari letters, vowel signs and digits, and drops its danda", () => {
    expect(panelId("mobile", "कार्यक्रम २०८३। Programs")).toBe("mobile-कार्यक्रम-२०८३-programs");
  });
});
