import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { migrationsApplied, prepareLocalD1 } from "./local-d1.ts";

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

describe("bringing a state folder's outbox database up to date", () => {
  /** A migrations folder, the place for migrated copies, and a stand-in for wrangler that records its runs. */
  function setup(files: Record<string, string>) {
    const root = mkdtempSync(join(tmpdir(), "local-d1-prepare-"));
    const migrations = join(root, "migrations");
    mkdirSync(migrations);
    for (const [file, sql] of Object.entries(files)) writeFileSync(join(migrations, file), sql);
    const runs: string[] = [];
    const wrangler = (dir: string) => () => {
      runs.push(dir);
      const d1 = join(dir, "v3/d1/miniflare-D1DatabaseObject");
      mkdirSync(d1, { recursive: true });
      const db = new DatabaseSync(join(d1, "9ba2b04b.sqlite"));
      db.exec("CREATE TABLE IF NOT EXISTS d1_migrations (id INTEGER PRIMARY KEY, name TEXT UNIQUE, applied_at TEXT)");
      for (const file of Object.keys(files))
        db.prepare("INSERT OR IGNORE INTO d1_migrations (name) VALUES (?)").run(file);
      db.close();
    };
    return { root, migrations, templates: join(root, "templates"), runs, wrangler };
  }

  it("runs wrangler on the first new folder only; the next new ones get a copy of what it migrated", () => {
    const { root, migrations, templates, runs, wrangler } = setup({ "0001_a.sql": "CREATE TABLE a (x);" });
    const [first, second, third] = ["one", "two", "three"].map((name) => join(root, name));
    prepareLocalD1(first!, migrations, templates, wrangler(first!));
    prepareLocalD1(second!, migrations, templates, wrangler(second!));
    prepareLocalD1(third!, migrations, templates, wrangler(third!));
    expect(runs).toEqual([first]);
    for (const dir of [first, second, third]) expect(migrationsApplied(dir!, migrations)).toBe(true);
  });

  it("never copies a database migrated from other files: a changed migration is wrangler's again", () => {
    const { root, migrations, templates, runs, wrangler } = setup({ "0001_a.sql": "CREATE TABLE a (x);" });
    const before = join(root, "before");
    prepareLocalD1(before, migrations, templates, wrangler(before));
    writeFileSync(join(migrations, "0001_a.sql"), "CREATE TABLE a (x, y);");
    const after = join(root, "after");
    prepareLocalD1(after, migrations, templates, wrangler(after));
    expect(runs).toEqual([before, after]);
  });

  it("leaves an up-to-date database alone, and migrates one that lacks a new file in place, never replacing it", () => {
    const { root, migrations, templates, runs, wrangler } = setup({ "0001_a.sql": "CREATE TABLE a (x);" });
    const kept = join(root, "kept");
    prepareLocalD1(kept, migrations, templates, wrangler(kept));
    prepareLocalD1(kept, migrations, templates, wrangler(kept));
    expect(runs).toEqual([kept]);
    const older = state({ applied: ["0001_a.sql"], files: ["0001_a.sql", "0002_b.sql"] });
    const { runs: olderRuns, wrangler: olderWrangler } = setup({ "0001_a.sql": "", "0002_b.sql": "" });
    prepareLocalD1(older.dir, older.migrations, templates, olderWrangler(older.dir));
    expect(olderRuns).toEqual([older.dir]);
    expect(existsSync(join(older.d1, "9ba2b04b.sqlite"))).toBe(true);
  });
});
