import type { Page, Request } from "@playwright/test";
import { site } from "../../app/content/site";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

/**
 * Maps on request, and no third-party request before the visitor asks.
 * The fixtures answer off-site requests with an empty 204 so nothing hangs;
 * here every such request is also recorded, and any made before an
 * interaction fails the test.
 */
const MAIN_PAGES = [
  "/",
  "/programs/l4dc",
  "/programs/Data%20Science",
  "/Diplomas",
  "/apply",
  "/VisitUs",
  "/contact",
  "/admission/fees-funding",
  "/about/uclan",
  "/about/gallary",
];

function recordOffsite(page: Page, origin: string) {
  const offsite: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== origin) offsite.push(request.url());
  });
  return offsite;
}

/** Load, wait for hydration and a quiet network, scroll to the end (lazy parts load), wait again. */
async function loadAndScroll(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await hydrated(page);
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.locator("footer [data-map]").waitFor();
  await page.waitForLoadState("networkidle");
}

test.describe("no request to another host before interaction, at 390 px", () => {
  test.use({ viewport: PHONE });
  for (const path of MAIN_PAGES) {
    test(path, async ({ page, baseURL }) => {
      const offsite = recordOffsite(page, new URL(baseURL!).origin);
      await loadAndScroll(page, path);
      expect(offsite).toEqual([]);
      // No frame from another host is in the page (the fees page frames its own PDF).
      await expect(page.locator('iframe[src^="http"], iframe[src^="//"]')).toHaveCount(0);
    });
  }
});

test.describe("the map card", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    test(`shows the address, a sketch, "Show map" and "Open in maps"; the map loads in place on request (${viewport.width} px)`, async ({
      page,
      baseURL,
      problems,
    }) => {
      await page.setViewportSize(viewport);
      const offsite = recordOffsite(page, new URL(baseURL!).origin);
      await page.goto("/contact");
      await hydrated(page);
      const card = page.locator("footer [data-map]");
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute("data-map", "card");
      await expect(card.locator("address")).toContainText(site.address.street);
      await expect(card.locator("address")).toContainText(site.address.locality);
      const sketch = card.getByRole("img", { name: /Sketch map of Kamalpokhari/ });
      await expect(sketch).toHaveAttribute("src", "/art/kamalpokhari-map.svg");
      await expect
        .poll(() => sketch.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      const open = card.getByRole("link", { name: "Open in maps (opens in a new tab)" });
      await expect(open).toHaveAttribute("href", site.map.linkUrl);
      await expect(open).toHaveAttribute("target", "_blank");
      await expectNoAxeViolations(page);

      const before = await card.boundingBox();
      await card.getByRole("button", { name: "Show map" }).click();
      const frame = card.locator("iframe");
      await expect(frame).toHaveAttribute("src", site.map.embedUrl);
      await expect(frame).toHaveAttribute("height", "400");
      await expect(frame).toBeFocused();
      await expect(card).toHaveAttribute("data-map", "frame");
      // In place: the map takes exactly the card's room, nothing below moves.
      const after = await card.boundingBox();
      expect([after?.width, after?.height]).toEqual([before?.width, before?.height]);
      await expect(open).toBeVisible();
      await expect
        .poll(() => offsite.some((url) => url.startsWith(`${new URL(site.map.embedUrl).origin}/export/embed.html`)))
        .toBe(true);
      await expectNoAxeViolations(page);
      expect(problems.list).toEqual([]);
    });
  }

  test("the button works from the keyboard", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/programs/l4dc");
    await hydrated(page);
    const button = page.locator("#enquiry [data-map]").getByRole("button", { name: "Show map" });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#enquiry iframe")).toBeFocused();
    // The footer's own card is independent of this one.
    await expect(page.locator("footer [data-map]")).toHaveAttribute("data-map", "card");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test('"Open in maps" still works and the button that needs a script is not offered', async ({ page }) => {
    await page.goto("/contact");
    const card = page.locator("footer [data-map]");
    await expect(card.getByRole("button", { name: "Show map" })).toBeHidden();
    await expect(card.locator("address")).toBeVisible();
    const open = card.getByRole("link", { name: "Open in maps (opens in a new tab)" });
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute("href", site.map.linkUrl);
    await expect(page.locator("iframe")).toHaveCount(0);
  });
});
