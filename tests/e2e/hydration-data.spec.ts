import { expect, hydrated, painted, test } from "./fixtures";

// A page's hydration data is served apart from its HTML and fetched when
// the page's scripts start, after the first paint (worker/hydration-data.ts, decision 023). The Worker's
// half is proven in worker/hydration-data.test.ts; here, the browser's.

const INERT = 'script[type="text/x-module-on-demand"]';

test("the page's data is fetched once, after the first paint, and the page hydrates from it", async ({
  page,
  problems,
}) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/__hydration/")) requests.push(request.url());
  });
  const response = await page.goto("/programs/l4dc");
  expect(await response!.text()).not.toContain("streamController.enqueue");
  await painted(page);
  await hydrated(page);
  expect(requests).toHaveLength(1);
  expect(new URL(requests[0]!).searchParams.get("page")).toBe("/programs/l4dc");
  const fetched = await page.evaluate(() => {
    const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
    const data = performance.getEntriesByType("resource").find((e) => e.name.includes("/__hydration/"));
    return { paint, start: data?.startTime ?? Number.NaN };
  });
  expect(fetched.start).toBeGreaterThanOrEqual(fetched.paint);
  // The bootstrap ran: nothing is left inert.
  await expect(page.locator(INERT)).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test("when the data cannot be loaded, the page stays as served: its modules never run, and its links still work", async ({
  page,
}) => {
  await page.route("**/__hydration/**", (route) => route.abort());
  const failed = page.waitForEvent("requestfailed", (request) => request.url().includes("/__hydration/"));
  await page.goto("/programs/l4dc");
  // A key press that does nothing starts the scripts, as any first sign of activity does.
  await page.keyboard.press("Shift");
  await failed;
  await page.waitForLoadState("load");
  // React Router's bootstrap is still inert, so nothing half-started.
  await expect(page.locator(INERT)).toHaveCount(1);
  expect(await page.evaluate(() => "__reactRouterRouteModules" in window)).toBe(false);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Level 4 Diploma in Computing");
  // A plain link is a plain link: the browser loads the next page itself.
  await page.locator("footer").getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
