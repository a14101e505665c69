// The local outbox database as Miniflare keeps it, brought up to date with
// as little of wrangler as possible: its migrations take 7-9 s of CPU on a
// new database (2-3 s of it only to start), and the test servers start
// dozens of times a run, each on a state folder of its own.
import { createHash } from "node:crypto";
import { cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync } from "node:fs";
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

/** Where Miniflare keeps a state folder's D1 databases, one SQLite file each. */
const D1 = "v3/d1";
const D1_OBJECTS = `${D1}/miniflare-D1DatabaseObject`;

/**
 * Whether the local outbox database under `dir` (a Worker state folder, as
 * `npm start` keeps it) has every file of the `migrations` folder applied,
 * by wrangler's record of them: its d1_migrations table, which wrangler
 * itself reads to decide what to apply. Anything unexpected (no database
 * yet, a second one beside it, no such table, a file it cannot read) says
 * no, and wrangler decides.
 */
export function migrationsApplied(dir: string, migrations: string): boolean {
  const d1 = join(dir, D1_OBJECTS);
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

/**
 * Brings the outbox database under `dir` up to date with the `migrations`
 * folder. Nothing to do when every file is applied; `migrate` (wrangler's
 * `d1 migrations apply`) when some are not. A state folder with no database
 * yet gets a copy of one wrangler migrated before from the same files,
 * kept under `templates` by a digest of their names and contents: the
 * copy is what wrangler would write again, byte for byte the same schema,
 * in a few milliseconds.
 */
export function prepareLocalD1(dir: string, migrations: string, templates: string, migrate: () => void): void {
  if (migrationsApplied(dir, migrations)) return;
  // A database short of a migration is migrated in place, never replaced.
  if (existsSync(join(dir, D1))) {
    migrate();
    return;
  }
  const template = join(templates, migrationsDigest(migrations));
  if (migrationsApplied(template, migrations)) {
    cpSync(join(template, D1), join(dir, D1), { recursive: true });
    return;
  }
  migrate();
  if (!migrationsApplied(dir, migrations)) return;
  // Copied aside first and renamed into place, so a server starting at the same moment never copies half of one.
  const draft = `${template}.${process.pid}`;
  try {
    cpSync(join(dir, D1), join(draft, D1), { recursive: true });
    renameSync(draft, template);
  } catch {
    // Another server kept one first: it serves as well.
    rmSync(draft, { recursive: true, force: true });
  }
}

function migrationsDigest(migrations: string): string {
  const hash = createHash("sha256");
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith(".sql"))
    .sort())
    hash
      .update(file)
      .update("\0")
      .update(readFileSync(join(migrations, file)))
      .update("\0");
  return hash.digest("hex").slice(0, 16);
}
