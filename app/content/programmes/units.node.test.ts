import { describe, expect, it } from "vitest";
import { programmes } from "../programmes.server";
import { programmesNe } from "../programmes.ne.server";
import { unitGroupsIn } from "./shared";
import type { Programme, Unit } from "./types";
import { glossUnits, UNIT_GLOSSES_NE } from "./units";

const DEVANAGARI = /[\u0900-\u097F]/;

function unitsOf(programme: Programme): Unit[] {
  return unitGroupsIn(programme).flatMap((g) => g.units);
}

describe("the Nepali glosses of unit and module titles", () => {
  it("every unit on a Nepali programme page keeps its official title and carries a Nepali gloss", () => {
    for (const english of programmes) {
      const nepali = programmesNe[english.page.slug as keyof typeof programmesNe];
      const units = unitsOf(nepali);
      expect(
        units.map((u) => u.title),
        english.page.slug,
      ).toEqual(unitsOf(english).map((u) => u.title));
      for (const unit of units) {
        expect(unit.gloss, unit.title).toMatch(DEVANAGARI);
        expect(unit.gloss, unit.title).not.toBe(unit.title);
      }
    }
  });

  it("the English pages carry no gloss", () => {
    for (const english of programmes)
      for (const unit of unitsOf(english)) expect(unit.gloss, unit.title).toBeUndefined();
  });

  it("lists no unit that no programme teaches", () => {
    const taught = new Set(programmes.flatMap(unitsOf).map((u) => u.title));
    expect([...UNIT_GLOSSES_NE.keys()].filter((title) => !taught.has(title))).toEqual([]);
  });

  it("refuses a unit with no gloss, naming it", () => {
    expect(() =>
      glossUnits([{ name: "Core units", required: 1, units: [{ title: "Quantum Basket Weaving" }] }]),
    ).toThrow(/Quantum Basket Weaving/);
  });
});
