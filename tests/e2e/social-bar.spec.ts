import type { Page } from "@playwright/test";
import { site } from "../../app/content/site";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/**
 * The floating social links (requirements §2.2) never cover content on a phone:
 * below 640 px they sit in the header's flow instead of a fixed bar.
 */
const barHrefs = site.floatingSocial.map((l) => l.href);

// The longest pages at 390 px (forms, staff, programme and fee pages).
const LONG_PAGES = [
  "/apply",
  "/VisitUs",
  "/administration/faculty-staff",
  "/programs/L3IFDHES",
  "/admission/fees-funding",
  "/",
];

/**
 * Scroll the whole page a half screen at a time; at each stop, list every
 * visible social link (outside the footer, whose own list is not floating)
 * whose box meets a piece of text or a control inside <main>.
 */
async function overlapsWhileScrolling(page: Page) {
  return page.evaluate((hrefs) => {
    const intersects = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const socialLinks = () =>
      [...document.querySelectorAll<HTMLAnchorElement>("a[href]")].filter(
        (a) =>
          hrefs.includes(a.getAttribute("href")!) &&
          !a.closest("footer") &&
          a.checkVisibility({ visibilityProperty: true }),
      );
    const main = document.querySelector("main")!;
    const targets = (): DOMRect[] => {
      const rects: DOMRect[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true })) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        rects.push(...range.getClientRects());
      }
      for (const el of main.querySelectorAll<HTMLElement>("a, button, input, select, textarea, label, [tabindex]")) {
        if (el.checkVisibility({ visibilityProperty: true })) rects.push(el.getBoundingClientRect());
      }
      return rects.filter((r) => r.width > 0 && r.height > 0);
    };
    const found: string[] = [];
    const step = Math.floor(window.innerHeight / 2);
    const end = document.documentElement.scrollHeight;
    let visibleLinks = 0;
    for (let y = 0; y <= end; y += step) {
      window.scrollTo(0, y);
      const links = socialLinks();
      visibleLinks = Math.max(visibleLinks, links.length);
      const rects = targets();
      for (const link of links) {
        const box = link.getBoundingClientRect();
        if (rects.some((r) => intersects(box, r))) found.push(`${link.getAttribute("href")} at scroll ${y}`);
      }
    }
    return { found, visibleLinks };
  }, barHrefs);
}

test.describe("at 390 px", () => {
  test.use({ viewport: PHONE });

  for (const path of LONG_PAGES) {
    test(`the social links cover no text or control on ${path}`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      const { found, visibleLinks } = await overlapsWhileScrolling(page);
      // The check saw the links (they are not simply gone) and nothing under them.
      expect(visibleLinks).toBe(barHrefs.length);
      expect(found).toEqual([]);
    });
  }

  test("the three links are in the header, in the page flow, and reachable by keyboard", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.locator("[data-social-bar]")).toBeHidden();
    const links = page.locator("header [data-social-phone] a");
    await expect(links).toHaveCount(3);
    for (const [i, link] of site.floatingSocial.entries()) {
      const a = links.nth(i);
      await expect(a).toHaveAttribute("href", link.href);
      await expect(a).toHaveAttribute("target", "_blank");
      await expect(a).toHaveAccessibleName(`${link.name} (opens in a new tab)`);
      const box = await a.boundingBox();
      expect(Math.min(box!.width, box!.height)).toBeGreaterThanOrEqual(24); // WCAG 2.5.8 target size
    }
    expect(await links.first().evaluate((a) => getComputedStyle(a.closest("[data-social-phone]")!).position)).toBe(
      "static",
    );
    // Tab order: the skip link, the header's address strip, then these links.
    await page.keyboard.press("Tab");
    let reached = false;
    for (let i = 0; i < 6 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await links.first().evaluate((a) => a === document.activeElement);
    }
    expect(reached).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test.describe("at 1366 px", () => {
  test.use({ viewport: DESKTOP });

  test("the floating bar is kept at the left edge, and the header copy is not shown", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "Follow us" });
    await expect(bar.getByRole("link")).toHaveCount(3);
    const box = await bar.boundingBox();
    expect(box?.x).toBe(0);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await expect(page.locator("header [data-social-phone]")).toBeHidden();
  });
});
