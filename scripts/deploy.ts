#!/usr/bin/env node
// npm run deploy — preflight, build, `wrangler deploy`, stopping at the
// first step that fails. npm run deploy:staging (`-- --env staging`) does
// the same for the trial, wrangler.toml's [env.staging]: the Cloudflare
// Vite plugin fixes the environment when it builds (it writes that
// environment's settings into build/server/wrangler.json, which `wrangler
// deploy` then uploads), so the build is told through CLOUDFLARE_ENV, and
// `wrangler deploy` is run without --env: given a production build, an
// --env flag would be ignored and the public site's settings deployed under
// the trial's name. `-- --dry-run` is the rehearsal: it builds (a fresh
// clone has nothing for wrangler to read until then), then runs `wrangler
// deploy --dry-run`, which checks the build and its bindings and uploads
// nothing; it skips preflight, whose list is for launching, not for trying
// the build. Plain Node rather than a shell line, so the same command works
// on Windows.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

export interface DeployPlan {
  /** The commands, in order: each runs only if the one before it succeeded. */
  steps: [string, string[]][];
  /** The environment every step runs in. */
  env: Record<string, string | undefined>;
  staging: boolean;
  dryRun: boolean;
}

/** What `node scripts/deploy.ts <args>` runs, given the shell's environment; or why it cannot. */
export function deployPlan(
  args: string[],
  shellEnv: Record<string, string | undefined>,
): DeployPlan | { problem: string } {
  const dryRun = args.includes("--dry-run");
  const rest = args.filter((a) => a !== "--dry-run");
  const staging = rest.join(" ").match(/^--env(=|\s+)staging$/) !== null;
  if (rest.length > 0 && !staging)
    return {
      problem:
        "the only options are --env staging (the trial; without it the public site is deployed) and --dry-run (build and check, upload nothing)",
    };
  // CLOUDFLARE_ENV left over in the shell would otherwise pick the build's environment.
  const env = { ...shellEnv };
  delete env.CLOUDFLARE_ENV;
  if (staging) env.CLOUDFLARE_ENV = "staging";
  return {
    staging,
    dryRun,
    env,
    steps: dryRun
      ? [
          ["npm", ["run", "build"]],
          ["npx", ["wrangler", "deploy", "--dry-run"]],
        ]
      : [
          ["node", ["scripts/preflight.ts", ...(staging ? ["--env", "staging"] : [])]],
          ["npm", ["run", "build"]],
          ["npx", ["wrangler", "deploy"]],
        ],
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const plan = deployPlan(process.argv.slice(2), process.env);
  if ("problem" in plan) {
    process.stderr.write(`deploy: ${plan.problem}\n`);
    process.exit(2);
  }
  for (const [command, commandArgs] of plan.steps) {
    process.stdout.write(
      `\n> ${command} ${commandArgs.join(" ")}${plan.staging ? "   (the trial: CLOUDFLARE_ENV=staging)" : ""}\n`,
    );
    const run = spawnSync(command, commandArgs, {
      cwd: root,
      env: plan.env,
      stdio: "inherit",
      // npm and npx are .cmd files on Windows, which only a shell starts.
      shell: process.platform === "win32",
    });
    if (run.status !== 0) {
      process.stderr.write(`deploy: \`${command} ${commandArgs.join(" ")}\` failed; nothing after it was run.\n`);
      process.exit(run.status ?? 1);
    }
  }
  if (plan.dryRun)
    process.stdout.write(
      `\ndeploy: a rehearsal. The build is ready and wrangler accepts it for ${plan.staging ? "the trial" : "the public site"}; nothing was uploaded.\n`,
    );
}
