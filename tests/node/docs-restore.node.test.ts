import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";

/**
 * docs/operations.md's restore section has a table of what a D1 Time Travel
 * restore rolls back, table by table, so that whoever restores knows what to
 * put back. The migrations are what the database holds: every table they
 * leave must be in that table, and the table must name none they do not.
 */
const root = join(import.meta.dirname, "../..");

/**
 * The tables the migrations leave: applied in order to an empty SQLite
 * database (D1 is SQLite), so a rebuild, a rename or a drop counts as the
 * database counts it.
 */
function tablesOf(migrations: string[]): string[] {
  const db = new DatabaseSync(":memory:");
  try {
    for (const sql of migrations) db.exec(sql);
    return db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
      .all()
      .map((row) => String(row.name));
  } finally {
    db.close();
  }
}

/** The table names (in backticks) of the "Tables" column of the restore section's table. */
function restoreTable(operations: string): string[] {
  const start = operations.indexOf("\n### Restoring the outbox's database to a time");
  if (start < 0) return [];
  const section = operations.slice(start + 1, operations.indexOf("\n#", start + 1));
  const rows = section.split("\n").filter((line) => line.startsWith("|") && !/^\|\s*-/.test(line));
  const column = rows[0]
    ?.split("|")
    .map((cell) => cell.trim())
    .indexOf("Tables");
  if (column === undefined || column < 0) return [];
  return rows
    .slice(1)
    .flatMap((row) => [...(row.split("|")[column] ?? "").matchAll(/`(\w+)`/g)].map((m) => m[1]!))
    .sort();
}

const migrationsDir = join(root, "migrations");
const migrations = readdirSync(migrationsDir)
  .filter((file) => file.endsWith(".sql"))
  .sort()
  .map((file) => readFileSync(join(migrationsDir, file), "utf8"));

describe("what a restore rolls back (docs/operations.md)", () => {
  it("names every table the migrations leave, and none they do not", () => {
    const tables = tablesOf(migrations);
    expect(tables).toContain("submissions");
    const documented = restoreTable(readFileSync(join(root, "docs/operations.md"), "utf8"));
    expect(documented.length).toBeGreaterThan(0);
    expect({
      missing: tables.filter((t) => !documented.includes(t)),
      noSuchTable: documented.filter((t) => !tables.includes(t)),
    }).toEqual({ missing: [], noSuchTable: [] });
  });

  it("follows a table through a rebuild, a rename and a drop, and reads no statement in a comment", () => {
    expect(
      tablesOf([
        "CREATE TABLE a (x TEXT);\nCREATE TABLE IF NOT EXISTS `b` (y TEXT); -- CREATE TABLE c (z TEXT)",
        "CREATE TABLE a_next (x TEXT);\nINSERT INTO a_next SELECT * FROM a;\nDROP TABLE a;\nALTER TABLE a_next RENAME TO a;",
        "/* DROP TABLE b; */ INSERT INTO a VALUES ('DROP TABLE b');\nDROP TABLE IF EXISTS b;\nCREATE TABLE d (w TEXT);",
      ]),
    ).toEqual(["a", "d"]);
  });

  it("reads the Tables column of the restore section's table only", () => {
    const doc = [
      "## Going back",
      "| What | Tables | After |",
      "|---|---|---|",
      "| elsewhere | `not_this` | `nor_this` |",
      "### Restoring the outbox's database to a time",
      "| What | Tables | After the restore |",
      "|---|---|---|",
      "| things | `one`, `two` | `submissions` come back |",
      "| more | `three` | as they were |",
      "## Plans and cost",
      "| Part | Tables |",
      "| x | `four` |",
    ].join("\n");
    expect(restoreTable(doc)).toEqual(["one", "three", "two"]);
  });
});
