import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets two checkouts' builds coexist (e.g. parallel test runs);
  // `npm start`, `npm test` and CI use the default.
  buildDirectory: process.env.BUILD_DIR || "build",
} satisfies Config;
