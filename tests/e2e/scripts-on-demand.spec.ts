import type { Page } from "@playwright/test";
import { popup } from "../../app/content/home";
import { POPUP_SEEN_KEY } from "../../app/content/home-settings";
import { expect, PHONE, test } from "./fixtures";

// A page's scripts start when the visitor needs them (worker/scripts-on-demand.ts,
// decision 025): a page that is only read costs what it would without them,
// and what it does untouched (the popup, a draft to restore, counters in
// view) still happens. The Worker's half is proven in worker/scripts-on-demand.test.ts.

/** The page script and its behaviours (app/page-script.ts), which every page loads: no framework. */
const PAGE_SCRIPT = /^\/assets\/page-(script|behaviour)-[\w-]+\.js$/;

/** The scripts the page has requested so far beyond the page script: its modules. */
const scripts = (page: Page) =>
  page
    .evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    )
    .then((paths) => paths.filter((path) => !PAGE_SCRIPT.test(path)));

/** Resolves once the page has loaded and the browser has had an idle moment since. */
async function loadedAndIdle(page: Page) {
  await page.waitForLoadState("load");
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === "true");

test.describe("at a phone's width", () => {
  test.use({ viewport: PHONE });

  for (const path of ["/programs/l4dc", "/apply", "/contact", "/about/gallary"]) {
    test(`${path}, only read, requests none of its modules and is complete`, async ({ page, problems }) => {
      await page.goto(path);
      await loadedAndIdle(page);
      expect(await scripts(page)).toEqual([]);
      expect(await isHydrated(page)).toBe(false);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(problems.list).toEqual([]);
    });
  }

  test("the home page's first-visit popup opens and closes with every module but the page script refused", async ({
    page,
  }) => {
    // The page script opens it; React and the page's modules and data may not load.
    await page.route(
      (url) => /\.js$/.test(url.pathname) && !PAGE_SCRIPT.test(url.pathname),
      (route) => route.abort(),
    );
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: popup.heading });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("mbc-home-popup-seen"))).toBe("1");
    // Closing it is the browser's own: a method="dialog" form.
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    expect(await isHydrated(page)).toBe(false);
  });

  test("what is typed before the scripts run is kept once they have, and saved as a draft", async ({ page }) => {
    await page.goto("/VisitUs");
    await loadedAndIdle(page);
    const form = page.locator('form[data-form="visit"]');
    // fill() types with no key events: the edit itself starts the scripts.
    await form.getByLabel("Full name").fill("Sita Gurung");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(form.getByLabel("Full name")).toHaveValue("Sita Gurung");
    await form.getByLabel("Full name").fill("Sita Gurung Rai");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("draft:visit"))).toContain("Sita Gurung Rai");
  });

  test("a draft to restore starts the scripts untouched, and the form shows it", async ({ page }) => {
    await page.goto("/VisitUs");
    await page.evaluate(() =>
      localStorage.setItem(
        "draft:visit",
        JSON.stringify({ expires: Date.now() + 60 * 60 * 1000, fields: { fullName: "Hari Shrestha" } }),
      ),
    );
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect(page.locator('form[data-form="visit"]').getByLabel("Full name")).toHaveValue("Hari Shrestha");
  });
});

test("a reading page never loads React: its counters count in view with the page script alone", async ({ page }) => {
  // The UCLan page's counters count in view; nothing on it needs React.
  await page.setViewportSize({ width: PHONE.width, height: 200 });
  await page.goto("/about/uclan");
  await loadedAndIdle(page);
  const counter = page.locator("[data-count-value]").first();
  const final = await counter.textContent();
  // The screen grows until they are in view (no touch, key or scroll): they count, and still no module loads.
  await page.setViewportSize({ width: PHONE.width, height: 4000 });
  await expect.poll(() => counter.textContent(), { intervals: [50] }).not.toBe(final);
  await expect(counter).toHaveText(final!);
  expect(await scripts(page)).toEqual([]);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
});

test.describe("taps made before the scripts run", () => {
  test.use({ viewport: PHONE });

  test("the loader gives a kept tap once, and not after a click React handled", async ({ page }) => {
    // Only the loader runs (every module is refused, the page script too): the test plays
    // React's part (its announcement, a click it stops on the document, the page's hydrated
    // mark), and the map card's button stands for any button only a script acts on.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    const clicksAfter = async (act: () => Promise<void>) => {
      await page.goto("/programs/l4dc");
      await page.waitForLoadState("load");
      await page.evaluate(() => {
        const w = window as unknown as { clicks: number };
        w.clicks = 0;
        document.querySelector("footer [data-map] button")?.addEventListener("click", () => w.clicks++);
      });
      await page.locator("footer [data-map] button").click();
      await act();
      await page.evaluate(() => document.documentElement.setAttribute("data-hydrated", "true"));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      return page.evaluate(() => (window as unknown as { clicks: number }).clicks);
    };
    const listening = () => page.evaluate(() => document.dispatchEvent(new Event("mbc:scripts-listening")));
    // Nothing listened: the tap is given again, once.
    expect(await clicksAfter(async () => {})).toBe(2);
    // React listened and let a second tap through: it handled that one, so the kept tap is not given.
    expect(
      await clicksAfter(async () => {
        await listening();
        await page.locator("footer [data-map] button").click();
      }),
    ).toBe(2);
    // React listened but stopped the second tap (a part it had not hydrated): the tap is given.
    expect(
      await clicksAfter(async () => {
        await listening();
        await page.evaluate(() =>
          document.addEventListener("click", (event) => event.stopPropagation(), { capture: true, once: true }),
        );
        await page.locator("footer [data-map] button").click();
      }),
    ).toBe(2);
  });
});

test("the popup is not marked seen if it has left the page before it was due", async ({ page }) => {
  // Only the page script runs (it opens the popup); its idle moments are kept for the test to give.
  await page.route(
    (url) => /\.js$/.test(url.pathname) && !PAGE_SCRIPT.test(url.pathname),
    (route) => route.abort(),
  );
  await page.addInitScript(() => {
    const w = window as unknown as { idle: IdleRequestCallback[] };
    w.idle = [];
    window.requestIdleCallback = (callback) => w.idle.push(callback);
  });
  await page.goto("/");
  await page.waitForFunction(() => (window as unknown as { idle: unknown[] }).idle.length > 0);
  // As when the visitor has moved on to another page by then.
  await page.evaluate(() => {
    document.querySelector("dialog[data-home-popup]")?.remove();
    for (const callback of (window as unknown as { idle: IdleRequestCallback[] }).idle)
      callback({ didTimeout: false, timeRemaining: () => 0 });
  });
  expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_SEEN_KEY)).toBeNull();
});

test.describe("on a touch screen", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  test("a tap on the menu or a section opens it at once and starts nothing; the next sign does, and the menu stays open", async ({
    page,
    problems,
  }) => {
    await page.goto("/programs/l4dc");
    await loadedAndIdle(page);
    expect(await scripts(page)).toEqual([]);
    // A native section and the native menu answer by themselves: the scripts would only compete with them.
    const closed = page.locator("details[data-collapsible]:not([open])").first();
    const section = page.locator(`#${await closed.getAttribute("id")}`);
    // Off screen, and tapping it would scroll, itself a sign: the touch comes to it as it would in place.
    await section.locator("summary").dispatchEvent("pointerdown", { pointerType: "touch", isPrimary: true });
    await section.locator("summary").dispatchEvent("click");
    await expect(section).toHaveAttribute("open", "");
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await loadedAndIdle(page);
    expect(await scripts(page)).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    // A key is a sign the visitor is staying: the page hydrates, and hydration leaves the menu open.
    await page.keyboard.press("Shift");
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.locator("#mobile-menu")).toBeVisible();
    expect(problems.list).toEqual([]);
  });
});
