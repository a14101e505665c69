import { describe, expect, it } from "vitest";
import { NEPALI_HEADER, englishPath, localeOf, localeOfPath, localePath } from "./locale";
import { localNumber, nepaliClockTime, nepaliNumber, toDevanagariDigits, toLatinDigits } from "./numerals";

describe("the two languages' paths", () => {
  it("tells a Nepali path from an English one", () => {
    expect(localeOfPath("/ne/")).toBe("ne");
    expect(localeOfPath("/ne")).toBe("ne");
    expect(localeOfPath("/ne/programs/Data Science")).toBe("ne");
    expect(localeOfPath("/")).toBe("en");
    expect(localeOfPath("/news")).toBe("en");
    expect(localeOfPath("/nepal")).toBe("en");
  });

  it("maps each page to its twin and back", () => {
    expect(localePath("/", "ne")).toBe("/ne/");
    expect(localePath("/apply", "ne")).toBe("/ne/apply");
    expect(localePath("/ne/apply", "ne")).toBe("/ne/apply");
    expect(localePath("/apply", "en")).toBe("/apply");
    expect(localePath("#apply", "ne")).toBe("#apply");
    expect(localePath("//example.com/x", "ne")).toBe("//example.com/x");
    expect(englishPath("/ne/")).toBe("/");
    expect(englishPath("/ne")).toBe("/");
    expect(englishPath("/ne/about/CEO")).toBe("/about/CEO");
    expect(englishPath("/about/CEO")).toBe("/about/CEO");
  });

  it("reads the language of a data request made during client-side navigation", () => {
    const at = (path: string, nepali = "on") =>
      new Request(`https://college.test${path}`, { headers: { [NEPALI_HEADER]: nepali } });
    expect(localeOf(at("/ne/apply.data"))).toBe("ne");
    expect(localeOf(at("/ne.data"))).toBe("ne");
    expect(localeOf(at("/ne/_root.data"))).toBe("ne");
    expect(localeOf(at("/_root.data"))).toBe("en");
    expect(localeOf(at("/apply.data"))).toBe("en");
    expect(localeOf(new URL("https://college.test/ne/contact"))).toBe("ne");
    // Off (or not said by the Worker), every loader sends English.
    expect(localeOf(at("/ne/apply", "off"))).toBe("en");
    expect(localeOf(new Request("https://college.test/ne/apply"))).toBe("en");
  });
});

describe("Devanagari digits", () => {
  it("converts both ways and leaves the rest alone", () => {
    expect(toDevanagariDigits("44600")).toBe("४४६००");
    expect(toLatinDigits("+९७७-९८४१२३४५६७")).toBe("+977-9841234567");
    expect(toLatinDigits("abc")).toBe("abc");
  });

  it("writes a computed number in Devanagari digits, grouped the Nepali way", () => {
    expect(nepaliNumber(7)).toBe("७");
    expect(nepaliNumber(999)).toBe("९९९");
    expect(nepaliNumber(38000)).toBe("३८,०००");
    expect(nepaliNumber(120000)).toBe("१,२०,०००");
    expect(nepaliNumber(12345678)).toBe("१,२३,४५,६७८");
    expect(nepaliNumber(2.5, 1)).toBe("२.५");
    expect(nepaliNumber(-1500)).toBe("-१,५००");
    expect(localNumber("ne")(38000)).toBe("३८,०००");
    expect(localNumber("en")(38000)).toBe("38000");
    expect(localNumber("en")(4.25, 1)).toBe("4.3");
  });

  it("writes clock times the Nepali way", () => {
    expect(nepaliClockTime("07:00")).toBe("बिहान ७:००");
    expect(nepaliClockTime("17:00")).toBe("बेलुका ५:००");
    expect(nepaliClockTime("13:30")).toBe("दिउँसो १:३०");
  });
});
