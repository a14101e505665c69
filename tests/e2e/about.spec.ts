import type { Page } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { creditTransfer } from "../../app/content/credit-transfer";
import { gallery } from "../../app/content/gallery";
import { galleryPageNe } from "../../app/content/gallery.ne";
import { ceoMessage, chairmanMessage } from "../../app/content/leaders";
import { nccEducation } from "../../app/content/ncc-education";
import type { PartnershipPage, Stat } from "../../app/content/partnership";
import { uclan } from "../../app/content/uclan";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, freezeClock, hydrated, renderedHtml, test } from "./fixtures";
import { untranslated } from "./nepali-text";

/**
 * The About pages: the gallery and its viewer, the Chairman's and CEO's
 * messages, the UCLan and NCC Education partnership pages and credit
 * transfer (sections, counters, the bounded Loading overlay, the guide PDF).
 */

const shown = (s: Stat) => `${s.prefix ?? ""}${s.value.toFixed(s.decimals ?? 0)}${s.suffix ?? ""}`;

test.describe("gallery", () => {
  test("shows 11 lazy images with explicit dimensions in 1, 2 or 3 columns", async ({ page }) => {
    await page.goto("/about/gallary");
    const images = page.locator("[data-gallery] img");
    await expect(images).toHaveCount(11);
    expect(gallery).toHaveLength(11);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("loading", "lazy");
      await expect(img).toHaveAttribute("width", "800");
      await expect(img).toHaveAttribute("height", "600");
      expect(await img.getAttribute("alt")).toBeTruthy();
    }
    const columns = () =>
      page.locator("[data-gallery]").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    for (const [width, count] of [
      [390, 1],
      [800, 2],
      [1366, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns(), `${width}px`).toBe(count);
    }
  });

  test("11 distinct illustrations with their own alt text, and a hover zoom that respects reduced motion", async ({
    page,
  }) => {
    expect(new Set(gallery.map((g) => g.src)).size).toBe(11);
    expect(new Set(gallery.map((g) => g.alt)).size).toBe(11);
    await page.setViewportSize(DESKTOP);
    await page.goto("/about/gallary");
    const first = page.locator("[data-gallery] img").first();
    await first.hover();
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).scale)).toBe("1.05");
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.mouse.move(0, 0);
    await first.hover();
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).scale)).toBe("none");
  });

  test("the viewer works by keyboard: Enter, arrows, Escape, focus return", async ({ page }) => {
    await page.goto("/about/gallary");
    await hydrated(page);
    const tiles = page.locator("[data-gallery] a");
    await tiles.first().focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`${gallery[0]!.caption} (1 of 11)`);
    await expect(dialog.locator("img")).toHaveAttribute("src", gallery[0]!.src);
    await page.keyboard.press("ArrowRight");
    await expect(dialog).toContainText(`${gallery[1]!.caption} (2 of 11)`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(dialog).toContainText(`${gallery[10]!.caption} (11 of 11)`);
    // Focus stays inside the modal.
    expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Back to the tile of the image last shown.
    await expect(tiles.nth(10)).toBeFocused();
    // The buttons work too, and the close button returns focus the same way.
    await tiles.nth(4).click();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog).toContainText("(6 of 11)");
    await dialog.getByRole("button", { name: "Close image viewer" }).click();
    await expect(dialog).toBeHidden();
    await expect(tiles.nth(5)).toBeFocused();
  });

  test("on a phone, a sideways swipe on the image moves through the gallery", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto("/about/gallary");
    await hydrated(page);
    await page.locator("[data-gallery] a").nth(1).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`${gallery[1]!.caption} (2 of 11)`);
    const image = dialog.locator("img");
    const swipe = async (dx: number) => {
      const box = await image.boundingBox();
      if (!box) throw new Error("the viewer's image has no box");
      const y = box.y + box.height / 2;
      const from = box.x + box.width / 2 - dx / 2;
      for (const [type, x] of [
        ["pointerdown", from],
        ["pointerup", from + dx],
      ] as const)
        await image.dispatchEvent(type, { clientX: x, clientY: y, pointerType: "touch", isPrimary: true });
    };
    await swipe(-120);
    await expect(dialog).toContainText(`${gallery[2]!.caption} (3 of 11)`);
    await expect(image).toHaveAttribute("src", gallery[2]!.src);
    await swipe(120);
    await swipe(120);
    await expect(dialog).toContainText(`${gallery[0]!.caption} (1 of 11)`);
    // A tap that barely moves is not a swipe.
    await swipe(-20);
    await expect(dialog).toContainText("(1 of 11)");
    await expectNoAxeViolations(page);
  });

  test("without JavaScript, a tile opens its picture", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/about/gallary");
    await page.locator("[data-gallery] a").nth(3).click();
    await expect(page).toHaveURL(new RegExp(`${gallery[3]!.src}$`));
    await context.close();
  });

  test("a failed image becomes the placeholder, before or after the page script starts", async ({ page }) => {
    // The third image is in view at once (it can fail before the page script starts);
    // the last loads only when scrolled to (it fails after).
    const broken = [gallery[2]!, gallery[10]!];
    for (const image of broken) await page.route(`**${image.src}`, (route) => route.fulfill({ status: 404, body: "" }));
    await page.setViewportSize(DESKTOP);
    await page.goto("/about/gallary");
    await hydrated(page);
    const imgs = page.locator("[data-gallery] img");
    await imgs.nth(10).scrollIntoViewIfNeeded();
    for (const i of [2, 10]) {
      await expect(imgs.nth(i)).toHaveAttribute("src", "/gallery/placeholder.svg");
      await expect(imgs.nth(i)).toHaveAttribute("alt", /image unavailable/);
      // The placeholder itself loads.
      await expect.poll(() => imgs.nth(i).evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    }
    await expect(imgs.nth(0)).toHaveAttribute("src", gallery[0]!.src);
  });
});

for (const [path, message] of [
  ["/about/Chairman-message", chairmanMessage],
  ["/about/CEO", ceoMessage],
] as const) {
  test(`${path}: header, logo, intro, portrait and the Our Vision question`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 2, name: message.header })).toBeVisible();
    await expect(page.getByRole("img", { name: message.logo.alt })).toBeVisible();
    for (const p of message.introMessage) await expect(page.getByText(p)).toBeVisible();
    // Signed with the name the staff page gives the same role (app/content/staff.ts).
    await expect(page.locator("main")).toContainText(`${message.name}${message.title}`);
    await expect(page.getByRole("img", { name: message.image.alt })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Our Vision" })).toBeVisible();
    const questions = page.locator("[data-collapsible]");
    await expect(questions).toHaveCount(1);
    await expect(questions.getByRole("heading", { name: message.vision[0]!.question })).toBeVisible();
    await expect(questions).not.toHaveAttribute("open");
    await questions.locator("summary").click();
    await expect(questions).toHaveAttribute("open", "");
    await expect(questions).toContainText("over 20 industry leaders");
  });
}

// Counters: the server's HTML already shows each target; in the browser they
// restart from zero and land exactly on the target after the duration.
async function checkCounters(page: Page, path: string, stats: Stat[], duration: number) {
  await freezeClock(page);
  await page.goto(path);
  await hydrated(page);
  const values = page.locator("[data-stats] [data-count-value]");
  await expect(values).toHaveCount(stats.length);
  await values.first().scrollIntoViewIfNeeded();
  // Once visible, the count restarts from zero…
  await expect(values.first()).toHaveText(shown({ ...stats[0]!, value: 0 }));
  await page.clock.runFor(duration / 4);
  // …is part-way after a quarter of the time…
  const early = await values.allTextContents();
  expect(early).not.toEqual(stats.map(shown));
  expect(early).not.toEqual(stats.map((s) => shown({ ...s, value: 0 })));
  // …and lands exactly on the target when the duration is up.
  await page.clock.runFor((duration * 3) / 4);
  await expect(values).toHaveText(stats.map(shown));
}

const partnerPages: [string, PartnershipPage, number, string[], string][] = [
  ["/about/uclan", uclan, 6, ["/bcis", "/cyber-security"], "Discover More"],
  [
    "/about/ncc-education",
    nccEducation,
    7,
    ["/level-4-computing", "/level-5-computing", "/short-course-cyber-security", "/level-3-foundation"],
    "Visit NCC Education",
  ],
];

for (const [path, content, sections, links, outward] of partnerPages) {
  test.describe(path, () => {
    test("sections, programme links and the outward link", async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("[data-collapsible]")).toHaveCount(sections);
      expect(content.sections).toHaveLength(sections);
      for (const s of content.sections)
        await expect(
          page.locator("[data-collapsible] > summary").getByRole("heading", { name: s.title }),
        ).toBeVisible();
      for (const href of links) await expect(page.locator(`main a[href="${href}"]`)).toHaveCount(1);
      const out = page.getByRole("link", { name: outward });
      await expect(out).toHaveAttribute("target", "_blank");
      await expect(out).toHaveAttribute("rel", "noopener noreferrer");
      await expect(out).toHaveAttribute("href", /^https:\/\//);
      // After hydration a click still reaches the server's redirect, not the client-side 404.
      await page.locator(`main a[href="${links[0]}"]`).click();
      await expect(page).toHaveURL(/\/programs\/(business-computing|l4dc)$/);
      await expect(page.locator("h1")).not.toHaveText("We couldn't find that page");
      // Back to the partner page, and settled there: a test that ends mid-navigation leaves
      // the browser closing a page that is still loading.
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await hydrated(page);
      if (path.includes("ncc")) await expect(page.locator("main")).toContainText("recognised by over 70 universities");
    });

    test("the server's HTML shows every target", async ({ request }) => {
      const html = await (await request.get(path)).text();
      for (const stat of content.stats) expect(html).toContain(`data-count-target="${shown(stat)}"`);
      expect(content.countDuration).toBe(4000);
    });

    test("counters end exactly at their targets after 4000 ms", async ({ page }) => {
      await checkCounters(page, path, content.stats, content.countDuration);
    });
  });
}

// Decision 002: the Loading overlay of the counter pages is never in the
// server's HTML, lasts at most about 100 ms and never shows under reduced motion.
for (const path of ["/about/uclan", "/about/ncc-education", "/about/credit-transfer"]) {
  test(`${path}: the Loading overlay is bounded`, async ({ page, request }) => {
    expect(renderedHtml(await (await request.get(path)).text())).not.toContain("data-loading-overlay");
    const overlay = page.locator("[data-loading-overlay]");
    await page.goto(path);
    await hydrated(page);
    await expect(overlay).toHaveCount(0, { timeout: 200 });
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector("[data-loading-overlay]"))
          (window as unknown as { sawOverlay: boolean }).sawOverlay = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    await hydrated(page);
    expect(await page.evaluate(() => (window as unknown as { sawOverlay?: boolean }).sawOverlay ?? false)).toBe(false);
  });
}

test.describe("/about/credit-transfer", () => {
  test("stats, the three blocks, the embedded guide and the shared section", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/about/credit-transfer");
    await hydrated(page);
    for (const title of ["What is Credit Transfer", "Benefits", "How It Works"]) {
      await expect(page.locator("[data-collapsible] > summary").getByRole("heading", { name: title })).toBeVisible();
    }
    const frame = page.locator("object.pdf-frame");
    await expect(frame).toHaveAttribute("data", "/credittransfer.pdf");
    await expect(frame).toHaveAttribute("type", "application/pdf");
    await expect(frame).toHaveAccessibleName(/Credit Transfer Guide/);
    expect((await frame.boundingBox())?.height).toBe(500);
    await expect(page.locator('main a[href="/credittransfer.pdf"][download]')).toBeVisible();
    await expect(page.getByRole("heading", { name: "Plan your credit transfer with us" })).toBeVisible();
    await expect(page.locator('main a[href="/VisitUs"]')).toBeVisible();
  });

  test("counters end at 70, 50 and 100000 after 4000 ms", async ({ page }) => {
    await checkCounters(page, "/about/credit-transfer", creditTransfer.stats, 4000);
  });

  test("/credittransfer.pdf is a real PDF built from the page's content", async ({ request }) => {
    const res = await request.get("/credittransfer.pdf");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("application/pdf");
    const body = await res.body();
    expect(body.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(1000);
    // It parses, and carries the title the page shows above the frame.
    const pdf = await PDFDocument.load(body);
    expect(pdf.getTitle()).toBe(creditTransfer.pdf.title);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(1);
  });
});

// The Nepali pages (decision 021): what the checker in nepali.spec.ts cannot see on a page as it loads.
test.describe("in Nepali", () => {
  test("the gallery's viewer speaks Nepali and counts in Devanagari digits", async ({ page, problems }) => {
    await page.goto("/ne/about/gallary");
    await hydrated(page);
    await page.locator("[data-gallery] a").first().click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`${galleryPageNe.images[0]!.caption} (११ मध्ये १)`);
    await expect(dialog.locator("img")).toHaveAttribute("alt", galleryPageNe.images[0]!.alt);
    await dialog.getByRole("button", { name: "अर्को तस्बिर" }).click();
    await expect(dialog).toContainText("(११ मध्ये २)");
    expect(await untranslated(page, "dialog")).toEqual([]);
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "तस्बिर हेर्ने झ्याल बन्द गर्नुहोस्" }).click();
    await expect(dialog).toBeHidden();
    expect(problems.list).toEqual([]);
  });

  test("a partnership page's programme links lead to the Nepali programme pages", async ({ page }) => {
    await page.goto("/ne/about/uclan");
    await hydrated(page);
    await expect(page.locator("[data-stats] [data-count-target]").nth(3)).toHaveAttribute(
      "data-count-target",
      "शीर्ष ३.७%",
    );
    await page.locator('main a[href="/ne/bcis"]').click();
    await expect(page).toHaveURL(/\/ne\/programs\/business-computing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ne");
  });

  test("credit transfer: the English guide, said to be in English, and the next steps in Nepali", async ({ page }) => {
    await page.goto("/ne/about/credit-transfer");
    await hydrated(page);
    await expect(page.locator("object.pdf-frame")).toHaveAttribute("data", "/credittransfer.pdf");
    await expect(page.locator("object.pdf-frame")).toHaveAccessibleName(/अङ्ग्रेजीमा/);
    await expect(page.locator('main a[href="/credittransfer.pdf"][download]')).toContainText("डाउनलोड");
    await expect(page.locator('main a[href="/ne/VisitUs"]')).toBeVisible();
  });
});
