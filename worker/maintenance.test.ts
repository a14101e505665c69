import { env } from "cloudflare:workers";
import worker from "built-worker";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, TOKEN, call, form, signIn } from "../tests/support/office";
import { MAINTENANCE_CACHE_MS, maintenanceOn } from "./maintenance";
import { VALID } from "../tests/support/api";
import { script, world } from "../tests/support/outbox";

/**
 * The office's maintenance switch (maintenance.ts) through the built
 * Worker: a press puts every page in maintenance and back, recorded with
 * who and when, while the API and the office's page keep answering; the
 * deploy-time MAINTENANCE_MODE wins; another isolate sees a press within
 * MAINTENANCE_CACHE_MS.
 */
const MAINTENANCE_TEXT = "Please bear with us! We&#x27;re currently under maintenance.";
const office = (overrides: Record<string, unknown> = {}) => world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN, ...overrides });
/**
 * A page through the built Worker, not waiting for its background work (the
 * page cache's write), as worker/index.test.ts calls it.
 */
const visit = (e: Env, path: string) =>
  worker.fetch(new Request(`${SITE}${path}`), e, {
    waitUntil() {},
    passThroughOnException() {},
    props: {},
  } as unknown as ExecutionContext);
/** A press of the switch and of the "Yes" on the page that asks first. */
const press = (e: Env, cookie: string, value: "on" | "off") =>
  call(e, "/office/maintenance", form({ switch: value, confirm: "yes" }, { cookie }));

beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM office_maintenance; DELETE FROM office_sign_outs;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("the maintenance switch on /office", () => {
  it("puts the pages in maintenance and back, recorded, while the forms' API and the office keep answering", async () => {
    const w = office();
    script(); // the college's script, for the enquiry sent below
    const cookie = await signIn(w.env, "Hari");
    const overview = await (await call(w.env, "/office", { headers: { cookie } })).text();
    expect(overview).toContain("Put the site in maintenance");

    const on = await press(w.env, cookie, "on");
    expect(on.status).toBe(303);
    expect(on.headers.get("location")).toBe("/office?done=maintenance_on");
    const page = await visit(w.env, "/about/CEO");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("3600");
    expect(await page.text()).toContain(MAINTENANCE_TEXT);
    const home = await visit(w.env, "/");
    expect(home.status).toBe(503);
    await home.text();

    // The API answers as always (requirements §2.1): health, and a form accepted into the outbox.
    expect((await call(w.env, "/api/health")).status).toBeLessThan(500);
    const sent = await call(w.env, "/api/enquiry", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json", origin: SITE },
      body: JSON.stringify({ ...VALID.enquiry, submissionId: crypto.randomUUID() }),
    });
    expect(sent.status).toBe(200);

    const still = await call(w.env, "/office?done=maintenance_on", { headers: { cookie } });
    expect(still.status).toBe(200);
    const text = (await still.text()).replaceAll("<!-- -->", "");
    expect(text).toContain("End maintenance");
    expect(text).toContain("Put the public site in maintenance");
    expect(text).toContain("by Hari (office token)");

    expect((await press(w.env, cookie, "off")).status).toBe(303);
    const back = await visit(w.env, "/about/CEO");
    expect(back.status).toBe(200);
    await back.text();
    const { results } = await env.OUTBOX_DB.prepare(
      "SELECT switched_on AS switchedOn, actor FROM office_maintenance ORDER BY seq",
    ).all();
    expect(results).toEqual([
      { switchedOn: 1, actor: "Hari (office token)" },
      { switchedOn: 0, actor: "Hari (office token)" },
    ]);
  });

  it("asks first: a press shows what will happen and changes nothing until it is confirmed", async () => {
    const w = office();
    const cookie = await signIn(w.env, "Hari");
    for (const value of ["on", "off"] as const) {
      const asked = await call(w.env, "/office/maintenance", form({ switch: value }, { cookie }));
      expect(asked.status).toBe(200);
      const html = (await asked.text()).replaceAll("<!-- -->", "");
      expect(html).toContain(
        value === "on" ? "Put the public site in maintenance?" : "End the public site&#x27;s maintenance?",
      );
      // The confirming form posts the same switch with confirm=yes; going back is a plain link.
      expect(html).toMatch(
        new RegExp(
          `<form [^>]*action="/office/maintenance" method="post"><input type="hidden" name="switch" value="${value}"/><input type="hidden" name="confirm" value="yes"/>`,
        ),
      );
      expect(html).toContain('<a href="/office">No, go back</a>');
      expect(html).not.toContain("<script");
    }
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_maintenance").first())?.n).toBe(0);
    expect((await visit(w.env, "/about/CEO")).status).toBe(200);
    // Anything but "yes" is no confirmation.
    await call(w.env, "/office/maintenance", form({ switch: "on", confirm: "on" }, { cookie }));
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_maintenance").first())?.n).toBe(0);
    expect((await press(w.env, cookie, "on")).headers.get("location")).toBe("/office?done=maintenance_on");
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_maintenance").first())?.n).toBe(1);
    // Open again (confirmed), as the next test expects the site.
    expect((await press(w.env, cookie, "off")).status).toBe(303);
    const open = await visit(w.env, "/about/CEO");
    expect(open.status).toBe(200);
    await open.text();
  });

  it("signed out, or from another site, the switch does nothing", async () => {
    const w = office();
    expect((await call(w.env, "/office/maintenance", form({ switch: "on", confirm: "yes" }))).status).toBe(401);
    const cookie = await signIn(w.env);
    const foreign = form({ switch: "on", confirm: "yes" }, { cookie, origin: "https://evil.example" });
    expect((await call(w.env, "/office/maintenance", foreign)).status).toBe(403);
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_maintenance").first())?.n).toBe(0);
    const page = await visit(w.env, "/about/CEO");
    const body = await page.text();
    expect(page.status, body.slice(0, 2000)).toBe(200);
  });

  it('MAINTENANCE_MODE="on" wins: the switch cannot end it, and the office page says so', async () => {
    const w = office({ MAINTENANCE_MODE: "on" });
    const cookie = await signIn(w.env);
    const text = await (await call(w.env, "/office", { headers: { cookie } })).text();
    expect(text).toContain("MAINTENANCE_MODE is on");
    await press(w.env, cookie, "off");
    const page = await visit(w.env, "/about/CEO");
    expect(page.status).toBe(503);
    await page.text();
  });
});

describe("another isolate", () => {
  it("sees a press within MAINTENANCE_CACHE_MS, reading D1 at most once in that time", async () => {
    const w = office();
    const now = Date.now() + 10 * MAINTENANCE_CACHE_MS; // past whatever this isolate read before
    expect(await maintenanceOn(w.env, now)).toBe(false);
    // A press on another isolate: only the row changes.
    await env.OUTBOX_DB.prepare("INSERT INTO office_maintenance (switched_on, actor, at) VALUES (1, 'elsewhere', ?1)")
      .bind(now)
      .run();
    expect(await maintenanceOn(w.env, now + MAINTENANCE_CACHE_MS - 1)).toBe(false);
    expect(await maintenanceOn(w.env, now + MAINTENANCE_CACHE_MS)).toBe(true);
    expect(MAINTENANCE_CACHE_MS).toBeLessThanOrEqual(60_000);
  });

  it("keeps the last known state when D1 cannot be read", async () => {
    const w = office();
    const broken = { ...w.env, OUTBOX_DB: { prepare: () => ({ first: () => Promise.reject(new Error("D1 down")) }) } };
    const now = Date.now() + 100 * MAINTENANCE_CACHE_MS;
    expect(await maintenanceOn(w.env, now)).toBe(false);
    expect(await maintenanceOn(broken as unknown as Env, now + MAINTENANCE_CACHE_MS)).toBe(false);
    await env.OUTBOX_DB.prepare("INSERT INTO office_maintenance (switched_on, actor, at) VALUES (1, 'elsewhere', ?1)")
      .bind(now)
      .run();
    expect(await maintenanceOn(w.env, now + 2 * MAINTENANCE_CACHE_MS)).toBe(true);
    expect(await maintenanceOn(broken as unknown as Env, now + 3 * MAINTENANCE_CACHE_MS)).toBe(true);
  });
});
