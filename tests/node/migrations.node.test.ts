import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * A migration is applied to the live database before the Worker that needs
 * it is deployed, and a rollback puts an older Worker back in front of the
 * newer schema: the release before a migration must keep working on it
 * (docs/decisions/029-migrations-keep-the-previous-release-working.md). A
 * statement that takes away what an older Worker may read or write (a
 * dropped table or column, a renamed one) is therefore refused unless the
 * file says, in a comment starting `-- previous release:`, why the release
 * before it does not use what goes (the contract step of a two-release
 * plan, or a rebuild that keeps every old name).
 */
const MARKER = /^--\s*previous release:\s*(.{20,})$/im;
const BREAKING: [RegExp, string][] = [
  [/\bDROP\s+TABLE\b/i, "DROP TABLE"],
  [/\bDROP\s+COLUMN\b/i, "DROP COLUMN"],
  [/\bALTER\s+TABLE\s+\S+\s+DROP\b/i, "DROP COLUMN"],
  [/\bRENAME\b/i, "RENAME"],
];

/** The statements that could break the previous release, and why they are allowed if they are. */
function breakingStatements(sql: string): { found: string[]; explained: boolean } {
  const code = sql
    .replace(/--[^\n]*/g, "")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/'(?:[^']|'')*'/g, "''");
  const found = [...new Set(BREAKING.filter(([pattern]) => pattern.test(code)).map(([, name]) => name))];
  return { found, explained: MARKER.test(sql) };
}

const dir = new URL("../../migrations/", import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".sql"))
  .sort();

describe("migrations keep the previous release working", () => {
  it("finds the migrations", () => {
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(files[0]).toBe("0001_outbox.sql");
  });

  it.each(files)("%s drops or renames nothing without saying why the previous release does not need it", (file) => {
    const { found, explained } = breakingStatements(readFileSync(new URL(file, dir), "utf8"));
    expect(
      found.length === 0 || explained,
      `${file} has ${found.join(", ")}: add a comment "-- previous release: <why the Worker before this migration keeps working>"`,
    ).toBe(true);
  });

  it("recognises each breaking statement, and only in code", () => {
    expect(breakingStatements("ALTER TABLE submissions DROP COLUMN note;").found).toEqual(["DROP COLUMN"]);
    expect(breakingStatements("alter table submissions drop note;").found).toEqual(["DROP COLUMN"]);
    expect(breakingStatements("DROP TABLE office_actions;").found).toEqual(["DROP TABLE"]);
    expect(breakingStatements("ALTER TABLE a RENAME TO b;").found).toEqual(["RENAME"]);
    expect(breakingStatements("ALTER TABLE a RENAME COLUMN x TO y;").found).toEqual(["RENAME"]);
    // Adding is always safe for the previous release; words in comments and strings are not statements.
    expect(breakingStatements("ALTER TABLE a ADD COLUMN x TEXT NOT NULL DEFAULT '';").found).toEqual([]);
    expect(breakingStatements("-- we never DROP TABLE here\nINSERT INTO t VALUES ('rename');").found).toEqual([]);
    expect(breakingStatements("CREATE INDEX i ON t (x); DROP INDEX old_i;").found).toEqual([]);
  });

  it("accepts a breaking statement only with a reason of some length", () => {
    const drop = "ALTER TABLE submissions DROP COLUMN note;";
    expect(breakingStatements(drop).explained).toBe(false);
    expect(breakingStatements(`-- previous release: ok\n${drop}`).explained).toBe(false);
    expect(
      breakingStatements(`-- previous release: the release before this one stopped reading note.\n${drop}`).explained,
    ).toBe(true);
  });
});
