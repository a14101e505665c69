#!/usr/bin/env node
// node bench/spread.ts <summary.json> <summary.json> ...
//
// Compares full bench runs of one commit (each run's bench-results/summary.json,
// copied aside): for every timing ratio, the spread of each subject's figure
// across the runs. A ratio can gate only when its limit stands clear of what
// load alone does to it: the report gives, per budget, the largest standard
// deviation of any subject and whether every subject's mean plus three of
// its standard deviations stays within the limit (bench/budgets.json "gates").
import { readFileSync } from "node:fs";
import { type Verdict, loadBudgets } from "./budgets.ts";
import { type FirstTapRow, versusSettled } from "./first-tap.ts";
import { table } from "./report.ts";

export interface Spread {
  budget: string;
  limit: number;
  subjects: number;
  runs: number;
  meanLow: number;
  meanHigh: number;
  largestSd: number;
  /** The subject whose mean + 3 SD is highest, and that figure. */
  worst: { subject: string; mean3sd: number };
  holds: boolean;
}

/** Sample standard deviation (n - 1): five runs are a sample of the machine's moods. */
export function standardDeviation(values: number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}

/** What a full bench run writes to bench-results/summary.json, as far as the spread needs it. */
export interface Summary {
  verdict: Verdict;
  firstTap?: Pick<FirstTapRow, "page" | "control" | "firstMs" | "visits">[] | null;
}

/**
 * The first tap is judged on two figures beside its ratio: its median time
 * against firstTap.maxMs, and how far it is slower than the settled tap
 * against firstTap.settledSlackMs (the ratio counts only past that slack).
 * Both are in the run's rows, so they are spread here too, and the ratio is
 * taken again from the visits, as the bench now judges it, so that runs of
 * an older bench compare alike.
 */
export function withFirstTapFigures({ verdict, firstTap }: Summary): Pick<Verdict, "ratios"> {
  const { firstTap: limits } = loadBudgets();
  const ratios = { ...verdict.ratios };
  const rows = firstTap ?? [];
  const by = (figure: (row: (typeof rows)[number]) => number) =>
    Object.fromEntries(rows.map((row) => [`${row.page} (${row.control})`, figure(row)]));
  if (rows.length) {
    ratios["firstTap.maxMs"] = { limit: limits.maxMs, figures: by((row) => row.firstMs) };
    ratios["firstTap.maxSettledRatio"] = {
      limit: limits.maxSettledRatio,
      figures: by((row) => versusSettled(row.visits).ratio),
    };
    ratios["firstTap.settledSlackMs"] = {
      limit: limits.settledSlackMs,
      figures: by((row) => versusSettled(row.visits).slowerMs),
    };
  }
  return { ratios };
}

export function spreads(runs: Pick<Verdict, "ratios">[]): Spread[] {
  const budgets = [...new Set(runs.flatMap((run) => Object.keys(run.ratios)))].sort();
  return budgets.map((budget) => {
    const limit = runs.find((run) => run.ratios[budget])!.ratios[budget]!.limit;
    const subjects = [...new Set(runs.flatMap((run) => Object.keys(run.ratios[budget]?.figures ?? {})))];
    const stats = subjects.map((subject) => {
      const values = runs
        .map((run) => run.ratios[budget]?.figures[subject])
        .filter((v): v is number => typeof v === "number");
      const mean = values.reduce((a, b) => a + b, 0) / values.length;
      const sd = standardDeviation(values);
      return { subject, mean, sd, mean3sd: mean + 3 * sd, runs: values.length };
    });
    const worst = stats.reduce((a, b) => (b.mean3sd > a.mean3sd ? b : a));
    return {
      budget,
      limit,
      subjects: stats.length,
      runs: Math.min(...stats.map((s) => s.runs)),
      meanLow: Math.min(...stats.map((s) => s.mean)),
      meanHigh: Math.max(...stats.map((s) => s.mean)),
      largestSd: Math.max(...stats.map((s) => s.sd)),
      worst: { subject: worst.subject, mean3sd: worst.mean3sd },
      holds: worst.mean3sd <= limit,
    };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (files.length < 2) {
    console.error("Give two or more bench-results/summary.json files from runs of one commit.");
    process.exit(2);
  }
  const summaries = files.map((file) => JSON.parse(readFileSync(file, "utf8")) as Summary);
  const runs = summaries.map(withFirstTapFigures);
  for (const [i, summary] of summaries.entries())
    console.log(`${files[i]}: ${summary.verdict.failures.length} gating budgets broken`);
  console.log(
    `Spread of each timing figure over ${files.length} bench runs (sample SD; "holds" = every subject's mean + 3 SD within the limit)`,
  );
  table(
    spreads(runs).map((s) => [
      s.budget,
      s.limit,
      `${s.subjects} × ${s.runs}`,
      `${s.meanLow.toFixed(2)}–${s.meanHigh.toFixed(2)}`,
      s.largestSd.toFixed(3),
      `${s.worst.mean3sd.toFixed(2)} (${s.worst.subject})`,
      s.holds ? "yes" : "no",
    ]),
    ["ratio", "limit", "subjects × runs", "means", "largest SD", "highest mean + 3 SD", "holds"],
  );
}
