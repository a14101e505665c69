import { expect, expectNoAxeViolations, test } from "./fixtures";

// The checks of fixtures.ts that every spec relies on, failing where they must.

// The `problems` fixture, which every spec's last check reads.
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

test("the axe check fails a page with a violation, in the page or in a frame of its own site, and passes a clean one", async ({
  page,
}) => {
  const document = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;
  // Served from the site's own origin, as its pages and their frames are.
  await page.route("**/axe-probe/*", (route) => {
    const name = new URL(route.request().url()).pathname.split("/").pop() ?? "";
    const body = {
      clean: "<p>Text.</p>",
      framed: '<iframe title="Inner" src="inner"></iframe>',
      inner: '<img src="y.png">',
    };
    return route.fulfill({ contentType: "text/html", body: document(name, body[name as keyof typeof body]) });
  });
  await page.goto("/axe-probe/clean");
  await expectNoAxeViolations(page);

  // Checked twice on one page, as every page is at two widths: axe is put in once and still finds what changed.
  await page.evaluate(() =>
    window.document.querySelector("main")?.insertAdjacentHTML("beforeend", '<img src="x.png">'),
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: img/);

  await page.goto("/axe-probe/framed");
  await expect(page.frameLocator("iframe").locator("img")).toHaveCount(1);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt: iframe img/);
});
