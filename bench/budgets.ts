// The budgets in bench/budgets.json, and the list of those a run broke.
import { readFileSync } from "node:fs";

export interface Budgets {
  /** JavaScript on a first load, gzipped, of a page that hydrates (a form's page). */
  clientJsGzipKB: number;
  /** The same for a page that does not hydrate: only the page script. */
  readingPageJsGzipKB: number;
  homeFirstLoadKB: number;
  anyPageFirstLoadKB: number;
  lighthouse: {
    /** Minimum Lighthouse score (0–100) per category, as served. */
    scores: Record<string, number>;
    /**
     * When a page as served scores below `scores.performance` at best, it
     * still passes when, run by run against its scripts-removed twin measured
     * beside it, it scores at most this many points under the twin (the
     * machine was slow, not the page): see performanceMet.
     */
    performanceBelowSlowTwin: number;
    /**
     * Most a page as served may take, as a multiple of its scripts-removed
     * twin. FCP's is per throttling method: Lighthouse's simulation paints
     * after a document's last byte, a real browser with its first ones.
     */
    maxFcpRatio: { simulate: number; devtools: number };
    maxLcpRatio: number;
    maxMainThreadRatio: number;
  };
  /** The first tap on a control of a reading page, to its answer on screen (bench/first-tap.ts). */
  firstTap: {
    /** Most a first tap may take, in milliseconds (the median of a case's visits). */
    maxMs: number;
    /** Most a first tap may take as a multiple of the baseline: a first showing on the page settled, in the same visits (bench/first-tap.ts). */
    maxSettledRatio: number;
    /** The ratio is judged only when the first tap is more than this many milliseconds slower than the settled one. */
    settledSlackMs: number;
  };
  cls: number;
  workerBundleGzipKB: number;
  /** Most a page's mean latency may be, as a multiple of /api/health's measured just before it. */
  ssrLatencyRatio: number;
  burst: { p95AnswerMs: number; lastArrivalS: number; maxScriptExecutions: number };
  /** For each budget a check names: whether breaking it fails the run, and why (see budgets.json). */
  gates: Record<string, { gates: boolean; why: string }>;
}

/**
 * Whether a page's Lighthouse performance runs meet the budget. Its best run
 * at `target` passes outright: a busy machine only ever adds work to a run, so
 * the least disturbed run is the fairest estimate of the page's own score.
 * Otherwise the runs are paired with its twin's, taken one after the other,
 * and the median of the differences may be at most `slack` points below
 * zero. A pair shares the machine's state of the moment, and the median lets
 * one lucky or unlucky run on either side (a twin measured 100 between runs
 * of 86-92) decide nothing, which comparing best with best did.
 */
export function performanceMet(served: number[], twin: number[], target: number, slack: number): boolean {
  if (served.length !== twin.length || !served.length)
    throw new Error(`performance runs must pair up: ${served.length} served, ${twin.length} twin`);
  if (Math.max(...served) >= target) return true;
  const differences = served.map((score, i) => score - twin[i]!).sort((a, b) => a - b);
  const middle = differences.length / 2;
  const median =
    differences.length % 2 ? differences[Math.floor(middle)]! : (differences[middle - 1]! + differences[middle]!) / 2;
  return median >= -slack;
}

/**
 * Records `message` against `budget` (a name in budgets.json's "gates")
 * unless `ok`: as a failure when that budget gates, as a figure over its
 * budget otherwise.
 */
export type Check = (budget: string, ok: boolean, message: string) => void;

/** What the checks found: broken gates, and report-only budgets a figure went over. */
export interface Verdict {
  failures: string[];
  overruns: string[];
  /**
   * Every timing ratio measured, by budget and then subject (a page, a
   * control), with the limit it was held to: runs of one commit are compared
   * by bench/spread.ts, which is how a ratio's margin is set wider than its
   * spread.
   */
  ratios: Record<string, { limit: number; figures: Record<string, number> }>;
}

/** Records a timing ratio for the spread report (Verdict.ratios). */
export type Ratio = (budget: string, subject: string, figure: number, limit: number) => void;

/** What every stage is given: the server under test, the budgets and where to report a broken one. */
export interface Stage {
  origin: string;
  budgets: Budgets;
  check: Check;
  ratio: Ratio;
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(new URL("budgets.json", import.meta.url), "utf8")) as Budgets;
}

/** Whether breaking `budget` fails the run (budgets.json "gates"). */
export function gates(budgets: Budgets, budget: string): boolean {
  const gate = budgets.gates[budget];
  // A check whose budget has no verdict would silently gate or not: the bench stops instead.
  if (!gate) throw new Error(`bench/budgets.json gives no verdict ("gates") for the budget ${budget}`);
  return gate.gates;
}

export function createChecks(budgets: Budgets): { check: Check; ratio: Ratio; verdict: Verdict } {
  const verdict: Verdict = { failures: [], overruns: [], ratios: {} };
  const check: Check = (budget, ok, message) => {
    const gating = gates(budgets, budget);
    if (!ok) (gating ? verdict.failures : verdict.overruns).push(message);
  };
  const ratio: Ratio = (budget, subject, figure, limit) => {
    verdict.ratios[budget] ??= { limit, figures: {} };
    verdict.ratios[budget].figures[subject] = figure;
  };
  return { check, ratio, verdict };
}

/** Prints the verdict; the exit code is 1 only when gating budgets are broken and `strict` (--check). */
export function reportBudgets({ failures, overruns }: Verdict, strict: boolean): number {
  if (overruns.length)
    console.log(
      `Over a budget that only reports, since its figure moves with the machine's load (${overruns.length}; bench/budgets.json "gates" says why):\n- ${overruns.join("\n- ")}`,
    );
  if (failures.length) {
    console.log(`Budgets broken (${failures.length}):\n- ${failures.join("\n- ")}`);
    return strict ? 1 : 0;
  }
  console.log("All gating budgets met.");
  return 0;
}
