import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrationsApplied } from "./local-d1.ts";

/** A Worker state folder whose outbox database records `applied`, beside a migrations folder of `files`. */
function state({ applied, files, table = true }: { applied: string[]; files: string[]; table?: boolean }) {
  const root = mkdtempSync(join(tmpdir(), "local-d1-"));
  const migrations = join(root, "migrations");
  mkdirSync(migrations);
  for (const file of files) writeFileSync(join(migrations, file), "SELECT 1;");
  const d1 = join(root, "state/v3/d1/miniflare-D1DatabaseObject");
  mkdirSync(d1, { recursive: true });
  // Miniflare keeps a metadata database beside each object's own.
  new DatabaseSync(join(d1, "metadata.sqlite")).close();
  const db = new DatabaseSync(join(d1, "9ba2b04b.sqlite"));
  if (table) {
    db.exec("CREATE TABLE d1_migrations (id INTEGER PRIMARY KEY, name TEXT UNIQUE, applied_at TEXT)");
    for (const name of applied) db.prepare("INSERT INTO d1_migrations (name) VALUES (?)").run(name);
  }
  db.close();
  return { dir: join(root, "state"), migrations, d1 };
}

describe("whether the local outbox database needs wrangler's migrations", () => {
  it("not when every migration file is recorded as applied", () => {
    const { dir, migrations } = state({ applied: ["0001_a.sql", "0002_b.sql"], files: ["0001_a.sql", "0002_b.sql"] });
    expect(migrationsApplied(dir, migrations)).toBe(true);
  });

  it("when a migration file is new", () => {
    const { dir, migrations } = state({ applied: ["0001_a.sql"], files: ["0001_a.sql", "0002_b.sql"] });
    expect(migrationsApplied(dir, migrations)).toBe(false);
  });

  it("when there is no database yet, no record of migrations, or two databases to choose from", () => {
    expect(migrationsApplied(join(tmpdir(), "no-such-state"), tmpdir())).toBe(false);
    const bare = state({ applied: [], files: ["0001_a.sql"], table: false });
    expect(migrationsApplied(bare.dir, bare.migrations)).toBe(false);
    const two = state({ applied: ["0001_a.sql"], files: ["0001_a.sql"] });
    new DatabaseSync(join(two.d1, "another.sqlite")).close();
    expect(migrationsApplied(two.dir, two.migrations)).toBe(false);
  });
});
