import { admissionsFaqs, admissionsProgrammes, applySteps } from "../../app/content/admissions";
import { achievements, ACHIEVEMENT_STEPS, policies } from "../../app/content/policies";
import { chairman, staff } from "../../app/content/staff";
import { toDevanagariDigits } from "../../app/i18n/numerals";
import { expect, freezeClock, hydrated, hydratedNoRaf, openAll, renderedHtml, test } from "./fixtures";

/**
 * The administration pages: faculty and staff (cards, avatars, photo
 * fallbacks), admissions (steps, programme links, FAQs, office hours) and
 * policies (the collapsible policies and their counters).
 */

test.describe("faculty and staff", () => {
  test("the Chairman as a featured card and twelve others in a 1/2/3-column grid", async ({ page }) => {
    await page.goto("/administration/faculty-staff");
    await hydrated(page);
    await expect(page.locator("h1")).toHaveText("Our Faculty and Administrative Team");
    const featured = page.locator("[data-staff-card='chairman']");
    await expect(featured).toHaveCount(1);
    await expect(featured).toContainText(chairman.name);
    await expect(featured).toContainText("Chairman");
    const cards = page.locator("[data-staff-grid] [data-staff-card='member']");
    await expect(cards).toHaveCount(12);
    for (const member of staff) {
      const card = cards.filter({ hasText: member.name });
      await expect(card).toContainText(member.role);
      await expect(card.locator("img")).toBeVisible();
    }
    const columns = () =>
      page.locator("[data-staff-grid]").evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(" ").length);
    for (const [width, expected] of [
      [390, 1],
      [800, 2],
      [1366, 3],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      expect(await columns()).toBe(expected);
    }
  });

  test("missing photos get the avatar chosen by name", async ({ page }) => {
    await page.goto("/administration/faculty-staff");
    await hydrated(page);
    const photo = (name: string) => page.locator("[data-staff-card]").filter({ hasText: name }).locator("img");
    await expect(photo("Anita Maharjan")).toHaveAttribute("src", "/avatars/female.svg");
    await expect(photo("Bikash Thapa")).toHaveAttribute("src", "/avatars/generic.svg");
    for (const img of await page.locator("[data-staff-card] img").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    }
  });

  test("a photo that fails to load is replaced by the placeholder", async ({ page }) => {
    await page.route("**/portraits/chairman.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto("/administration/faculty-staff");
    await hydrated(page);
    const img = page.locator("[data-staff-card='chairman'] img");
    await expect(img).toHaveAttribute("src", "/avatars/placeholder.svg");
    await expect(img).toHaveAttribute("data-staff-photo", "placeholder");
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    // Only the failed photo changed.
    await expect(page.locator("[data-staff-photo='placeholder']")).toHaveCount(1);
  });
});

test("admissions: contact, counsellor, reasons, exactly the five programme links, 5 steps, Apply Now, 4 FAQs, office hours", async ({
  page,
  request,
}) => {
  await page.goto("/administration/admissions");
  await hydrated(page);
  const contact = page.locator("[data-admissions-contact]");
  await expect(contact.locator("a[href^='tel:']")).toHaveCount(2);
  await expect(contact.locator("a[href^='mailto:']")).toHaveCount(2);
  await expect(page.locator("[data-office-hours]")).toHaveText("Office hours: Sunday to Friday, 9:00 AM – 5:00 PM");
  await expect(page.locator("[data-counsellor]")).toContainText("Admission Counsellor");
  await expect(page.locator("#admissions-reasons")).toBeVisible();
  const links = await page
    .locator("[data-admissions-programmes] a")
    .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
  expect(links).toEqual([
    "/programs/bsc-business-computing",
    "/programs/bsc-cyber-security",
    "/programs/level-4-diploma",
    "/programs/level-5-diploma",
    "/programs/short-courses-cyber-security",
  ]);
  expect(admissionsProgrammes).toHaveLength(5);
  await expect(page.locator("[data-apply-steps] > li")).toHaveCount(5);
  expect(applySteps).toHaveLength(5);
  await expect(page.getByRole("link", { name: "Apply Now" })).toHaveAttribute("href", "/apply");
  await expect(page.locator("[data-faq]")).toHaveCount(4);
  expect(admissionsFaqs).toHaveLength(4);
  await expect(page.locator("[data-faqs]")).toContainText(
    "Level 4 Diploma in Computing: completion of high school (10+2 or equivalent) with at least 50%",
  );
  await expect(page.locator("[data-faqs]")).toContainText("5 to 7 business days");
  // The programme links reach a page, not a dead end (the link-only paths answer with a redirect to the programme page).
  for (const href of links) {
    const res = await request.get(href!);
    expect(res.status(), href!).toBe(200);
  }
});

test("policies: six collapsible policies carrying requirements §9's figures", async ({ page }) => {
  await page.goto("/administration/policies");
  await hydrated(page);
  const sections = page.locator("[data-policies] [data-collapsible]");
  await expect(sections).toHaveCount(6);
  expect(policies).toHaveLength(6);
  await openAll(page);
  const text = page.locator("[data-policies]");
  for (const figure of [
    "Level 4 Diploma in Computing: completion of high school (10+2 or equivalent) with at least 50%",
    "Level 3 Diploma in Computing: completion of the Secondary Education Examination (SEE)",
    "IELTS 5.5",
    "5-7 business days",
    "minimum of 80% attendance",
    "within 10 business days",
    "within four weeks",
  ]) {
    await expect(text).toContainText(figure);
  }
});

test.describe("policies counters", () => {
  /** The value a 20-step counter shows `t` ms after it starts. */
  const expected = (value: number, duration: number, t: number) => {
    const step = Math.min(ACHIEVEMENT_STEPS, Math.floor(t / (duration / ACHIEVEMENT_STEPS)));
    return `${(step >= ACHIEVEMENT_STEPS ? value : (value * step) / ACHIEVEMENT_STEPS).toFixed(0)}+`;
  };

  test("SSR HTML already shows the targets and no overlay", async ({ request }) => {
    const html = await (await request.get("/administration/policies")).text();
    for (const a of achievements) expect(html).toContain(`>${a.value}+</span>`);
    expect(renderedHtml(html)).not.toContain("data-loading-overlay");
  });

  test("count from zero to exactly 6, 10 and 20 over 2 s, 3 s and 4 s", async ({ page }) => {
    expect(achievements.map((a) => [a.value, a.duration])).toEqual([
      [6, 2000],
      [10, 3000],
      [20, 4000],
    ]);
    await freezeClock(page, "2026-11-22T06:00:00Z");
    await page.goto("/administration/policies");
    await hydratedNoRaf(page);
    const shown = (label: string) => page.locator(`[data-achievement="${label}"] [data-count-value]`);
    for (const a of achievements) await expect(shown(a.label)).toHaveText("0+");
    let elapsed = 0;
    for (const t of [1000, 1999, 2000, 2999, 3000, 3999, 4000, 6000]) {
      await page.clock.runFor(t - elapsed);
      elapsed = t;
      for (const a of achievements)
        await expect(shown(a.label), `${a.label} at ${t} ms`).toHaveText(expected(a.value, a.duration, t));
    }
    for (const a of achievements) await expect(shown(a.label)).toHaveText(`${a.value}+`);
  });

  test("under reduced motion the targets show at once and no overlay ever appears", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector("[data-loading-overlay]"))
          (window as unknown as { overlaySeen: boolean }).overlaySeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto("/administration/policies");
    await hydrated(page);
    for (const a of achievements)
      await expect(page.locator(`[data-achievement="${a.label}"] [data-count-value]`)).toHaveText(`${a.value}+`);
    expect(await page.evaluate(() => (window as unknown as { overlaySeen?: boolean }).overlaySeen ?? false)).toBe(
      false,
    );
  });

  test("on the Nepali page they count in Devanagari digits, to the same targets", async ({ page }) => {
    await freezeClock(page, "2026-11-22T06:00:00Z");
    await page.goto("/ne/administration/policies");
    await hydratedNoRaf(page);
    const shown = page.locator("[data-achievements] [data-count-value]");
    await expect(shown).toHaveText(achievements.map(() => "०+"));
    await page.clock.runFor(5000);
    await expect(shown).toHaveText(achievements.map((a) => `${toDevanagariDigits(String(a.value))}+`));
  });
});
