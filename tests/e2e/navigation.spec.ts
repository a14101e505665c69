import { documentTitle } from "../../app/content/pages";
import { bscCybersecurityPage } from "../../app/content/programmes/bsc-cybersecurity.server";
import type { Locator, Page } from "@playwright/test";
import { DESKTOP, PHONE, expect, hold, hydrated, pauseClock, test } from "./fixtures";

// requirements §2.2: the shared navigation's behaviours.
test.describe("desktop navigation", () => {
  test.use({ viewport: DESKTOP });

  test("a dropdown opens on hover and closes 200 ms after the pointer leaves", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    await hydrated(page);
    await pauseClock(page);
    const programs = dropdown(page, "Programs");
    const panel = page.locator("#menu-programs");
    await programs.summary.hover();
    await expect(programs.details).toHaveAttribute("open", "");
    await expect(panel).toBeVisible();
    await page.mouse.move(700, 700);
    await page.clock.runFor(150);
    await expect(panel).toBeVisible();
    await page.clock.runFor(80);
    await expect(panel).toBeHidden();
    await expect(programs.details).not.toHaveAttribute("open");
  });

  test("coming back within the delay keeps the dropdown open", async ({ page }) => {
    await page.clock.install();
    await page.goto("/contact");
    await hydrated(page);
    await pauseClock(page);
    const departments = dropdown(page, "Departments");
    await departments.summary.hover();
    await page.mouse.move(700, 700);
    await page.clock.runFor(100);
    await departments.summary.hover();
    await page.clock.runFor(400);
    await expect(page.locator("#menu-departments")).toBeVisible();
  });

  test("works by keyboard: Enter opens, nested groups open, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const programs = dropdown(page, "Programs");
    await programs.summary.focus();
    await page.keyboard.press("Enter");
    await expect(programs.details).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    const diploma = dropdown(page, "Diploma");
    await expect(diploma.summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(diploma.details).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "All Diploma Programmes" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(diploma.details).not.toHaveAttribute("open");
    await expect(diploma.summary).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(programs.details).not.toHaveAttribute("open");
    await expect(programs.summary).toBeFocused();
  });

  test("one dropdown open at a time, and a click outside the bar closes it", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const programs = dropdown(page, "Programs");
    const about = dropdown(page, "About Us");
    await programs.summary.click();
    await expect(programs.details).toHaveAttribute("open", "");
    await about.summary.click();
    await expect(about.details).toHaveAttribute("open", "");
    await expect(programs.details).not.toHaveAttribute("open");
    await page.locator("main h1").click();
    await expect(about.details).not.toHaveAttribute("open");
  });

  test("the click that follows a hover-open keeps the menu open; the next click closes it", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const programs = dropdown(page, "Programs");
    await programs.summary.hover();
    await expect(programs.details).toHaveAttribute("open", "");
    await programs.summary.click();
    await expect(programs.details).toHaveAttribute("open", "");
    const undergraduate = dropdown(page, "Undergraduate");
    await undergraduate.summary.hover();
    await expect(undergraduate.details).toHaveAttribute("open", "");
    await undergraduate.summary.click();
    await expect(undergraduate.details).toHaveAttribute("open", "");
    await undergraduate.summary.click();
    await expect(undergraduate.details).not.toHaveAttribute("open");
    await programs.summary.click();
    await expect(programs.details).not.toHaveAttribute("open");
  });

  test("following a menu link navigates and closes the menu", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await dropdown(page, "Programs").summary.click();
    await dropdown(page, "Undergraduate").summary.click();
    await page.getByRole("link", { name: "BSc (Hons) Cybersecurity and Networking" }).click();
    await expect(page).toHaveURL(/\/programs\/Bsc_cybersecurity$/);
    await expect(page.locator("#menu-programs")).toBeHidden();
    // The new page's own title and banner, not the last page's (the page layout's data is loaded again).
    await expect(page).toHaveTitle(documentTitle(bscCybersecurityPage.title));
    await expect(page.locator("h1")).toHaveText(bscCybersecurityPage.banner.mainTitle);
    // And the menu still works on the new page. Hovering opens it once the
    // page script has started, after the new page's first paint: a pointer
    // that came to rest before that opens it on its next way in.
    await expect(async () => {
      await page.mouse.move(0, 0);
      await dropdown(page, "Programs").summary.hover();
      await expect(page.locator("#menu-programs")).toBeVisible({ timeout: 1000 });
    }).toPass();
  });

  test("a nested submenu flips left when it would overflow by the 240 px margin", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    // Normal layout: About Us → Partners opens to the right.
    await dropdown(page, "About Us").summary.click();
    await dropdown(page, "Partners").summary.click();
    const submenu = page.locator("#submenu-about-us-partners");
    await expect(dropdown(page, "Partners").details).toHaveAttribute("data-flip", "right");
    const right = await submenu.boundingBox();
    const group = await dropdown(page, "Partners").details.boundingBox();
    expect(right!.x).toBeGreaterThanOrEqual(group!.x + group!.width - 1);
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    // Push the menu bar to the right edge (as a longer menu would) and reopen.
    // The pushed bar overhangs the window; clipped, as a longer menu that fits
    // would be, the page cannot scroll sideways under the resting pointer
    // (which would be the pointer leaving the dropdown, and close it).
    await page.evaluate(() => {
      const bar = document.querySelector<HTMLElement>("[data-desktop-menu]");
      bar?.style.setProperty("margin-left", `${window.innerWidth - 520}px`);
      for (const box of [document.documentElement, document.body]) box.style.setProperty("overflow-x", "clip");
    });
    await dropdown(page, "About Us").summary.click();
    await dropdown(page, "Partners").summary.click();
    await expect(dropdown(page, "Partners").details).toHaveAttribute("data-flip", "left");
    const box = await submenu.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(DESKTOP.width);
  });

  test("the dropdowns answer a click before any script has run, and without JavaScript", async ({ browser }) => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ viewport: DESKTOP, javaScriptEnabled });
      const page = await context.newPage();
      // With JavaScript: every module held back, so only the HTML the server sent can answer.
      const release = javaScriptEnabled ? await hold(page, /\.js$/) : () => {};
      await page.goto("/contact", { waitUntil: "commit" });
      await dropdown(page, "Programs").summary.click();
      await dropdown(page, "Diploma").summary.click();
      await expect(page.getByRole("link", { name: "All Diploma Programmes" })).toBeVisible();
      await dropdown(page, "Departments").summary.click();
      await expect(dropdown(page, "Programs").details).not.toHaveAttribute("open");
      await expect(page.locator("#menu-departments")).toBeVisible();
      release();
      await context.close();
    }
  });

  test("the bar becomes fixed once the header scrolls away, without shifting the layout", async ({ page }) => {
    await page.goto("/admission/scholarship");
    await hydrated(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toHaveAttribute("data-fixed", "false");
    const mainTop = await page.locator("main").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await page.mouse.wheel(0, 600);
    await expect(nav).toHaveAttribute("data-fixed", "true");
    expect((await nav.boundingBox())!.y).toBe(0);
    const mainTopAfter = await page.locator("main").evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(mainTopAfter).toBe(mainTop);
  });

  test("a new page starts scrolled to the top", async ({ page }) => {
    await page.goto("/admission/scholarship");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Diploma programmes" }).click();
    await expect(page).toHaveURL(/\/Diplomas$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("mobile navigation", () => {
  test.use({ viewport: PHONE });

  const isOpen = (panel: Locator) => panel.evaluate((element) => element.matches(":popover-open"));

  test("the hamburger panel opens accordions one at a time, locks scroll and closes on an outside tap", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const hamburger = page.getByRole("button", { name: "Menu" });
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeHidden();
    await hamburger.click();
    await expect(panel).toBeVisible();
    expect(await isOpen(panel)).toBe(true);
    // The button shows a cross while the panel is open.
    await expect(hamburger.locator('[data-menu-icon="close"]')).toBeVisible();
    await expect(hamburger.locator('[data-menu-icon="open"]')).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    const programs = panel.locator('details[data-menu-section="Programs"]');
    await programs.locator("> summary").click();
    await expect(programs).toHaveAttribute("open", "");
    await panel.locator("details details > summary", { hasText: /^Short Courses$/ }).click();
    await expect(panel.getByRole("link", { name: "Data Science" })).toBeVisible();
    // One top-level section open at a time.
    const departments = panel.locator('details[data-menu-section="Departments"]');
    await departments.locator("> summary").click();
    await expect(departments).toHaveAttribute("open", "");
    await expect(programs).not.toHaveAttribute("open");
    // Tap outside the menu: below its sheet, where the page has nothing to follow.
    const outside = await page.evaluate(() => {
      const sheet = document.querySelector(".mobile-menu-sheet")!.getBoundingClientRect();
      for (let y = sheet.bottom + 20; y < innerHeight - 10; y += 10) {
        const hit = document.elementFromPoint(innerWidth / 2, y);
        if (hit && !hit.closest("a, button, summary, input, select, textarea, label")) return { x: innerWidth / 2, y };
      }
      throw new Error("no quiet point below the menu");
    });
    await page.mouse.click(outside.x, outside.y);
    await expect(panel).toBeHidden();
    await expect(hamburger.locator('[data-menu-icon="open"]')).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
  });

  test("Escape closes the panel and returns focus to the hamburger", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const hamburger = page.getByRole("button", { name: "Menu" });
    await hamburger.click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("works by keyboard: the button, a section and a link", async ({ page }) => {
    await page.goto("/contact");
    const hamburger = page.getByRole("button", { name: "Menu" });
    await hamburger.focus();
    await page.keyboard.press("Enter");
    const panel = page.locator("#mobile-menu");
    await expect(panel).toBeVisible();
    await panel.locator('details[data-menu-section="Programs"] > summary').focus();
    await page.keyboard.press("Enter");
    await expect(panel.locator('details[data-menu-section="Programs"]')).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(panel.locator('details[data-menu-section="Programs"] details > summary').first()).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link", { name: "All Diploma Programmes" })).toBeFocused();
    // Escape closes the menu, and focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("a link in the panel navigates (with the encoded Data Science path) and closes it", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.locator('#mobile-menu details[data-menu-section="Programs"] > summary').click();
    await page.locator("#mobile-menu details details > summary", { hasText: /^Short Courses$/ }).click();
    await page.locator("#mobile-menu").getByRole("link", { name: "Data Science" }).click();
    await expect(page).toHaveURL(/\/programs\/Data%20Science$/);
    await expect(page.locator("#mobile-menu")).toBeHidden();
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true });

    test("the menu and a section answer the first tap before any script has loaded, and without JavaScript", async ({
      page,
      browser,
    }) => {
      // Every module held on its way: what answers is the HTML the server sent.
      const release = await hold(page, /\/assets\/.*\.js$/);
      // Not waiting for the load event: the held page script holds it back.
      await page.goto("/programs/l4dc", { waitUntil: "commit" });
      await page.getByRole("button", { name: "Menu" }).tap();
      await expect(page.locator("#mobile-menu")).toBeVisible();
      await page.locator('#mobile-menu details[data-menu-section="Programs"] > summary').tap();
      await expect(page.locator("#mobile-menu").getByRole("link", { name: "All Diploma Programmes" })).toBeHidden();
      await page.locator("#mobile-menu details details > summary", { hasText: /^Diploma$/ }).tap();
      await expect(page.locator("#mobile-menu").getByRole("link", { name: "All Diploma Programmes" })).toBeVisible();
      await page.keyboard.press("Escape");
      const closed = page.locator('[data-collapsible="Entry Requirements"]');
      await expect(closed).not.toHaveAttribute("open");
      await closed.locator("summary").tap();
      await expect(closed).toHaveAttribute("open", "");
      await expect(closed.locator("[data-collapsible-panel]")).toBeVisible();
      expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
      release();

      const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE, hasTouch: true });
      const noScript = await context.newPage();
      await noScript.goto("/admission/scholarship");
      await noScript.getByRole("button", { name: "Menu" }).tap();
      await expect(noScript.locator("#mobile-menu")).toBeVisible();
      const section = noScript.locator("[data-collapsible]").first();
      await expect(section).not.toHaveAttribute("open");
      await section.locator("summary").tap();
      await expect(section.locator("[data-collapsible-panel]")).toBeVisible();
      await context.close();
    });
  });
});

test("the floating social bar and footer links open in a new tab safely", async ({ page }) => {
  await page.goto("/contact");
  const external = page.locator('a[href^="http"]');
  const count = await external.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    await expect(external.nth(i)).toHaveAttribute("target", "_blank");
    await expect(external.nth(i)).toHaveAttribute("rel", /noopener/);
  }
  await expect(page.getByRole("complementary", { name: "Follow us" }).getByRole("link")).toHaveCount(3);
  // The map is a card until asked for (tests/e2e/maps.spec.ts); then a frame 400 high.
  await expect(page.locator("footer iframe")).toHaveCount(0);
  await expect(page.locator("footer [data-map-card]")).toHaveCSS("height", "400px");
  await expect(page.locator("footer")).toContainText("Sunday to Friday: 7:00 AM – 5:00 PM");
  await expect(page.locator("footer")).toContainText("Saturday: Closed");
});

/** A desktop dropdown or group by its title: its disclosure and the summary that toggles it. */
function dropdown(page: Page, title: string) {
  const details = page
    .locator("[data-desktop-menu] details")
    .filter({ has: page.locator(":scope > summary", { hasText: new RegExp(`^${title}$`) }) });
  return { details, summary: details.locator(":scope > summary") };
}
