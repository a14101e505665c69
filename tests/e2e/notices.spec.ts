import type { APIRequestContext } from "@playwright/test";
import { POPUP_SEEN_KEY } from "../../app/content/home-settings";
import { noticeWords } from "../../app/notices/words";
import { noticeWordsNe } from "../../app/notices/words.ne";
import { DESKTOP, PHONE, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";
import { ADMIN_TOKEN } from "./forms-standin";

// requirements §10 "Notices": the board and a notice's page, in both
// languages, on a phone and a desktop, with and without JavaScript. The
// notice is made through the operator API (it is neither pinned nor the
// popup, so the home page's other tests see the first notices unchanged)
// and deleted after.

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const TITLE = { en: "Exam routine for the December tests", ne: "पुस महिनाको परीक्षा तालिका" };
const BODY = {
  en: "The routine for every programme is below.\n\n- Arrive 30 minutes early\n- Bring your [admit card](/apply)",
  ne: "",
};

// One worker makes the notice and runs every test here: two copies of it would make its links ambiguous.
test.describe.configure({ mode: "default" });

let notice: { id: number; path: string };

async function makeNotice(request: APIRequestContext) {
  const made = await request.post("/api/admin/notices", {
    headers: auth,
    data: {
      title: TITLE,
      body: BODY,
      category: "exams",
      publishAt: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(made.status()).toBe(201);
  const { id } = (await made.json()).notice as { id: number };
  const file = await request.post(`/api/admin/notices/${id}/attachments`, {
    headers: auth,
    multipart: {
      file: { name: "routine.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7\n%%EOF\n") },
    },
  });
  expect(file.status()).toBe(201);
  return { id, path: `/notices/${id}-exam-routine-for-the-december-tests` };
}

test.beforeAll(async ({ request }) => {
  notice = await makeNotice(request);
});

test.afterAll(async ({ request }) => {
  await request.delete(`/api/admin/notices/${notice.id}`, { headers: auth });
});

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test.describe(`on a ${name}`, () => {
    test.use({ viewport });

    test("the board lists the notice, filters by category and leads to it, in English", async ({ page, problems }) => {
      // Each page is let finish loading (its page script included) before the next is asked for:
      // a visitor may leave sooner, but the request the browser then drops would hide a real failure here.
      await page.goto("/notices");
      await hydrated(page);
      await expect(page.locator("h1")).toHaveText(noticeWords.board);
      const link = page.getByRole("link", { name: TITLE.en });
      await expect(link).toBeVisible();
      await page.getByLabel(noticeWords.filter).selectOption("holidays");
      await page.getByRole("main").getByRole("button", { name: noticeWords.show }).click();
      await expect(page).toHaveURL(/\?category=holidays$/);
      await hydrated(page);
      await expect(page.getByRole("status")).toHaveText(noticeWords.none);
      await page.getByLabel(noticeWords.filter).selectOption("exams");
      await page.getByRole("main").getByRole("button", { name: noticeWords.show }).click();
      await expect(page).toHaveURL(/\?category=exams$/);
      await hydrated(page);
      await expectNoAxeViolations(page);
      await page.getByRole("link", { name: TITLE.en }).click();
      await expect(page).toHaveURL(notice.path);
      await hydrated(page);
      await expect(page.locator("h1")).toHaveText(TITLE.en);
      await expect(page.getByRole("listitem").filter({ hasText: "Arrive 30 minutes early" })).toBeVisible();
      await expect(page.getByRole("link", { name: "admit card" })).toHaveAttribute("href", "/apply");
      // Its label: the file's own name without the extension (worker/notices/attachments.ts fileLabel).
      const file = page.getByRole("link", { name: "routine", exact: true });
      await expect(file).toHaveAttribute("href", /^\/notices\/files\/[0-9a-f-]{36}\/routine\.pdf$/);
      const served = await page.request.get((await file.getAttribute("href"))!);
      expect(served.headers()["content-type"]).toBe("application/pdf");
      await expectNoAxeViolations(page);
      expect(problems.list).toEqual([]);
    });

    test("in Nepali, the Nepali title, the English body marked as English, and both calendars", async ({
      page,
      problems,
    }) => {
      await page.goto("/ne/notices");
      await hydrated(page);
      await expect(page.locator("h1")).toHaveText(noticeWordsNe.board);
      await page.getByRole("link", { name: TITLE.ne }).click();
      await expect(page).toHaveURL(`/ne${notice.path}`);
      await hydrated(page);
      await expect(page.locator("h1")).toHaveText(TITLE.ne);
      await expect(page.locator("h1")).not.toHaveAttribute("lang");
      await expect(page.locator(".prose[lang=en]")).toContainText("Arrive 30 minutes early");
      // Bikram Sambat first, the Gregorian date after it, both in Nepali.
      await expect(page.locator("article time")).toHaveText(/^२०[८९][०-९] .+, .+ \([०-९]+ [^ ]+ २०[२-९][०-९]\)$/);
      await expectNoAxeViolations(page);
      expect(problems.list).toEqual([]);
    });
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the board filters and leads to the notice", async ({ page }) => {
    await page.goto("/notices");
    await page.getByLabel(noticeWords.filter).selectOption("exams");
    await page.getByRole("main").getByRole("button", { name: noticeWords.show }).click();
    await expect(page).toHaveURL(/\?category=exams$/);
    await page.getByRole("link", { name: TITLE.en }).click();
    await expect(page.locator("h1")).toHaveText(TITLE.en);
  });
});

test("the home page lists the latest notices, the notice among them, with a link to the board", async ({ page }) => {
  await page.addInitScript((key) => sessionStorage.setItem(key, "1"), POPUP_SEEN_KEY);
  await page.goto("/?latest");
  const latest = page.getByRole("region", { name: noticeWords.latest });
  await expect(latest.getByRole("link", { name: TITLE.en })).toBeVisible();
  await expect(latest.getByRole("link", { name: noticeWords.allNotices })).toHaveAttribute("href", "/notices");
});

test("the feed is Atom that an XML parser reads, and names the notice", async ({ request, page }) => {
  const feed = await request.get("/notices/feed.xml");
  expect(feed.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await feed.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(xml).toContain(`<title xml:lang="en">${TITLE.en}</title>`);
  expect(xml).toContain(`${notice.path}"/>`);
  // The browser's own XML parser: well-formed, in Atom's namespace, each entry with what RFC 4287 requires.
  const read = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const atom = "http://www.w3.org/2005/Atom";
    const entries = [...doc.getElementsByTagNameNS(atom, "entry")];
    return {
      error: doc.getElementsByTagName("parsererror")[0]?.textContent ?? null,
      root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
      complete: entries.every((e) =>
        ["id", "title", "updated"].every((n) => e.getElementsByTagNameNS(atom, n).length === 1),
      ),
      titles: entries.map((e) => e.getElementsByTagNameNS(atom, "title")[0]?.textContent),
    };
  }, xml);
  expect(read.error).toBeNull();
  expect(read.root).toBe("http://www.w3.org/2005/Atom feed");
  expect(read.complete).toBe(true);
  expect(read.titles).toContain(TITLE.en);
});
