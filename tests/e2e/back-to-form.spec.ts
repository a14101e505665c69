import type { Locator } from "@playwright/test";
import { expect, hold, test } from "./fixtures";
import { fillAdmissionText } from "./forms-helpers";
import { smallImage } from "./forms-images";

/**
 * A form sent before its scripts have started (on a slow phone that window
 * lasts seconds) or without JavaScript posts natively and gets the result
 * page. When that page lists errors, it tells the visitor the browser's Back
 * button returns to the form with what they typed, and on a form with files
 * that those must be attached again (browsers keep typed values, not chosen
 * files): these hold it to that.
 */
const values = (form: Locator) =>
  form.evaluate((f: HTMLFormElement) =>
    [...f.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input, textarea")]
      .filter((e) => e.type !== "hidden" && e.type !== "submit" && e.type !== "file")
      .map((e) => [e.name, e instanceof HTMLInputElement && /checkbox|radio/.test(e.type) ? e.checked : e.value]),
  );

for (const javaScriptEnabled of [false, true]) {
  const when = javaScriptEnabled ? "before the scripts have started" : "without JavaScript";

  test(`${when}: Back from the result page brings back every value typed and ticked; the page asks for the files again`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    // With JavaScript: every module held back, so the post is the native one.
    const release = javaScriptEnabled ? await hold(page, /\.js$/) : () => {};
    await page.goto("/apply", { waitUntil: javaScriptEnabled ? "commit" : "load" });
    const f = page.locator('form[data-form="admission"]');
    await fillAdmissionText(page, "back-test");
    // An address the API refuses, so the result page lists an error.
    await f.getByLabel("Email").fill("not an address");
    await f.getByLabel("Academic papers").setInputFiles([await smallImage("marks.png")]);
    const typed = await values(f);
    expect(typed.filter(([, v]) => v === true || (typeof v === "string" && v !== "")).length).toBeGreaterThan(8);
    await f.locator('button[type="submit"]').click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("not sent");
    await expect(page.getByText(/attach your photos and documents again/)).toBeVisible();
    // Not "load": with the scripts held back the page never reaches it.
    await page.goBack({ waitUntil: "commit" });
    await expect(f).toBeVisible();
    await expect.poll(() => values(f)).toEqual(typed);
    release();
    await context.close();
  });
}
