import { describe, expect, it } from "vitest";
import { loadBudgets } from "./budgets.ts";
import { spreads, standardDeviation, withFirstTapFigures } from "./spread.ts";

describe("spreads", () => {
  it("takes the sample standard deviation", () => {
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBeCloseTo(2.138, 3);
    expect(standardDeviation([1.2])).toBe(0);
  });

  it("judges each budget by its subject whose mean plus three deviations is highest", () => {
    const run = (home: number, contact: number) => ({
      ratios: { paint: { limit: 1.25, figures: { "/": home, "/contact": contact } } },
    });
    const [paint] = spreads([run(1.0, 1.1), run(1.0, 1.2), run(1.0, 1.3)]);
    expect(paint).toMatchObject({ budget: "paint", limit: 1.25, subjects: 2, runs: 3, meanLow: 1, meanHigh: 1.2 });
    expect(paint!.largestSd).toBeCloseTo(0.1, 6);
    expect(paint!.worst.subject).toBe("/contact");
    expect(paint!.worst.mean3sd).toBeCloseTo(1.5, 6);
    expect(paint!.holds).toBe(false);
    expect(spreads([run(1.0, 1.1), run(1.0, 1.1)])[0]!.holds).toBe(true);
  });

  it("spreads the first tap's time and its excess over the settled tap, the two figures it is judged on beside the ratio", () => {
    const { ratios } = withFirstTapFigures({
      verdict: { failures: [], overruns: [], ratios: {} },
      firstTap: [
        {
          page: "/contact",
          control: "menu",
          firstMs: 100,
          visits: [
            { first: 100, settled: 40 },
            { first: 80, settled: 100 },
            { first: 120, settled: 110 },
          ],
        },
      ],
    });
    const { firstTap } = loadBudgets();
    expect(ratios["firstTap.maxMs"]).toEqual({ limit: firstTap.maxMs, figures: { "/contact (menu)": 100 } });
    // Visit by visit, not the medians' 100 against 100: 2.5, 0.8 and 1.09 times; 60, -20 and 10 ms slower.
    expect(ratios["firstTap.maxSettledRatio"]).toEqual({
      limit: firstTap.maxSettledRatio,
      figures: { "/contact (menu)": 120 / 110 },
    });
    expect(ratios["firstTap.settledSlackMs"]).toEqual({
      limit: firstTap.settledSlackMs,
      figures: { "/contact (menu)": 10 },
    });
  });
});
