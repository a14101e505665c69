import type { Reporter, TestCase, TestResult } from "@playwright/test/reporter";

/**
 * Prints, after a run, the spec files that took longest (the sum of their
 * tests' attempts, retries included), so that CI's log says where its
 * browser-test time goes and which spec to make cheaper first.
 */
export default class SpecTimes implements Reporter {
  private readonly byFile = new Map<string, { ms: number; tests: number }>();

  onTestEnd(test: TestCase, result: TestResult) {
    const file = test.location.file.replace(/^.*\/tests\/e2e\//, "");
    const entry = this.byFile.get(file) ?? { ms: 0, tests: 0 };
    entry.ms += result.duration;
    entry.tests += 1;
    this.byFile.set(file, entry);
  }

  onEnd() {
    const slowest = [...this.byFile].sort((a, b) => b[1].ms - a[1].ms).slice(0, 10);
    if (!slowest.length) return;
    console.log("\nSlowest spec files (test time summed over workers):");
    for (const [file, { ms, tests }] of slowest)
      console.log(`  ${(ms / 1000).toFixed(0).padStart(5)} s  ${String(tests).padStart(3)} tests  ${file}`);
  }
}
