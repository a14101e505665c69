import type { Page } from "@playwright/test";
import { popup } from "../../app/content/home";
import { POPUP_SEEN_KEY } from "../../app/content/home-settings";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

// The first-visit popup (requirements §4) and the page's accessibility with it open and closed.

const dialog = (page: Page) => page.getByRole("dialog", { name: popup.heading });

test("shown once per browser session: not after a reload, again in a new session", async ({
  page,
  browser,
  baseURL,
  problems,
}) => {
  await page.goto("/");
  await hydrated(page);
  await expect(dialog(page)).toBeVisible();
  // Focus moves into the dialog; the links lead to /apply and /VisitUs.
  expect(await dialog(page).evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await expect(dialog(page).getByRole("link", { name: "Apply online" })).toHaveAttribute("href", "/apply");
  await expect(dialog(page).getByRole("link", { name: "Visit us" })).toHaveAttribute("href", "/VisitUs");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  // The loader asked for its idle moment before this one: by now it has
  // decided, and this session has seen the popup.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await expect(dialog(page)).toHaveCount(0);
  expect(problems.list).toEqual([]);

  // A new browser session (a fresh context) sees it again.
  const context = await browser.newContext({ baseURL });
  await context.route(
    (url) => !url.href.startsWith(baseURL!),
    (route) => route.fulfill({ status: 204, body: "" }),
  );
  const fresh = await context.newPage();
  await fresh.goto("/");
  await expect(dialog(fresh)).toBeVisible();
  await context.close();
});

test("arriving at the home page by a link within the site opens it too, once per session", async ({
  page,
  problems,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/programs/l4dc");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // A link loads its page as a new document: the page script opens the popup there.
  await expect(dialog(page)).toBeVisible();
  expect(await page.evaluate((key) => sessionStorage.getItem(key), POPUP_SEEN_KEY)).toBe("1");
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test("an accessible dialog: close button, focus returns, no layout shift", async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.cls += entry.value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto("/");
  await hydrated(page);
  await expect(dialog(page)).toBeVisible();
  // Opening it moved nothing on the page.
  expect(await page.evaluate(() => (window as unknown as { cls: number }).cls)).toBeLessThan(0.01);
  await dialog(page).getByRole("button", { name: "Close" }).click();
  await expect(dialog(page)).toHaveCount(0);
  // The page is usable again: the rest is no longer inert.
  await page.getByRole("link", { name: "Book a visit" }).focus();
  await expect(page.getByRole("link", { name: "Book a visit" })).toBeFocused();
});

test("focus goes back to where it was when the dialog closes", async ({ page }) => {
  // Focus something before the popup opens (the loader opens it at an idle moment after the load event).
  await page.addInitScript(() =>
    document.addEventListener("DOMContentLoaded", () =>
      document.querySelector<HTMLElement>(".home-ticker-pause")?.focus(),
    ),
  );
  await page.goto("/");
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Pause announcements" })).toBeFocused();
});

for (const viewport of [PHONE, DESKTOP]) {
  // The browser's own largest-paint report, as search engines receive it from
  // visitors: on a first visit the popup opens over the page, and the largest
  // paint must still be the hero (its still or its heading), not the popup.
  test(`on a first visit at ${viewport.width}px the largest paint is the hero, not the popup`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() => {
      const w = window as unknown as { lcp: { inPopup: boolean; inHero: boolean; tag: string }[] };
      w.lcp = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { element: Element | null }[]) {
          const element = entry.element;
          w.lcp.push({
            inPopup: Boolean(element?.closest("[data-home-popup]")),
            inHero: Boolean(element?.closest('[data-section="hero"]')),
            tag: element ? element.tagName : "(removed)",
          });
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await page.goto("/");
    await expect(dialog(page)).toBeVisible();
    // Two frames after it opens, the popup has painted: had it been the
    // largest paint, its entry would be in the list by now.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const entries = await page.evaluate(
      () => (window as unknown as { lcp: { inPopup: boolean; inHero: boolean; tag: string }[] }).lcp,
    );
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((e) => e.inPopup)).toEqual([]);
    expect(entries.at(-1)).toMatchObject({ inHero: true });
  });
}

for (const viewport of [PHONE, DESKTOP]) {
  test(`zero axe violations with the popup open and closed at ${viewport.width}px`, async ({ page, problems }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    await hydrated(page);
    await expect(dialog(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(problems.list).toEqual([]);
  });
}
