import { expect, test } from "@playwright/test";
import { FileSystemConfigLoader, HtmlValidate, type Message } from "html-validate";
import { pages } from "../../app/content/pages.server";
import { localePath } from "../../app/i18n/locale";

/**
 * The HTML every route sends, before any script runs (what a crawler, a
 * visitor without JavaScript and the first paint see), checked with
 * html-validate and the project's configuration (.htmlvalidate.mjs, which
 * lists the rules waived and why). No browser: the HTML is fetched as is.
 */
const validator = new HtmlValidate(new FileSystemConfigLoader());
// Each page in English and in Nepali (the e2e server runs with NEPALI_VERSION on).
const paths = [
  ...pages.map((p) => encodeURI(p.path)),
  ...pages.map((p) => encodeURI(localePath(p.path, "ne"))),
  "/no-such-page",
  "/ne/no-such-page",
  // Pages a query changes: the finder's answer (every group) and its messages, and the forms its links prefill.
  "/find-your-programme?board=neb&scale=gpa&result=1.2&experience=3",
  "/ne/find-your-programme?board=cbse&scale=percent&result=101&ielts=12",
  "/VisitUs?programme=l4dc",
  "/ne/contact?programme=l4dc",
];

const describe = (m: Message) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector ?? "document"}): ${m.message}`;

for (const path of paths) {
  test(`server HTML of ${path} is valid`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(path.endsWith("/no-such-page") ? 404 : 200);
    const report = await validator.validateString(await response.text(), "page.html");
    expect(report.results.flatMap((r) => r.messages).map(describe)).toEqual([]);
  });
}

test("the validator configuration is in force: it finds what it should", async () => {
  const report = await validator.validateString(
    `<!DOCTYPE html><html lang="en"><head><title>x</title></head><body>
      <div aria-hidden="true"><a href="/x">hidden yet focusable</a></div>
      <video src="/v.mp4" aria-label="named but not a control"></video>
      <figure><div><figcaption>nested caption</figcaption></div></figure>
      <input type="checkbox" name="a" aria-label="one"><input type="checkbox" name="a" aria-label="two">
      <p id="_R_1a_">React id</p><br/>
    </body></html>`,
    "probe.html",
  );
  const rules = report.results.flatMap((r) => r.messages).map((m) => m.ruleId);
  expect([...new Set(rules)].sort()).toEqual(["aria-label-misuse", "element-permitted-content", "hidden-focusable"]);
});

test("the carousel's slides after the first are invisible in the server HTML, and none is inert", async ({
  request,
}) => {
  // Invisible is taken from focus and assistive technology; not inert, which no style could undo
  // without JavaScript, where every slide is shown in a row (public/noscript.css). The page
  // script makes the hidden slides inert (tests/e2e/home-carousel.spec.ts).
  const html = await (await request.get("/")).text();
  const slides = html.match(/<div[^>]*aria-roledescription="slide"[^>]*>/g) ?? [];
  expect(slides.length).toBeGreaterThan(1);
  for (const [i, tag] of slides.entries()) {
    expect(/class="[^"]*\binvisible\b/.test(tag), `slide ${i + 1}`).toBe(i !== 0);
    expect(/\sinert(=""|\s|>)/.test(tag), `slide ${i + 1}`).toBe(false);
  }
});
