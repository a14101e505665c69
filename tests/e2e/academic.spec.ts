import { expect, hydrated, test } from "./fixtures";

/**
 * The academic departments (computing, data science, cybersecurity): each
 * page's introduction, partner wordmarks, topic sections and enquiry form.
 */
const PAGES = ["/academic/computing", "/academic/data-science", "/academic/cybersecurity"] as const;

test("departments: introduction, both partner wordmarks, topic sections, then the enquiry form", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator("#department-intro")).toBeVisible();
    await expect(page.locator("[data-partner-wordmark]")).toHaveCount(2);
    await expect(page.getByRole("img", { name: /University of Central Lancashire wordmark/ })).toBeVisible();
    await expect(page.getByRole("img", { name: /NCC Education wordmark/ })).toBeVisible();
    const topics = page.locator("[data-department-topics] [data-collapsible]");
    expect(await topics.count()).toBeGreaterThanOrEqual(4);
    const first = topics.first();
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    // The enquiry form comes after the topics.
    const order = await page.evaluate(() => {
      const topicsEl = document.querySelector("[data-department-topics]")!;
      const form = document.querySelector("#enquiry")!;
      return topicsEl.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING;
    });
    expect(order).toBeTruthy();
    // requirements §9's data science levels.
    if (path === "/academic/data-science") await expect(page.getByText("more than 3 years")).toBeAttached();
  }
});
