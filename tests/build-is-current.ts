import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Vitest's global setup for the Workers tests, which run against the built
 * Worker (build/server): refuse to start when any source the build is made
 * from is newer than the build, so a test can never pass or fail on
 * yesterday's code. `npm test` builds first; alone, run `npm run build`.
 */
const SOURCES = ["app", "worker", "migrations", "public", "wrangler.toml", "vite.config.ts", "react-router.config.ts"];
// Test code is not part of the build: editing it needs no rebuild.
const TEST_ONLY = /(\.test\.tsx?$|(^|\/)test-[\w-]+\.ts$)/;

function newest(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return TEST_ONLY.test(path) ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export default function buildIsCurrent() {
  const root = new URL("..", import.meta.url).pathname;
  const buildDir = process.env.BUILD_DIR || "build";
  const built = statSync(join(root, buildDir, "server", "index.js"), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const source = Math.max(...SOURCES.map((path) => newest(join(root, path))));
  if (built < source) {
    throw new Error(
      built === 0
        ? `No build in ${buildDir}/: run \`npm run build\` first (npm test does).`
        : `The build in ${buildDir}/ is older than the source: run \`npm run build\` first (npm test does).`,
    );
  }
}
