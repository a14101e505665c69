import { type ChildProcess, spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { rm } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { hydrated } from "./fixtures";
import { sampleApplicant } from "../fixtures/sample-applicant";
import { expectErrorStatus } from "./forms-helpers";

/**
 * Turnstile switched on (docs/decisions/012-turnstile.md). The shared test
 * server runs without it, so this spec starts its own `scripts/serve.ts`
 * on other ports with a site key, a secret and TURNSTILE_VERIFY_URL pointing
 * at a fake siteverify served here (it records every check and, like
 * Cloudflare's, spends a token on its first check: a repeat passes only
 * with the same idempotency key). The browser
 * gets a stub of Cloudflare's api.js: a tiny `window.turnstile` whose
 * widgets hand out tokens at once and fire the expired/error callbacks when
 * a test asks. Nothing leaves the machine.
 */
test.describe.configure({ mode: "serial" });

const PORT = Number(process.env.E2E_PORT || 8790) + 60;
const SITE = `http://127.0.0.1:${PORT}`;
const SECRET = "turnstile-e2e-secret";
const SITE_KEY = "1x00000000000000000000AA";
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const DATA = `.data/turnstile-${run}`;
// The operator API counts the outbox's rows (32+ characters, as the office requires).
const ADMIN_TOKEN = "turnstile-e2e-operator-token-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface Check {
  secret: string;
  response: string;
  remoteip?: string;
  idempotency_key?: string;
}
const checks: Check[] = [];
let verdict: "pass" | "fail" = "pass";
/** Token → the idempotency key that spent it. */
const spent = new Map<string, string | undefined>();

let verify: Server;
let server: ChildProcess | undefined;

const STUB = `(() => {
  const widgets = new Map();
  let n = 0, issued = 0, hold = false;
  const waiting = [];
  const issue = (w) => (hold ? waiting.push(w) : queueMicrotask(() => w.p.callback("good-stub-" + ++issued)));
  const each = (name, ...args) => { for (const w of widgets.values()) w.p[name]?.(...args); };
  window.__turnstileStub = {
    // While held, a (re)started widget gives no token until release().
    hold: () => { hold = true; },
    release: () => { hold = false; waiting.splice(0).forEach(issue); },
    expire: () => each("expired-callback"),
    fail: () => each("error-callback", "300010"),
    timeout: () => each("timeout-callback"),
  };
  window.turnstile = {
    render(el, p) {
      const id = "stub-" + ++n;
      const frame = document.createElement("div");
      frame.dataset.stubWidget = p.sitekey;
      frame.textContent = "Turnstile test stub";
      frame.style.height = "65px"; // the real widget's height
      el.append(frame);
      widgets.set(id, { el, p });
      issue(widgets.get(id));
      return id;
    },
    reset(id) { const w = widgets.get(id); if (w) issue(w); },
    remove(id) { const w = widgets.get(id); w?.el.replaceChildren(); widgets.delete(id); },
  };
  const onload = new URL(document.currentScript.src).searchParams.get("onload");
  if (onload) window[onload]();
})();`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  verify = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      }).formData();
      const check = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)])) as unknown as Check;
      checks.push(check);
      const first = !spent.has(check.response);
      const success =
        verdict === "pass" &&
        check.secret === SECRET &&
        check.response.startsWith("good-") &&
        (first || spent.get(check.response) === check.idempotency_key);
      if (success && first) spent.set(check.response, check.idempotency_key);
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify(
          success
            ? { success: true, hostname: new URL(SITE).hostname } // the page the stub widget ran on
            : { success: false, "error-codes": ["invalid-input-response"] },
        ),
      );
    });
  });
  await new Promise<void>((ready) => verify.listen(0, "127.0.0.1", ready));
  const verifyUrl = `http://127.0.0.1:${(verify.address() as AddressInfo).port}/siteverify`;
  server = spawn(process.execPath, ["scripts/serve.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      STANDIN_PORT: String(PORT + 1),
      STANDIN_DATA_DIR: `${DATA}/inbox`,
      WORKER_STATE_DIR: `${DATA}/worker`,
      TURNSTILE_SITE_KEY: SITE_KEY,
      TURNSTILE_SECRET: SECRET,
      TURNSTILE_VERIFY_URL: verifyUrl,
      ADMIN_TOKEN,
    },
    detached: true, // its own process group, so the kill takes vite preview and workerd with it
    stdio: "ignore",
  });
  await expect
    .poll(
      async () =>
        await fetch(`${SITE}/robots.txt`)
          .then((r) => r.status)
          .catch(() => 0),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  await new Promise((closed) => verify?.close(closed));
  await rm(DATA, { recursive: true, force: true });
});

test.beforeEach(async ({ context }) => {
  verdict = "pass";
  checks.length = 0;
  // The stub's tokens are numbered per page, so each test's pages hand out the same ones again.
  spent.clear();
  // A closed network: Cloudflare's script is the stub, anything else off-site is empty.
  await context.route(
    (url) => url.origin !== SITE && url.protocol.startsWith("http"),
    (route) =>
      route.request().url().startsWith("https://challenges.cloudflare.com/turnstile/v0/api.js")
        ? route.fulfill({ contentType: "text/javascript", body: STUB })
        : route.fulfill({ status: 204, body: "" }),
  );
});

async function open(page: Page, path: string, form: string) {
  await page.goto(`${SITE}${path}`);
  await hydrated(page);
  const f = page.locator(`form[data-form="${form}"]`);
  await f.scrollIntoViewIfNeeded();
  await expect(f.locator("[data-stub-widget]")).toHaveAttribute("data-stub-widget", SITE_KEY);
  await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
  return f;
}

test("the widget renders in all three forms, in a box reserved by the server, and its token fills the form's field", async ({
  page,
}) => {
  for (const [path, form] of [
    ["/contact", "enquiry"],
    ["/VisitUs", "visit"],
    ["/apply", "admission"],
  ] as const) {
    // The server HTML already holds the box, so the widget moves nothing.
    const html = await (await fetch(`${SITE}${path}`)).text();
    expect(html, path).toMatch(/data-turnstile=""><div class="min-h-\[65px\]/);
    const f = await open(page, path, form);
    const box = f.locator("[data-turnstile] > div").first();
    expect((await box.boundingBox())?.height, path).toBe(65);
    expect(
      await f.locator("[data-turnstile]").evaluate((el) => el.querySelectorAll("[data-stub-widget]").length),
      path,
    ).toBe(1);
  }
});

async function fillEnquiry(f: ReturnType<Page["locator"]>, message: string) {
  await f.getByLabel("Name").fill(sampleApplicant.name);
  await f.getByLabel("Email").fill(sampleApplicant.email);
  await f.getByLabel("Contact number").fill(sampleApplicant.phoneSpaced);
  await f.getByLabel("Message").fill(message);
}

test("nothing moves when the widget appears: the Submit button stays where the server put it", async ({
  page,
  context,
}) => {
  let release!: () => void;
  const gate = new Promise<void>((go) => (release = go));
  await context.route("https://challenges.cloudflare.com/turnstile/v0/api.js**", async (route) => {
    await gate;
    await route.fulfill({ contentType: "text/javascript", body: STUB });
  });
  await page.goto(`${SITE}/contact`);
  await hydrated(page);
  const f = page.locator('form[data-form="enquiry"]');
  await f.scrollIntoViewIfNeeded();
  const submit = f.getByRole("button", { name: "Submit" });
  const before = await submit.evaluate(
    (el) => el.getBoundingClientRect().top - el.closest("form")!.getBoundingClientRect().top,
  );
  expect(await f.locator("[data-stub-widget]").count()).toBe(0);
  release();
  await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
  const after = await submit.evaluate(
    (el) => el.getBoundingClientRect().top - el.closest("form")!.getBoundingClientRect().top,
  );
  expect(after).toBe(before);
});

test("an enquiry posts its token; siteverify gets the secret, the client address and a key bound to the submission", async ({
  page,
}) => {
  const f = await open(page, "/contact", "enquiry");
  const token = await f.locator('input[name="cf-turnstile-response"]').inputValue();
  await fillEnquiry(f, "Turnstile e2e: accepted");
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/enquiry") && r.method() === "POST");
  await f.getByRole("button", { name: "Submit" }).click();
  const body = JSON.parse((await posted).postData() ?? "{}") as Record<string, string>;
  expect(body["cf-turnstile-response"]).toBe(token);
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(checks).toEqual([
    {
      secret: SECRET,
      response: token,
      remoteip: expect.stringMatching(/\S/),
      idempotency_key: expect.stringMatching(UUID),
    },
  ]);
  // Made from the id and the content, not the id alone.
  expect(checks[0]!.idempotency_key).not.toBe(body.submissionId);
  // After success the widget runs again: the next enquiry gets a new token.
  await expect(f.locator('input[name="cf-turnstile-response"]')).not.toHaveValue(token);
});

test("a refused token: 403 with the message in the status line, everything typed kept, a new check for the retry", async ({
  page,
}) => {
  const f = await open(page, "/contact", "enquiry");
  const token = await f.locator('input[name="cf-turnstile-response"]').inputValue();
  await fillEnquiry(f, "Turnstile e2e: refused then accepted");
  verdict = "fail";
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/enquiry"));
  await f.getByRole("button", { name: "Submit" }).click();
  expect((await answered).status()).toBe(403);
  const status = f.getByRole("status");
  await expectErrorStatus(status);
  await expect(status).toHaveText(
    "Error: We could not confirm you are a person. Please complete the check again and send the form.",
  );
  await expect(f.getByLabel("Name")).toHaveValue(sampleApplicant.name);
  await expect(f.getByLabel("Message")).toHaveValue("Turnstile e2e: refused then accepted");
  await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
  await expect(f.locator('input[name="cf-turnstile-response"]')).not.toHaveValue(token);
  verdict = "pass";
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  expect(checks).toHaveLength(2);
  expect(checks[1]!.idempotency_key).toBe(checks[0]!.idempotency_key); // the same submission
});

for (const [trigger, message] of [
  ["expire", /^Error: The spam check expired, so it is running again below\./],
  ["fail", /^Error: The spam check could not be completed\. Please try it again below, or call us on \+977/],
  ["timeout", /^Error: The spam check timed out\. Please try it again below\./],
] as const) {
  test(`the widget's ${trigger} callback shows its message in place; the visitor can run the check again`, async ({
    page,
  }) => {
    const f = await open(page, "/contact", "enquiry");
    await fillEnquiry(f, `Turnstile e2e: ${trigger}`);
    const stub = (name: string) =>
      page.evaluate(
        (n) => (window as unknown as { __turnstileStub: Record<string, () => void> }).__turnstileStub[n]!(),
        name,
      );
    await stub("hold");
    await stub(trigger);
    const status = f.getByRole("status");
    await expect(status).toHaveText(message);
    await expectErrorStatus(status);
    await expect(f.getByLabel("Message")).toHaveValue(`Turnstile e2e: ${trigger}`);
    await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue("");
    await stub("release");
    if (trigger === "expire") {
      // Expiry restarts the check by itself: the new token clears the message.
      await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
    } else {
      await f.getByRole("button", { name: "Try the check again" }).click();
      await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
      await expect(f.getByRole("button", { name: "Try the check again" })).toBeHidden();
    }
    await expect(status).toHaveText("");
  });
}

test("Cloudflare's script unreachable: the status line says so and the retry loads it again", async ({
  page,
  context,
}) => {
  let reachable = false;
  await context.route("https://challenges.cloudflare.com/turnstile/v0/api.js**", (route) =>
    reachable ? route.fulfill({ contentType: "text/javascript", body: STUB }) : route.abort("internetdisconnected"),
  );
  await page.goto(`${SITE}/contact`);
  await hydrated(page);
  const f = page.locator('form[data-form="enquiry"]');
  await f.scrollIntoViewIfNeeded();
  await expect(f.getByRole("status")).toHaveText(
    /^Error: The spam check could not be loaded\. Please check your connection/,
  );
  reachable = true;
  await f.getByRole("button", { name: "Try the check again" }).click();
  await expect(f.locator('input[name="cf-turnstile-response"]')).toHaveValue(/^good-stub-\d+$/);
  await expect(f.getByRole("status")).toHaveText("");
});

test("without JavaScript: the form says the check needs it and gives the phone number; a post gets the message, not a bare 403", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/contact`);
  const f = page.locator('form[data-form="enquiry"]');
  // (Playwright's text selectors skip <noscript>, so CSS finds the note.)
  const note = f.locator("[data-turnstile] noscript p");
  await expect(note).toBeVisible();
  await expect(note).toHaveText(/^This form's spam check needs JavaScript\. .*call us on \+977/);
  await fillEnquiry(f, "Turnstile e2e: no JavaScript");
  await f.getByRole("button", { name: "Submit" }).click();
  await expect(page.locator("h1")).toHaveText("Enquiry not sent");
  await expect(page.locator("body")).toContainText("switch JavaScript on");
  expect(checks).toHaveLength(0);
  await context.close();
});

/**
 * How many submissions the outbox keeps, in every state (the operator API).
 * Counted by id, asking in the order a submission moves: one delivered
 * between two of the questions is seen under both states, once.
 */
async function rows(): Promise<number> {
  const ids = new Set<string>();
  for (const state of ["pending", "delivered", "failed", "handled"]) {
    const res = await fetch(`${SITE}/api/admin/submissions?state=${state}`, {
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(res.status).toBe(200);
    for (const { id } of ((await res.json()) as { submissions: { id: string }[] }).submissions) ids.add(id);
  }
  return ids.size;
}

test("one solved token, replayed with the same id and new content through posts without JavaScript, makes one row", async ({
  page,
}) => {
  const f = await open(page, "/contact", "enquiry");
  await fillEnquiry(f, "Turnstile e2e: solved once");
  const posted = page.waitForRequest((r) => r.url().endsWith("/api/enquiry") && r.method() === "POST");
  await f.getByRole("button", { name: "Submit" }).click();
  const body = JSON.parse((await posted).postData() ?? "{}") as Record<string, string>;
  await expect(page.getByRole("dialog")).toBeVisible();
  const before = await rows();

  // What a bot would do with the solved token: post the form natively (as
  // curl would, from the site's own origin) with the same id and new content.
  const native = (message: string) =>
    page.request.post(`${SITE}/api/enquiry`, {
      form: { ...body, message },
      headers: { origin: SITE, referer: `${SITE}/contact` },
    });
  for (let i = 0; i < 3; i++) {
    const replay = await native(`Replay ${i}: https://phish.example/${i}`);
    expect(replay.status()).toBe(403);
    expect(await replay.text()).toContain("We could not confirm you are a person");
  }
  // The very same submission posted again is the one already kept, not a new row.
  const same = await native(body.message!);
  expect(same.status()).toBe(200);
  expect(await rows()).toBe(before);
  // Each new content was checked under a key of its own, which the spent token does not pass.
  const firstKey = checks[0]!.idempotency_key;
  expect(checks.slice(1, -1).length).toBeGreaterThanOrEqual(3);
  expect(checks.slice(1, -1).every((c) => c.idempotency_key !== firstKey)).toBe(true);
  expect(checks.at(-1)!.idempotency_key).toBe(firstKey);
});
