import { type Server, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, visit } from "./first-tap.ts";

/**
 * The first-tap measurement in a real Chromium, on small pages whose
 * controls answer the first tap only after a known wait (as a control that
 * waits for the page's scripts does) and every later tap at once: the first
 * tap must measure at least that wait, the settled one less. Both pages
 * carry the controls' markup the bench looks for (FIRST_TAP_SELECTORS).
 */
const FIRST_TAP_WAIT_MS = 1500;

/** A click handler that acts after FIRST_TAP_WAIT_MS the first time, at once afterwards. */
const late = (act: string) => `<script>
  let waited = false;
  function later(act) {
    if (waited) return act();
    waited = true;
    setTimeout(act, ${FIRST_TAP_WAIT_MS});
  }
  ${act}
</script>`;

const filler = `<p style="height:1200px">A long introduction.</p>`;

const PAGES: Record<string, string> = {
  "/menu": `<header><button type="button" data-hamburger style="width:44px;height:44px">Menu</button></header>
    <div id="mobile-menu" hidden><ul><li><a href="/a">A page</a></li></ul></div>
    ${late(`document.querySelector("[data-hamburger]").addEventListener("click", () => later(() => {
      const menu = document.getElementById("mobile-menu");
      menu.hidden = !menu.hidden;
    }));`)}`,
  // The first section is open, so the measured one is the second, far down the page.
  "/sections": `${filler}
    <div data-collapsible="Open"><h2><button type="button">Open</button></h2><div><p>Shown already.</p></div></div>
    ${filler}
    <div data-collapsible="Closed"><h2><button type="button">Closed</button></h2><div hidden><p>Shown on a tap.</p></div></div>
    ${filler}
    ${late(`const closed = document.querySelectorAll("[data-collapsible]")[1];
      closed.querySelector("button").addEventListener("click", () => later(() => {
        const panel = closed.querySelector("div");
        panel.hidden = !panel.hidden;
      }));`)}`,
  // A sticky bar over the menu button: the bench must refuse to tap through it.
  "/covered": `<button type="button" data-hamburger>Menu</button><div id="mobile-menu" hidden><a href="/">A</a></div>
    <div style="position:fixed;inset:0;background:white">A cover</div>`,
};

let server: Server;
let origin: string;
let browser: Browser;

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = PAGES[req.url ?? ""];
    res.writeHead(body ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width"><title>Test</title></head><body>${body ?? ""}</body></html>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

describe("the first-tap measurement", () => {
  it("times the phone menu from the touch to the panel on screen, first and once settled", async () => {
    const { first, settled } = await visit(browser, `${origin}/menu`, "/menu", "menu");
    expect(first).toBeGreaterThanOrEqual(FIRST_TAP_WAIT_MS);
    expect(first).toBeLessThan(FIRST_TAP_WAIT_MS + 1500);
    expect(settled).toBeGreaterThan(0);
    expect(settled).toBeLessThan(FIRST_TAP_WAIT_MS);
  }, 60_000);

  it("taps the first closed section, scrolled into view, and times its content on screen", async () => {
    const { first, settled } = await visit(browser, `${origin}/sections`, "/sections", "section");
    expect(first).toBeGreaterThanOrEqual(FIRST_TAP_WAIT_MS);
    expect(first).toBeLessThan(FIRST_TAP_WAIT_MS + 1500);
    expect(settled).toBeGreaterThan(0);
    expect(settled).toBeLessThan(FIRST_TAP_WAIT_MS);
  }, 60_000);

  it("refuses to tap a control something else covers", async () => {
    await expect(visit(browser, `${origin}/covered`, "/covered", "menu")).rejects.toThrow(
      /cannot tap phone menu button: its centre .* is covered by <div/,
    );
  }, 60_000);
});
