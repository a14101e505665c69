import { writeFile } from "node:fs/promises";
import { expect, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * A picture of an office page for the office guide (docs/office/), taken only
 * when asked (`OFFICE_SCREENSHOTS=1`): every image on the page loaded first
 * (they load lazily, so each is scrolled to), then saved as a palette PNG of
 * a few dozen colours at most (the pages have few; a third of the size of
 * the screenshot as taken).
 */
export async function officePicture(page: Page, path: string, region?: Locator) {
  if (!process.env.OFFICE_SCREENSHOTS) return;
  for (const image of await page.locator("img").all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  const shot = region ? await region.screenshot() : await page.screenshot();
  await writeFile(
    path,
    await sharp(shot).png({ palette: true, quality: 60, effort: 10, compressionLevel: 9 }).toBuffer(),
  );
}
