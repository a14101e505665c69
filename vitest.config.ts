import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// Two projects, chosen by file name (`npx vitest run --project node` runs one).
// A test sits beside the module it tests; tests/node holds only the Node
// tests of what is no one module (apps-script/Code.gs, the migrations, the
// client build's CSS and page script), and tests/support what tests share.
//
// - node: `*.node.test.ts`, tests of data and plain functions that need
//   neither the Workers runtime nor the site (content records, parsers,
//   date arithmetic, the preflight rules, and the bench's first-tap
//   measurement, in Chromium on small pages of its own). Plain Node; only
//   the two that read the client build need `npm run build` first.
// - workers: every other `*.test.ts(x)`. They run inside workerd against the
//   *built* Worker (npm test builds first), so they exercise exactly what
//   `npm start` serves; they refuse to start on a build older than its
//   sources (tests/build-is-current.ts). React Router's and Cloudflare's Vite plugins are
//   deliberately not loaded.
//
// A test that imports `cloudflare:*` or the built Worker must not be named
// `*.node.test.ts`: Node cannot load either.
const buildDir = process.env.BUILD_DIR || "build";
const app = new URL("./app", import.meta.url).pathname;
const migrations = new URL("./migrations", import.meta.url).pathname;
const NODE_TESTS = "**/*.node.test.ts";
const FOLDERS = ["app", "bench", "scripts", "tests", "worker"];

export default defineConfig({
  test: {
    // One test file per core. Vitest's default leaves a core to its own main
    // process, but a Workers test file spends most of its time in workerd, a
    // process of its own: on a 2-core machine the default ran one file at a
    // time, and the Workers tests took 166 s against 106 s with two.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: {
          alias: [
            { find: "~", replacement: app },
            { find: "built-worker", replacement: new URL(`./${buildDir}/server/index.js`, import.meta.url).pathname },
            // The static files' headers as built; imported with `?raw`, which a plain alias key would not match.
            {
              find: /^built-static-headers(?=\?|$)/,
              replacement: new URL(`./${buildDir}/client/_headers`, import.meta.url).pathname,
            },
          ],
        },
        plugins: [
          cloudflareTest({
            main: `./${buildDir}/server/index.js`,
            wrangler: { configPath: `./${buildDir}/server/wrangler.json` },
            miniflare: {
              // The outbox's schema, applied to each test file's D1 by tests/support/workers-setup.ts.
              bindings: { SITE_URL: "https://www.example.edu.np", TEST_MIGRATIONS: await readD1Migrations(migrations) },
            },
          }),
        ],
        test: {
          name: "workers",
          include: ["worker/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
          exclude: [...configDefaults.exclude, NODE_TESTS],
          globalSetup: ["./tests/build-is-current.ts"],
          setupFiles: ["./tests/support/workers-setup.ts"],
          // mimetext's browser build reaches core-js through CommonJS, which the
          // Workers runtime's module loader cannot import as it is: bundled
          // once into ESM here, as the Worker's own build bundles it.
          deps: { optimizer: { ssr: { enabled: true, include: ["mimetext/browser"] } } },
          testTimeout: 20_000,
          restoreMocks: true,
        },
      },
      {
        resolve: { alias: { "~": app } },
        test: {
          name: "node",
          environment: "node",
          include: FOLDERS.map((folder) => `${folder}/${NODE_TESTS}`),
          restoreMocks: true,
        },
      },
    ],
  },
});
