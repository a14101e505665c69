import { expect, test } from "./fixtures";

// The `problems` fixture (fixtures.ts), which every spec's last check reads.
test("a request of the page that fails is a problem; one cancelled because the page was replaced is not", async ({
  page,
  problems,
}) => {
  await page.goto("/contact");
  const failed = page.waitForEvent("requestfailed");
  await page.route("**/probe-failing", (route) => route.abort("connectionrefused"));
  await page.evaluate(() => fetch("/probe-failing").catch(() => null));
  await failed;
  const failing = () => problems.list.filter((p) => p.startsWith("requestfailed:"));
  expect(failing()).toEqual([expect.stringMatching(/\/probe-failing net::ERR_CONNECTION_REFUSED$/)]);

  // Left unanswered, then the page reloaded under it: the browser cancels it.
  await page.route("**/probe-pending", () => {});
  const cancelled = page.waitForEvent("requestfailed", (req) => req.url().endsWith("/probe-pending"));
  await page.evaluate(() => void fetch("/probe-pending").catch(() => null));
  await page.reload();
  expect((await cancelled).failure()?.errorText).toBe("net::ERR_ABORTED");
  expect(failing()).toHaveLength(1);
});
