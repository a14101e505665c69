import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { TEST_HERO_VIDEO } from "./tests/e2e/hero-video";

// Chromium: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
const executablePath = process.env.CHROMIUM_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const PORT = Number(process.env.E2E_PORT || 8790);
// Specs that change or count what the whole server shares: the stand-in's
// global load limits (relay), the outbox's lists and the office's pages
// (outbox, office), the server's own processes (kills, restarts). The form
// specs are not among them: each setting they give the stand-in is scoped to
// their own test's marker (tests/e2e/forms-standin.ts), so they run in
// parallel with the rest.
const STATEFUL = [/relay.*\.spec\.ts/, /outbox.*\.spec\.ts/, /office-.*\.spec\.ts/];
// Specs a finger drives, on a phone-sized touch screen of their own.
const PHONE = /phone\.spec\.ts/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["./tests/e2e/spec-times.ts"]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // In CI, traced on the retry only: recording every first attempt slows the whole run,
    // and stopping a trace at a context's teardown has timed out on a loaded CI machine.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath,
      args: [
        "--no-sandbox",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-quic",
        "--no-first-run",
      ],
    },
  },
  // The specs of shared state (STATEFUL) run as their own project, one at a
  // time, against a server of their own beside the others (`npm run
  // test:e2e`, scripts/test-e2e.ts).
  projects: [
    { name: "chromium", use: { ...devices["Desktop Chrome"] }, testIgnore: [...STATEFUL, PHONE] },
    // A phone's width and a touch screen: taps and swipes go through the
    // browser's own touch input, as a visitor's finger does.
    {
      name: "phone",
      use: { ...devices["Desktop Chrome"], viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      testMatch: PHONE,
    },
    { name: "stateful", use: { ...devices["Desktop Chrome"] }, testMatch: STATEFUL },
  ],
  webServer: {
    // The production build served the way `npm start` serves it (npm test builds first).
    command: "node scripts/serve.ts",
    // Not /api/health: it answers 503 while the outbox holds old failures, which is not "down".
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    // The outbox retries after 1 s instead of 30 s, so tests of a recovering
    // script finish quickly; its R2 state is kept apart from `npm start`'s.
    env: {
      PORT: String(PORT),
      STANDIN_PORT: String(PORT + 1),
      // Apart for each port: the stateful specs run beside the others on a server of their own (scripts/test-e2e.ts).
      STANDIN_DATA_DIR: `.data/e2e-${PORT}`,
      WORKER_STATE_DIR: `.data/e2e-${PORT}-worker`,
      OUTBOX_RETRY_BASE_SECONDS: "1",
      OUTBOX_RETRY_MAX_SECONDS: "2",
      // A script slower than this counts as a failed attempt (the stand-in's "late" mode).
      UPSTREAM_TIMEOUT_MS: "5000",
      // The operator API, which the tests use to see a submission's state.
      ADMIN_TOKEN: "e2e-admin-token-0123456789abcdefgh",
      HERO_VIDEO_URL: TEST_HERO_VIDEO,
      // The Nepali version is tested as the college will switch it on.
      NEPALI_VERSION: "on",
    },
    reuseExistingServer: !process.env.CI,
    // A wait for the server to answer, not a judgement of its speed: the
    // migrations and workerd take about 15 s on a quiet machine and passed
    // 60 s on one loaded with other work.
    timeout: 180_000,
  },
});
