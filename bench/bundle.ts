// The built Worker's size, raw and gzip-compressed, against its budget
// (`npm run check:bundle` measures what wrangler would upload instead).
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import type { Stage } from "./budgets.ts";
import { kb } from "./report.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

export function measureWorkerBundle({ budgets, check }: Stage, buildDir: string) {
  const serverDir = join(root, buildDir, "server");
  const workerFiles = readdirSync(serverDir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory() && e.name.endsWith(".js"))
    .map((e) => join(e.parentPath, e.name));
  const raw = workerFiles.reduce((n, f) => n + statSync(f).size, 0);
  const gz = workerFiles.reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);
  console.log(`Worker bundle: ${kb(raw)} KB raw, ${kb(gz)} KB gzip (free plan limit 3 MB compressed)\n`);
  check(
    "workerBundleGzipKB",
    gz / 1024 <= budgets.workerBundleGzipKB,
    `worker bundle ${kb(gz)} KB gzip > ${budgets.workerBundleGzipKB} KB`,
  );
}
