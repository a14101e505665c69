import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Workers-runtime tests: they run inside workerd against the *built* Worker
// (npm test builds first), so they exercise exactly what `npm start` serves.
// React Router's and Cloudflare's Vite plugins are deliberately not loaded.
const buildDir = process.env.BUILD_DIR || "build";

export default defineConfig({
  resolve: {
    alias: {
      "~": new URL("./app", import.meta.url).pathname,
      "built-worker": new URL(`./${buildDir}/server/index.js`, import.meta.url).pathname,
    },
  },
  plugins: [
    cloudflareTest({
      main: `./${buildDir}/server/index.js`,
      wrangler: { configPath: `./${buildDir}/server/wrangler.json` },
      miniflare: {
        bindings: { SITE_URL: "https://www.example.edu.np" },
      },
    }),
  ],
  test: {
    include: ["worker/**/*.test.ts", "app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts"],
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
