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
     * When a page's scripts-removed twin scores below `scores.performance`
     * in the same run (the machine was slow, not the page), the page as
     * served passes at the twin's score less this many points.
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
}

/** Records `message` as a broken budget unless `ok`. */
export type Check = (ok: boolean, message: string) => void;

/** What every stage is given: the server under test, the budgets and where to report a broken one. */
export interface Stage {
  origin: string;
  budgets: Budgets;
  check: Check;
}

export function loadBudgets(): Budgets {
  return JSON.parse(readFileSync(new URL("budgets.json", import.meta.url), "utf8")) as Budgets;
}

export function createChecks(): { check: Check; failures: string[] } {
  const failures: string[] = [];
  const check: Check = (ok, message) => {
    if (!ok) failures.push(message);
  };
  return { check, failures };
}

/** Prints the verdict; the exit code is 1 only when budgets are broken and `strict` (--check). */
export function reportBudgets(failures: string[], strict: boolean): number {
  if (failures.length) {
    console.log(`Budgets broken (${failures.length}):\n- ${failures.join("\n- ")}`);
    return strict ? 1 : 0;
  }
  console.log("All budgets met.");
  return 0;
}
