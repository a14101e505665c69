import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/**
 * Every wrangler command in the docs that acts on the outbox's database
 * names it by its binding. Wrangler looks a binding up in the settings of
 * the `--env` given; a database name those settings do not hold is looked
 * up in the whole account, so `--env staging` added to a command naming
 * `mbc-outbox` would act on the public site's database. `d1 create` alone
 * takes a name: it makes the database the settings will name.
 */
const root = join(import.meta.dirname, "../..");
const bindings = new Set(
  [...readFileSync(join(root, "wrangler.toml"), "utf8").matchAll(/^binding = "(\w+)"/gm)].map((m) => m[1]!),
);

function markdown(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdown(path);
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

it("names the database by its binding in every d1 command but create", () => {
  const commands = [join(root, "README.md"), ...markdown(join(root, "docs"))].flatMap((path) =>
    [
      ...readFileSync(path, "utf8").matchAll(
        /wrangler d1 (time-travel \w+|migrations \w+|create|delete|execute|export|info) ([\w-]+)/g,
      ),
    ]
      .filter(([, command]) => command !== "create")
      .map(([text, , database]) => ({ text, database: database! })),
  );
  expect(commands.length).toBeGreaterThan(0);
  expect(commands.filter(({ database }) => !bindings.has(database)).map(({ text }) => text)).toEqual([]);
});
