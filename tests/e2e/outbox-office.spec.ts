import type { Page } from "@playwright/test";
import { submissionReference } from "../../app/forms/contract/reference";
import { sampleApplicant } from "../fixtures/sample-applicant";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { ADMIN, officeServer, onlyOwnRequests } from "./office-server";
import { officePicture as picture } from "./office-pictures";

/**
 * The office's page with the token sign-in, on a server of its own whose
 * stand-in refuses three submissions until they fail for good: signed out
 * nothing is reachable; signed in, the list, the search, a submission with
 * its images, redelivering one, "handled by hand" and its effect on
 * /api/health, redelivering every failed one, the record of who did what,
 * a post from another site refused, the search kept out of every address,
 * a shared reference flagged, a 60 MB post refused, signing out, and
 * signing out everywhere.
 */
test.describe.configure({ mode: "serial" });

const server = officeServer(60);
// The fixtures answer requests to any other origin with an empty 204 (the closed network): this server is the origin.
test.use({ baseURL: server.site });
// Every request any of its pages makes goes to this server: nothing third-party.
onlyOwnRequests(test, server.site);
// Each refused submission has its own marker, so the stand-in can be fixed for one at a time.
const marker = {
  admission: `office-a-${server.run}`,
  enquiry: `office-e-${server.run}`,
  another: `office-x-${server.run}`,
};
let admission = "";
let enquiry = "";
let another = "";
let delivered = "";

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await server.start();
  for (const text of Object.values(marker)) await server.standin(text, "error-json");
  [admission, enquiry, delivered] = await Promise.all([
    server.admission(marker.admission),
    server.enquiry(marker.enquiry),
    server.enquiry(`office-ok-${server.run}`),
  ]);
  // After `enquiry` is accepted, not alongside it: the list's test expects it to be the newer of the two.
  another = await server.enquiry(marker.another);
  for (const id of [admission, enquiry, another]) await server.until(id, "failed");
  await server.until(delivered, "delivered");
});

test.afterAll(async () => {
  await server.stop();
  // The limit is 10 a minute per client and name; a run stays well under it, however fast it goes.
  expect(signIns, "sign-in posts this run").toBeLessThanOrEqual(5);
});

/**
 * Signing in counts against the sign-in limit (10 a minute per client and
 * name, as in production), so the tests do not go through the form each
 * time: each name signs in once per run, and its session (the cookie, as
 * Playwright's storage state holds it) is given to each test's browser. The
 * form itself is walked by the sign-in test; in all, a run signs in five times.
 */
const sessions = new Map<string, Awaited<ReturnType<typeof sessionOf>>>();
let signIns = 0;

async function sessionOf(name: string) {
  signIns++;
  const res = await fetch(`${server.site}/office/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.site, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ name, token: ADMIN }),
  });
  expect(res.status).toBe(303);
  const value = /^mbc_office=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];
  expect(value).toBeTruthy();
  return {
    name: "mbc_office",
    value: value!,
    domain: new URL(server.site).hostname,
    path: "/office",
    httpOnly: true,
    secure: true,
    sameSite: "Strict" as const,
  };
}

async function signIn(page: Page, name = "Sita Sharma") {
  if (!sessions.has(name)) sessions.set(name, await sessionOf(name));
  await page.context().addCookies([sessions.get(name)!]);
  await page.goto(`${server.site}/office`);
  await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
}

/** Through the form, as staff do: for the test of the form itself. */
async function signInByForm(page: Page, name = "Sita Sharma") {
  await page.goto(`${server.site}/office`);
  await expect(page).toHaveURL(`${server.site}/office/sign-in`);
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Office token").fill(ADMIN);
  signIns++;
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
}

test("signed out, no path shows a submission, its images included", async ({ page, request }) => {
  const paths = [
    "/office",
    `/office?q=${submissionReference(admission)}`,
    `/office?state=failed`,
    `/office/submissions/${admission}`,
    `/office/submissions/${admission}/files/studentPhoto/0`,
    `/office/submissions/${admission}/files/academicPapers/1`,
  ];
  for (const path of paths) {
    const res = await request.get(`${server.site}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(303);
    expect(res.headers().location).toBe("/office/sign-in");
    expect(await res.body()).toHaveLength(0);
    await page.goto(`${server.site}${path}`);
    await expect(page).toHaveURL(`${server.site}/office/sign-in`);
    await expect(page.locator("body")).not.toContainText(sampleApplicant.name);
    await expect(page.locator("body")).not.toContainText(submissionReference(admission));
  }
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

test("a wrong token is refused; the right one signs in, and the overview says what is wrong", async ({ page }) => {
  await page.goto(`${server.site}/office/sign-in`);
  await page.getByLabel("Your name").fill("Sita Sharma");
  await page.getByLabel("Office token").fill("not-the-token");
  signIns++;
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That is not the office token.");
  await signInByForm(page);
  await expect(page.getByText("Signed in as Sita Sharma")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Delivery needs attention" })).toBeVisible();
  await expect(page.getByText(/3 submissions have failed/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Redeliver every failed one (3)" })).toBeVisible();
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});

test("the list by state and form, newest first, with name and contact", async ({ page }) => {
  await signIn(page);
  await page.getByLabel("State").selectOption("failed");
  await page.getByLabel("Form").selectOption("enquiry");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/state=failed&form=enquiry/);
  const cards = page.getByRole("list", { name: "Submissions" }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText(submissionReference(another));
  await expect(cards.nth(1)).toContainText(submissionReference(enquiry));
  await expect(cards.first()).toContainText(`${sampleApplicant.name} · ${sampleApplicant.email}`);
  await expect(cards.first()).toContainText("Failed");
  await expect(cards.first()).toContainText("last error: rejected");
});

test("the search finds a submission by its reference however it is written", async ({ page }) => {
  await signIn(page);
  const reference = submissionReference(admission);
  const hex = reference.slice(4);
  for (const typed of [
    reference,
    reference.toLowerCase(),
    hex,
    hex.toLowerCase(),
    ` mbc ${hex.slice(0, 4)} ${hex.slice(4)} `,
  ]) {
    await page.getByLabel("Reference, e-mail or phone").fill(typed);
    await page.getByRole("button", { name: "Find" }).click();
    const found = page.getByRole("list", { name: "Found" });
    await expect(found.getByRole("link", { name: reference }), typed).toBeVisible();
    await expect(found.getByRole("listitem")).toHaveCount(1);
  }
  await page.getByLabel("Reference, e-mail or phone").fill("MBC-00000000");
  await page.getByRole("button", { name: "Find" }).click();
  await expect(page.getByText("Nothing found for “MBC-00000000”.")).toBeVisible();
});

// The office guide's pictures of the page (docs/office/), taken only when asked: OFFICE_SCREENSHOTS=1.
test("screenshots for the office guide", async ({ page }) => {
  test.skip(!process.env.OFFICE_SCREENSHOTS, "set OFFICE_SCREENSHOTS=1 to take them");
  await page.setViewportSize({ width: 390, height: 640 });
  await page.goto("/office/sign-in");
  await picture(page, "docs/office/sign-in.png");
  await signIn(page);
  await page.setViewportSize({ width: 900, height: 900 });
  await picture(page, "docs/office/overview.png");
  await page.getByLabel("Reference, e-mail or phone").fill(submissionReference(admission).toLowerCase());
  await page.getByRole("button", { name: "Find" }).click();
  await picture(page, "docs/office/search.png", page.getByRole("region", { name: "Find a submission" }));
  await page.goto(`/office/submissions/${admission}`);
  await page.setViewportSize({ width: 900, height: 1100 });
  await picture(page, "docs/office/submission.png");
  // The erase page only asks: nothing is erased until its button is pressed, which this test does not do.
  await page.goto(`/office/submissions/${admission}/erase`);
  await page.setViewportSize({ width: 900, height: 480 });
  await picture(page, "docs/office/erase.png");
  await page.goto("/office");
  await picture(page, "docs/office/maintenance.png", page.getByRole("region", { name: "The public site" }));
});

test("a submission's page: every field as sent and its images, served no-store", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.site}/office/submissions/${admission}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Admission ${submissionReference(admission)}`);
  await expect(page.getByText(sampleApplicant.fathersName)).toBeVisible();
  await expect(page.getByText(sampleApplicant.permanentAddress)).toBeVisible();
  const images = page.locator(".images img");
  await expect(images).toHaveCount(4);
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  }
  const file = await page.request.get(`${server.site}/office/submissions/${admission}/files/studentPhoto/0`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("image/png");
  expect(file.headers()["cache-control"]).toBe("no-store");
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});

test("redeliver one: after the script is fixed it reaches the spreadsheet, recorded with who did it", async ({
  page,
}) => {
  await signIn(page);
  await server.standin(marker.admission, "ok");
  await page.goto(`${server.site}/office/submissions/${admission}`);
  await page.getByRole("button", { name: "Redeliver this one" }).click();
  await expect(page.getByRole("status")).toContainText("Sent again");
  await server.until(admission, "delivered");
  await page.reload();
  await expect(page.locator(".state")).toHaveText("In the spreadsheet");
  await expect(page.getByRole("region", { name: "What staff did" })).toContainText(
    "Redelivered by Sita Sharma (office token)",
  );
});

test("handled by hand, with its note: it stops counting as failed, for /api/health too", async ({ page, request }) => {
  await signIn(page);
  const before = await request.get(`${server.site}/api/health`);
  expect(before.status()).toBe(503);
  // The public answer carries no counts; the operator API has them.
  expect(await before.json()).toEqual({ ok: false });
  expect(await server.health()).toMatchObject({ ok: false, failed: 2 });
  await page.goto(`${server.site}/office/submissions/${enquiry}`);
  await page.getByLabel("Note").fill("Phoned the applicant and entered the enquiry by hand");
  await page.getByRole("button", { name: "Mark as handled by hand" }).click();
  await expect(page.getByRole("status")).toContainText("Marked as handled by hand");
  await expect(page.locator(".state")).toHaveText("Handled by hand");
  await expect(page.getByRole("region", { name: "What staff did" })).toContainText(
    "Marked handled by hand by Sita Sharma (office token) (note: “Phoned the applicant and entered the enquiry by hand”)",
  );
  expect(await server.health()).toMatchObject({ ok: false, failed: 1 });
  expect((await server.item(enquiry))?.state).toBe("handled");
});

test("redeliver every failed one, then health is green; the overview lists what staff did", async ({
  page,
  request,
}) => {
  await signIn(page, "Ram Thapa");
  await server.standin(marker.another, "ok");
  await page.getByRole("button", { name: "Redeliver every failed one (1)" }).click();
  await expect(page.getByRole("status")).toHaveText("1 failed submission sent again.");
  await server.until(another, "delivered");
  await expect.poll(async () => (await request.get(`${server.site}/api/health`)).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Delivery is working" })).toBeVisible();
  const record = page.getByRole("region", { name: "What staff did lately" });
  await expect(record.getByRole("listitem")).toHaveCount(3);
  await expect(record.getByRole("listitem").first()).toContainText(
    `Redelivered ${submissionReference(another)} by Ram Thapa (office token)`,
  );
  await expect(record).toContainText(`Marked handled by hand ${submissionReference(enquiry)} by Sita Sharma`);
  await expect(record).toContainText(`Redelivered ${submissionReference(admission)} by Sita Sharma`);
});

test("a post from another site is refused, signed in or not", async ({ page }) => {
  await signIn(page);
  const res = await page.request.post(`${server.site}/office/submissions/${delivered}/handled`, {
    headers: { origin: "https://attacker.example" },
    form: { note: "forged" },
  });
  expect(res.status()).toBe(403);
  expect((await server.item(delivered))?.state).toBe("delivered");
});

test("the search is posted: the e-mail, phone or reference typed is in no address, the history's included", async ({
  page,
}) => {
  const addresses: string[] = [];
  page.on("request", (request) => {
    addresses.push(request.url());
  });
  page.on("framenavigated", (frame) => {
    addresses.push(frame.url());
  });
  await signIn(page);
  const typed = [sampleApplicant.email, sampleApplicant.phone, submissionReference(admission)];
  for (const text of typed) {
    await page.getByLabel("Reference, e-mail or phone").fill(text);
    await page.getByRole("button", { name: "Find" }).click();
    await expect(page.getByRole("list", { name: "Found" }).getByRole("listitem").first()).toBeVisible();
  }
  // The search box keeps what was typed on the answer's page, and the page's own address stays /office.
  await expect(page.getByLabel("Reference, e-mail or phone")).toHaveValue(typed.at(-1)!);
  expect(page.url()).toBe(`${server.site}/office`);
  // Each search is an entry in the tab's history, under the same address.
  expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(typed.length);
  expect(addresses.length).toBeGreaterThan(typed.length);
  for (const address of addresses) {
    const decoded = decodeURIComponent(address).toLowerCase();
    for (const text of typed) {
      expect(decoded, address).not.toContain(text.toLowerCase());
      expect(decoded.replace(/\s/g, ""), address).not.toContain(text.replace(/\s/g, "").toLowerCase());
    }
    expect(decoded).not.toMatch(/[?&]q=/);
  }
});

test("a reference two submissions share is flagged beside each, and on each one's page", async ({ page }) => {
  // An id chosen to start as another's does: the reference is its first eight hex digits.
  const twin = await server.enquiry(
    `office-twin-${server.run}`,
    `${delivered.slice(0, 8)}${crypto.randomUUID().slice(8)}`,
  );
  await server.until(twin, "delivered");
  await signIn(page);
  const flag = "Another submission has this reference too: check the name and contact before you act on it.";
  await page.getByLabel("Reference, e-mail or phone").fill(submissionReference(delivered));
  await page.getByRole("button", { name: "Find" }).click();
  const found = page.getByRole("list", { name: "Found" }).getByRole("listitem");
  await expect(found).toHaveCount(2);
  for (const card of await found.all()) await expect(card).toContainText(flag);
  const alone = page
    .getByRole("list", { name: "Submissions" })
    .getByRole("listitem")
    .filter({
      hasText: submissionReference(admission),
    });
  await expect(alone).not.toContainText(flag);
  for (const id of [delivered, twin]) {
    await page.goto(`${server.site}/office/submissions/${id}`);
    await expect(page.getByText(flag)).toBeVisible();
  }
  await page.goto(`${server.site}/office/submissions/${admission}`);
  await expect(page.getByText(flag)).toHaveCount(0);
});

test("a 60 MB post is answered 413, signed out or in, and the next page loads", async ({ page }) => {
  const huge = Buffer.alloc(60 * 1024 * 1024, "a");
  const signedOut = await fetch(`${server.site}/office/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.site, "content-type": "application/x-www-form-urlencoded" },
    body: huge,
  });
  expect(signedOut.status).toBe(413);
  expect(signedOut.headers.get("set-cookie")).toBeNull();
  await page.goto(`${server.site}/office/sign-in`);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to the office page" })).toBeVisible();

  await signIn(page);
  const inside = await page.request.post(`${server.site}/office`, {
    headers: { origin: server.site, "content-type": "application/x-www-form-urlencoded" },
    data: huge,
  });
  expect(inside.status()).toBe(413);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Submissions" })).toBeVisible();
  expect((await fetch(`${server.site}/robots.txt`)).status).toBe(200);
});

test("sign-out ends the session", async ({ page }) => {
  await signIn(page);
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(`${server.site}/office/sign-in`);
  await page.goto(`${server.site}/office/submissions/${admission}`);
  await expect(page).toHaveURL(`${server.site}/office/sign-in`);
});

// Last: it ends every session this run made.
test("sign out everywhere ends another browser's session, and the one that pressed it", async ({
  page: theirs,
  browser,
}) => {
  // Another browser: a context of its own shares no cookie with the test's.
  const mine = await browser.newPage({ baseURL: server.site });
  try {
    await signIn(theirs);
    await signIn(mine, "Hari Gurung");
    await mine.getByRole("button", { name: "Sign out everywhere" }).click();
    // It asks first, and nothing has happened yet: the other browser is still signed in.
    await expect(mine.getByRole("heading", { level: 1 })).toHaveText("Sign out every browser?");
    await expectNoAxeViolations(mine);
    await theirs.goto(`${server.site}/office`);
    await expect(theirs).toHaveURL(`${server.site}/office`);
    await mine.getByRole("button", { name: "Yes, sign out every browser" }).click();
    await expect(mine).toHaveURL(`${server.site}/office/sign-in`);
    for (const page of [theirs, mine]) {
      await page.goto(`${server.site}/office`);
      await expect(page).toHaveURL(`${server.site}/office/sign-in`);
      await expect(page.locator("body")).not.toContainText(submissionReference(admission));
    }
  } finally {
    await mine.context().close();
  }
});
