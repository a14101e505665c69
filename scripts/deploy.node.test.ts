import { describe, expect, it } from "vitest";
import { deployPlan } from "./deploy.ts";

/**
 * The Cloudflare Vite plugin fixes the Wrangler environment at build time,
 * so which Worker `npm run deploy` reaches depends on CLOUDFLARE_ENV during
 * the build, not on a flag to `wrangler deploy` (which a production build
 * ignores).
 */
describe("npm run deploy and npm run deploy:staging", () => {
  it("deploys the public site: preflight for it, a build with no Cloudflare environment, wrangler deploy", () => {
    const plan = deployPlan([], { PATH: "/bin", CLOUDFLARE_ENV: "staging" });
    expect(plan).toEqual({
      staging: false,
      dryRun: false,
      env: { PATH: "/bin" },
      steps: [
        ["node", ["scripts/preflight.ts"]],
        ["npm", ["run", "build"]],
        ["npx", ["wrangler", "deploy"]],
      ],
    });
  });

  it("deploys the trial: preflight with --env staging, then build and deploy with CLOUDFLARE_ENV=staging, never --env", () => {
    for (const args of [["--env", "staging"], ["--env=staging"]]) {
      const plan = deployPlan(args, { PATH: "/bin" });
      expect(plan, args.join(" ")).toEqual({
        staging: true,
        dryRun: false,
        env: { PATH: "/bin", CLOUDFLARE_ENV: "staging" },
        steps: [
          ["node", ["scripts/preflight.ts", "--env", "staging"]],
          ["npm", ["run", "build"]],
          ["npx", ["wrangler", "deploy"]],
        ],
      });
    }
  });

  it("rehearses with --dry-run: builds for the site named, then wrangler's dry run; no preflight, no upload", () => {
    expect(deployPlan(["--dry-run"], { PATH: "/bin", CLOUDFLARE_ENV: "staging" })).toEqual({
      staging: false,
      dryRun: true,
      env: { PATH: "/bin" },
      steps: [
        ["npm", ["run", "build"]],
        ["npx", ["wrangler", "deploy", "--dry-run"]],
      ],
    });
    for (const args of [
      ["--env", "staging", "--dry-run"],
      ["--dry-run", "--env=staging"],
    ])
      expect(deployPlan(args, { PATH: "/bin" }), args.join(" ")).toEqual({
        staging: true,
        dryRun: true,
        env: { PATH: "/bin", CLOUDFLARE_ENV: "staging" },
        steps: [
          ["npm", ["run", "build"]],
          ["npx", ["wrangler", "deploy", "--dry-run"]],
        ],
      });
  });

  it("refuses anything else rather than guess which site is meant", () => {
    for (const args of [
      ["--env", "stagng"],
      ["--env", "production"],
      ["staging"],
      ["--env", "staging", "--force"],
      ["--dryrun"],
      ["--dry-run", "--env", "staging", "--force"],
    ])
      expect(deployPlan(args, {}), args.join(" ")).toEqual({ problem: expect.stringContaining("--env staging") });
  });
});
