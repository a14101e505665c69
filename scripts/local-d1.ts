// The local outbox database as Miniflare keeps it, read without starting
// wrangler, whose start alone costs 2-3 s of CPU (scripts/serve.ts asks
// before every start of a server, and the test servers restart often).
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

// Node 22 calls node:sqlite experimental and says so on stderr at its first
// use: that one notice is dropped, every other warning printed as before.
const printers = process.listeners("warning");
process.removeAllListeners("warning");
process.on("warning", (warning) => {
  if (warning.name === "ExperimentalWarning" && /SQLite/.test(warning.message)) return;
  for (const print of printers) print(warning);
});
const { DatabaseSync } = await import("node:sqlite");

/**
 * Whether the local outbox database under `dir` (a Worker state folder, as
 * `npm start` keeps it) has every file of the `migrations` folder applied,
 * by wrangler's record of them: its d1_migrations table, which wrangler
 * itself reads to decide what to apply. Anything unexpected (no database
 * yet, a second one beside it, no such table, a file it cannot read) says
 * no, and wrangler decides.
 */
export function migrationsApplied(dir: string, migrations: string): boolean {
  const d1 = join(dir, "v3/d1/miniflare-D1DatabaseObject");
  const files = existsSync(d1) ? readdirSync(d1).filter((f) => f.endsWith(".sqlite") && f !== "metadata.sqlite") : [];
  if (files.length !== 1) return false;
  let db: InstanceType<typeof DatabaseSync> | undefined;
  try {
    db = new DatabaseSync(join(d1, files[0]!), { readOnly: true });
    const rows = db.prepare("SELECT name FROM d1_migrations").all();
    const applied = new Set(rows.map((row) => String(row.name)));
    return readdirSync(migrations)
      .filter((f) => f.endsWith(".sql"))
      .every((f) => applied.has(f));
  } catch {
    return false;
  } finally {
    db?.close();
  }
}
