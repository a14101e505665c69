import { execFile } from "node:child_process";
import { cp, rm } from "node:fs/promises";
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
 * it again, and the sheet never gets it back.
 */
test.describe.configure({ mode: "serial" });

const server = officeServer(85);
const standin = server.standinSite;
const D1 = "v3/d1";

test.afterAll(async () => {
  await server.stop();
});

const sheetRows = async (id: string) =>
  ((await (await fetch(`${standin}/__inbox/admission`)).json()) as { submissionId: string }[]).filter(
    (row) => row.submissionId === id,
  ).length;

test("after the database is restored to before an erasure, reapply-erasures erases the applicant again", async () => {
  test.setTimeout(300_000);
  await server.start();
  const [erased, kept] = await Promise.all([
    server.admission(`restore-erased-${server.run}`),
    server.admission(`restore-kept-${server.run}`),
  ]);
  for (const id of [erased, kept]) await server.until(id, "delivered");

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
  expect(await sheetRows(kept)).toBe(1);

  // Run again, nothing is left to erase.
  const again = await promisify(execFile)(process.execPath, ["scripts/outbox.ts", "reapply-erasures"], {
    env: { ...process.env, SITE_URL: server.site, ADMIN_TOKEN: ADMIN },
  });
  expect(again.stdout).toContain("0 submission(s) erased again.");
});
