import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";

/**
 * The wrangler commands the docs give act on the site they name, and adding
 * `--env staging` moves them to the trial, never to the public site:
 *
 * - d1 commands name the database by its binding. Wrangler looks a binding
 *   up in the settings of the `--env` given; a database name those settings
 *   do not hold is looked up in the whole account, so `--env staging` added
 *   to a command naming `mbc-outbox` would act on the public site's
 *   database. `d1 create` alone takes a name: it makes the database the
 *   settings will name.
 * - r2 and queues commands take only a name, whatever `--env` says: one
 *   naming a bucket or queue of the site's settings must carry the `--env`
 *   of the environment that holds it (none for the public site's), so a
 *   command marked for the trial never names the public site's bucket.
 *   Creating one is the exception, as for d1. A bucket no environment of
 *   wrangler.toml declares is named by no r2 command at all: nothing says
 *   which site it serves, or that it exists.
 * - Commands that upload a build (`deploy`, `versions upload`/`deploy`,
 *   `triggers deploy`) read the build's own settings, written when it was
 *   built (`npm run deploy` and `deploy:staging` build for their site);
 *   after a build for the public site an `--env staging` there is ignored
 *   and the public site's settings are uploaded. So they never carry it.
 */
const root = join(import.meta.dirname, "../..");
const toml = readFileSync(join(root, "wrangler.toml"), "utf8");
const bindings = new Set([...toml.matchAll(/^binding = "(\w+)"/gm)].map((m) => m[1]!));

function markdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdown(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

const docs = [join(root, "README.md"), ...markdown(join(root, "docs"))].map((path) => ({
  path,
  text: readFileSync(path, "utf8"),
}));

/** The environments wrangler.toml defines (none for the public site), each with the buckets and queues it binds. */
const ENVIRONMENTS = [undefined, ...new Set([...toml.matchAll(/^\[env\.(\w+)\]/gm)].map((m) => m[1]!))];
function resourcesOf(env: string | undefined) {
  const config = unstable_readConfig({ config: join(root, "wrangler.toml"), env });
  return {
    buckets: new Set(config.r2_buckets.map((b: { bucket_name?: string }) => b.bucket_name ?? "")),
    queues: new Set([...config.queues.producers, ...config.queues.consumers].map((q) => q.queue)),
  };
}
const resources = new Map(ENVIRONMENTS.map((env) => [env, resourcesOf(env)]));
const everyBucket = new Set([...resources.values()].flatMap((r) => [...r.buckets]));
const everyQueue = new Set([...resources.values()].flatMap((r) => [...r.queues]));

/** `wrangler r2 bucket` commands whose bucket comes after a further word (`domain add <bucket>`). */
const BUCKET_GROUPS = new Set(["catalog", "cors", "dev-url", "domain", "lifecycle", "lock", "notification", "sippy"]);

/** The bucket an r2 command (the words after `wrangler`) names, or null: `r2 object put <bucket>/<key>`, `r2 bucket info <bucket>`. */
function bucketOf(words: string[]): string | null {
  const [, group, verb] = words;
  const positional = (from: number) => words.slice(from).find((w) => !w.startsWith("-")) ?? null;
  if (group === "object") return positional(3)?.split("/")[0] ?? null;
  if (group !== "bucket" || verb === "list") return null;
  return positional(BUCKET_GROUPS.has(verb ?? "") ? 4 : 3);
}

/** Why a wrangler command (the words after `wrangler`) could reach the wrong site, or null when it cannot. */
function wrongSite(command: string): string | null {
  const words = command.trim().split(/\s+/);
  const at = words.findIndex((w) => w === "--env" || w.startsWith("--env="));
  const env = at < 0 ? undefined : words[at]!.includes("=") ? words[at]!.slice("--env=".length) : words[at + 1];
  if (!resources.has(env)) return `--env ${env}: wrangler.toml defines no such environment`;
  const [first, second] = words;
  const uploadsBuild =
    first === "deploy" ||
    (first === "versions" && (second === "upload" || second === "deploy")) ||
    (first === "triggers" && second === "deploy");
  if (uploadsBuild && at >= 0)
    return "uploads the last build, whose settings were fixed when it was built: --env is ignored after a build for the public site";
  const creates = second === "create" || (first === "r2" && second === "bucket" && words[2] === "create");
  const own = resources.get(env)!;
  const whose = env ? `the ${env} environment's` : "the public site's";
  const bucket = first === "r2" ? bucketOf(words) : null;
  if (bucket !== null && !/^<.*>$/.test(bucket)) {
    if (!everyBucket.has(bucket)) return `names the bucket ${bucket}, which wrangler.toml does not declare`;
    if (!creates && !own.buckets.has(bucket)) return `names the bucket ${bucket}, which is not ${whose}`;
  }
  if (first === "queues" && !creates)
    for (const word of words.slice(1))
      if (everyQueue.has(word) && !own.queues.has(word)) return `names the queue ${word}, which is not ${whose}`;
  return null;
}

/** Every wrangler command the docs give: after `npx wrangler` anywhere, or opening a code span. */
const commands = docs.flatMap(({ path, text }) =>
  [...text.matchAll(/(?:npx wrangler|`wrangler) ([^`#\n]*)/g)].map((m) => ({
    where: `${path.slice(root.length + 1)}: wrangler ${m[1]!.trim()}`,
    command: m[1]!,
  })),
);

describe("the wrangler commands in the docs", () => {
  it("name the database by its binding in every d1 command but create", () => {
    const d1 = docs.flatMap(({ text }) =>
      [...text.matchAll(/wrangler d1 (time-travel \w+|migrations \w+|create|delete|execute|export|info) ([\w-]+)/g)]
        .filter(([, command]) => command !== "create")
        .map(([text, , database]) => ({ text, database: database! })),
    );
    expect(d1.length).toBeGreaterThan(0);
    expect(d1.filter(({ database }) => !bindings.has(database)).map(({ text }) => text)).toEqual([]);
  });

  it("reach the site they are marked for: r2 and queues by the environment's own names, builds never by --env", () => {
    expect(commands.length).toBeGreaterThan(20);
    expect(commands.map(({ where, command }) => [where, wrongSite(command)]).filter(([, why]) => why)).toEqual([]);
  });

  it("the rule itself catches each way a command marked for the trial reaches the public site", () => {
    expect(everyBucket.size).toBeGreaterThan(1);
    for (const command of [
      "r2 object get mbc-submissions/payloads/x.json --remote --env staging",
      "r2 bucket info mbc-submissions --env staging",
      "r2 object get mbc-submissions-staging/payloads/x.json --remote",
      "queues info mbc-outbox --env staging",
      "deploy --env staging",
      "versions upload --env=staging",
      "d1 time-travel info OUTBOX_DB --env stagng",
      "r2 bucket create mbc-media",
      "r2 object put mbc-media/hero.mp4 --file hero.mp4 --content-type video/mp4 --remote",
      "r2 bucket domain add mbc-media --domain media.mbc.edu.np",
      "r2 bucket dev-url enable mbc-media --env staging",
    ])
      expect(wrongSite(command), command).not.toBeNull();
    for (const command of [
      "r2 object get mbc-submissions/payloads/x.json --remote",
      "r2 object get mbc-submissions-staging/payloads/x.json --remote --env staging",
      "r2 bucket create mbc-submissions-staging",
      "queues create mbc-outbox-staging",
      "r2 bucket info mbc-submissions-staging --env staging",
      "r2 bucket domain list mbc-submissions",
      "r2 bucket list",
      "secret put ADMIN_TOKEN --env staging",
      "rollback --env staging",
      "deploy --dry-run",
    ])
      expect(wrongSite(command), command).toBeNull();
  });
});
