import { execFile } from "node:child_process";
import { cp, readdir, rm } from "node:fs/promises";
import { DatabaseSync } from "node:sqlite";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { ADMIN, officeServer } from "./office-server";

/**
 * A restore that keeps an erasure, with the real parts `npm start` runs: the
 * database (D1, a SQLite file under Miniflare) is put back to a copy taken
 * before an applicant was erased, as a Time Travel restore puts it back, while
 * R2, where the erasure's tombstone is, stays as it was (docs/operations.md,
 * "Restoring the database"). The restore brings the applicant's row back;
 * `npm run outbox -- reapply-erasures`, the walk-through's next step, erases
 * it again, and the applicant is absent everywhere the stand-ins can see:
 * the database, the sheet, the documents in Drive and the stored submission
 * in R2.
 */
test.describe.configure({ mode: "serial" });

const server = officeServer(85);
const standin = server.standinSite;
const D1 = "v3/d1";

test.afterAll(async () => {
  await server.stop();
});

/** The stand-in's admission rows for `id` (the sheet's tab), and the documents they name (in Drive). */
async function sheet(id: string): Promise<{ rows: number; files: string[] }> {
  const rows = ((await (await fetch(`${standin}/__inbox/admission`)).json()) as Record<string, unknown>[]).filter(
    (row) => row.submissionId === id,
  );
  const files = rows.flatMap((row) => [row.studentPhoto, row.transactionDocument, row.academicPapers].flat());
  return { rows: rows.length, files: files.map((path) => String(path).replace(/^files\//, "")) };
}
const sheetRows = async (id: string) => (await sheet(id)).rows;
const fileStatus = async (name: string) => (await fetch(`${standin}/__files/${name}`)).status;

/**
 * Whether R2 holds the submission's stored copy (worker/outbox/payloads.ts
 * names it), read from Miniflare's index of the bucket's objects: the
 * operator API never hands a payload out, and R2 is what a restore leaves.
 */
async function payloadStored(worker: string, id: string): Promise<boolean> {
  const dir = `${worker}/v3/r2/miniflare-R2BucketObject`;
  const indexes = (await readdir(dir)).filter((name) => name.endsWith(".sqlite") && name !== "metadata.sqlite");
  return indexes.some((name) => {
    const db = new DatabaseSync(`${dir}/${name}`, { readOnly: true });
    try {
      return db.prepare("SELECT 1 FROM _mf_objects WHERE key = ?").get(`payloads/${id}.json`) !== undefined;
    } finally {
      db.close();
    }
  });
}

test("after the database is restored to before an erasure, reapply-erasures erases the applicant again", async () => {
  test.setTimeout(300_000);
  await server.start();
  const [erased, kept] = await Promise.all([
    server.admission(`restore-erased-${server.run}`),
    server.admission(`restore-kept-${server.run}`),
  ]);
  for (const id of [erased, kept]) await server.until(id, "delivered");
  const { files } = await sheet(erased);
  expect(files).toHaveLength(4);
  for (const file of files) expect(await fileStatus(file)).toBe(200);
  expect(await payloadStored(server.worker, erased)).toBe(true);

  // The restore point: the database as it was before the erasure.
  const snapshot = `${server.inbox}/../d1-before-erasure`;
  await server.restart((worker) => cp(`${worker}/${D1}`, snapshot, { recursive: true }));

  const res = await fetch(`${server.site}/api/admin/submissions/${erased}`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${ADMIN}` },
  });
  expect(res.status).toBe(200);
  expect(await server.item(erased)).toBeNull();
  expect(await sheetRows(erased)).toBe(0);

  // The restore: D1 back to the copy, R2 (the tombstones) untouched.
  await server.restart(async (worker) => {
    await rm(`${worker}/${D1}`, { recursive: true, force: true });
    await cp(snapshot, `${worker}/${D1}`, { recursive: true });
  });
  expect((await server.item(erased))?.state, "the restore brought the erased applicant's row back").toBe("delivered");

  const { stdout } = await promisify(execFile)(process.execPath, ["scripts/outbox.ts", "reapply-erasures"], {
    env: { ...process.env, SITE_URL: server.site, ADMIN_TOKEN: ADMIN },
  });
  expect(stdout).toContain("1 submission(s) erased again.");
  expect(await server.item(erased)).toBeNull();
  expect((await server.item(kept))?.state, "a submission never erased is kept").toBe("delivered");
  expect(await sheetRows(erased)).toBe(0);
  for (const file of files) expect(await fileStatus(file), `${file} stays erased from Drive`).toBe(404);
  expect(await payloadStored(server.worker, erased), "the stored submission stays erased from R2").toBe(false);
  expect(await sheetRows(kept)).toBe(1);
  expect(await payloadStored(server.worker, kept)).toBe(true);

  // Run again, nothing is left to erase.
  const again = await promisify(execFile)(process.execPath, ["scripts/outbox.ts", "reapply-erasures"], {
    env: { ...process.env, SITE_URL: server.site, ADMIN_TOKEN: ADMIN },
  });
  expect(again.stdout).toContain("0 submission(s) erased again.");
});
