import { site } from "../../app/content/site";
import { expect, hydrated, test } from "./fixtures";

/**
 * The contact page: address, tap-to-call phones, e-mails, hours, the
 * enquiry form, the map on request, and the open/closed line in Kathmandu
 * time whatever the visitor's time zone.
 */

test.describe("/contact", () => {
  test("address, tap-to-call phones, e-mails, hours, the enquiry form and the map", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const main = page.locator("main");
    await expect(main.locator("address").first()).toContainText("Kamalpokhari");
    for (const phone of site.phones) {
      await expect(main.locator(`a[href="tel:${phone.replace(/[^+\d]/g, "")}"]`)).toHaveText(phone);
    }
    for (const email of site.emails) await expect(main.locator(`a[href="mailto:${email}"]`).first()).toBeVisible();
    await expect(main).toContainText("Sunday to Friday: 7:00 AM – 5:00 PM");
    await expect(main.locator("form")).toHaveCount(1);
    // The map is on request: its card until "Show map", then the provider's frame in its place.
    await expect(main.locator('iframe[src^="https://www.openstreetmap.org/"]')).toHaveCount(0);
    await main.locator('[data-map="card"]').getByRole("button", { name: "Show map" }).click();
    await expect(main.locator('iframe[src^="https://www.openstreetmap.org/"]')).toHaveCount(1);
  });

  // 2026-11-25 is a Wednesday, 2026-11-28 a Saturday; Kathmandu is UTC+05:45.
  const cases: [string, string, RegExp][] = [
    ["Wednesday 11:45 in Kathmandu", "2026-11-25T06:00:00Z", /^Open now · closes at 5:00 PM/],
    ["Friday 17:00 in Kathmandu", "2026-11-27T11:15:00Z", /^Closed now · opens Sunday at 7:00 AM/],
    ["Saturday 11:45 in Kathmandu", "2026-11-28T06:00:00Z", /^Closed now · opens tomorrow at 7:00 AM/],
  ];
  for (const [label, iso, text] of cases) {
    test(`open/closed line on ${label}, whatever the visitor's time zone`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ timezoneId: "America/New_York", baseURL });
      await context.route(
        (url) => url.origin !== new URL(baseURL!).origin && url.protocol.startsWith("http"),
        (route) => route.fulfill({ status: 204, body: "" }),
      );
      const page = await context.newPage();
      await page.clock.install({ time: new Date(iso) });
      await page.goto("/contact");
      await hydrated(page);
      await expect(page.locator("[data-open-status]")).toHaveText(text);
      await context.close();
    });
  }
});
