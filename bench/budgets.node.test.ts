import { describe, expect, it } from "vitest";
import { createChecks, loadBudgets, performanceMet, reportBudgets } from "./budgets.ts";

describe("performanceMet", () => {
  it("passes a page whose best run reaches the target, whatever its twin scored", () => {
    expect(performanceMet([91, 99], [100, 100], 99, 5)).toBe(true);
  });

  it("passes a page a slow machine held under the target when it keeps within the slack of its twin run for run", () => {
    expect(performanceMet([90, 93, 88, 89, 93], [100, 89, 92, 90, 86], 99, 5)).toBe(true);
    expect(performanceMet([90], [95], 99, 5)).toBe(true);
  });

  it("fails a page that scores more than the slack under its twin in most pairs", () => {
    expect(performanceMet([90], [96], 99, 5)).toBe(false);
    expect(performanceMet([88, 97, 89], [95, 98, 96], 99, 5)).toBe(false);
  });

  it("lets one lucky run of the page decide nothing either", () => {
    expect(performanceMet([98, 84, 85, 83, 86], [97, 95, 96, 94, 96], 99, 5)).toBe(false);
  });

  it("judges an even number of pairs on the mean of the middle two", () => {
    // Differences -7 and -3: a median of -5 is just within.
    expect(performanceMet([90, 92], [97, 95], 99, 5)).toBe(true);
    expect(performanceMet([90, 91], [97, 95], 99, 5)).toBe(false);
  });

  it("refuses runs that do not pair up", () => {
    expect(() => performanceMet([90, 91], [97], 99, 5)).toThrow(/pair up/);
    expect(() => performanceMet([], [], 99, 5)).toThrow(/pair up/);
  });
});

describe("createChecks", () => {
  const budgets = {
    ...loadBudgets(),
    gates: { bytes: { gates: true, why: "fixed" }, paint: { gates: false, why: "moves with load" } },
  };

  it("fails the run on a gating budget and only reports one that does not gate", () => {
    const { check, verdict } = createChecks(budgets);
    check("bytes", true, "within");
    check("bytes", false, "too many bytes");
    check("paint", false, "slow paint");
    expect(verdict).toMatchObject({ failures: ["too many bytes"], overruns: ["slow paint"] });
    expect(reportBudgets(verdict, true)).toBe(1);
    expect(reportBudgets({ failures: [], overruns: ["slow paint"], ratios: {} }, true)).toBe(0);
  });

  it("keeps each ratio with its limit, by budget and subject, for the spread report", () => {
    const { ratio, verdict } = createChecks(budgets);
    ratio("paint", "/", 1.1, 1.25);
    ratio("paint", "/ne", 0.9, 1.25);
    expect(verdict.ratios).toEqual({ paint: { limit: 1.25, figures: { "/": 1.1, "/ne": 0.9 } } });
  });

  it("stops on a budget budgets.json gives no verdict for", () => {
    const { check } = createChecks(budgets);
    expect(() => check("unheard-of", true, "")).toThrow(/no verdict/);
  });

  it("gives every budget a verdict and a reason", () => {
    for (const [name, gate] of Object.entries(loadBudgets().gates).filter(([name]) => !name.startsWith("$")))
      expect(gate.why.length, name).toBeGreaterThan(10);
  });
});
