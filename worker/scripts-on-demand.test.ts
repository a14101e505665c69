import { createExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import worker from "built-worker";
import { describe, expect, it } from "vitest";
import { POPUP_SEEN_KEY } from "../app/content/home-settings";
import { COUNT_UP } from "../app/components/count-up-behaviour";
import { OPEN_ONCE_PER_SESSION } from "../app/components/home/popup-behaviour";
import { LOADING_OVERLAY } from "../app/components/loading-overlay-behaviour";
import { SCRIPTS_ON_DEMAND } from "../app/lib/scripts-on-demand";
import { INERT_MODULE_TYPE } from "./scripts-on-demand";

// A page's scripts wait until the visitor needs them (scripts-on-demand.ts):
// checked on the built Worker, on a fresh render and on the edge-cached copy.
// The browser half (the loader really starts them, the page hydrates) is
// proven by every browser test that waits for hydration.
const get = (path: string) => exports.default.fetch(new Request(`https://college.test${path}`));

/** The inline script that starts the page script (app/lib/page-script-start.ts): its nonce and the address it starts. */
function pageScriptStarterIn(html: string) {
  const found = /<script nonce="([^"]+)">\(function\(src\)\{[\s\S]*?\}\)\("([^"]+)"\);<\/script>/.exec(html);
  return found ? { nonce: found[1], src: found[2] } : null;
}

describe("scripts on demand", () => {
  for (const path of ["/programs/l4dc", "/apply"]) {
    it(`${path}: no preloads or module scripts in the HTML, one loader that lists them, with this response's nonce`, async () => {
      const nonces = new Set<string>();
      for (let visit = 0; visit < 2; visit++) {
        const res = await get(path);
        expect(res.headers.get("X-Page-Cache")).toBe(visit === 0 ? "MISS" : "HIT");
        const html = await res.text();
        const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers.get("Content-Security-Policy") ?? "")?.[1];
        expect(nonce).toBeTruthy();
        nonces.add(nonce!);
        expect(html).not.toMatch(/rel="modulepreload"/);
        // No module script is left in the markup: the page script (app/page-script.ts) is started once the page has painted.
        expect(html).not.toMatch(/<script[^>]*type="module"/);
        expect(pageScriptStarterIn(html)?.nonce).toBe(nonce);
        // React Router's bootstrap is kept, inert, for the loader to start.
        const inert = [
          ...html.matchAll(new RegExp(`<script[^>]*type="${INERT_MODULE_TYPE}"[^>]*>([\\s\\S]*?)</script>`, "g")),
        ];
        expect(inert).toHaveLength(1);
        expect(inert[0]![1]).toMatch(/import\(?"\/assets\/entry\.client-[^"]+\.js"/);
        // The loader is the body's last element, carries this response's nonce and lists the preloads.
        const loader = /<script nonce="([^"]+)">((?:(?!<\/script>)[\s\S])*)<\/script><\/body>/.exec(html);
        expect(loader?.[1]).toBe(nonce);
        expect(loader?.[2]).toMatch(/"\/assets\/entry\.client-[^"]+\.js"/);
        // The loader data stays in the page, in React Router's plain inline scripts, for the modules to hydrate from.
        expect(html).toContain("window.__reactRouterContext = ");
        expect(html).toMatch(/<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\("/);
        expect(html).toMatch(/window\.__reactRouterContext\.streamController\.close\(\);<\/script>/);
        // The stylesheet keeps its high priority.
        expect(html).toMatch(/<link rel="preload" as="style" href="[^"]+\.css" fetchPriority="high"/);
      }
      expect(nonces.size).toBe(2);
    });
  }
});

describe("what the page script acts on, with no framework", () => {
  it("the home page carries its popup closed, for the page script to open once per session", async () => {
    const html = await (await get("/")).text();
    const dialog = /<dialog[^>]*data-home-popup[^>]*>/.exec(html)?.[0];
    expect(dialog).toContain(`${OPEN_ONCE_PER_SESSION}="${POPUP_SEEN_KEY}"`);
    expect(dialog).not.toMatch(/\sopen[\s>=]/);
    // Closed by the browser itself: its close button submits a method="dialog" form.
    expect(html).toMatch(/<dialog[^>]*data-home-popup[\s\S]*?<form[^>]*method="dialog"/);
  });

  it("the fees page's overlay waits in a template, never rendered by the HTML", async () => {
    const html = await (await get("/admission/fees-funding")).text();
    const template = new RegExp(`<template[^>]*${LOADING_OVERLAY}="100"[^>]*>([\\s\\S]*?)</template>`).exec(html);
    expect(template?.[1]).toContain('role="status"');
    expect(template?.[1]).toContain("Loading");
    expect(html.replace(template![0], "")).not.toContain("data-loading-overlay");
  });

  it("marks the counters for the page script, not for the loader", async () => {
    const stats = /<section[^>]*data-section="stats"[^>]*>/.exec(await (await get("/")).text())?.[0];
    expect(stats).toContain(`${COUNT_UP}="view"`);
  });

  it("marks what starts the scripts sooner: a form's draft", async () => {
    expect(await (await get("/VisitUs")).text()).toContain(`${SCRIPTS_ON_DEMAND.ifStored}="draft:visit"`);
    expect(await (await get("/apply")).text()).toContain(`${SCRIPTS_ON_DEMAND.ifStored}="draft:admission"`);
  });
});

/** The built Worker with the Nepali version on, so /ne/ pages are the pages and not the 404 page. */
const nepaliOn = { ...env, NEPALI_VERSION: "on" } as Env;
const getWithNepali = (path: string) =>
  worker.fetch(new Request(`https://college.test${path}`), nepaliOn, createExecutionContext());

/** A reading page, fresh and then again: the page script and nothing else, no loader. */
async function expectReadingPage(path: string) {
  for (let visit = 0; visit < 2; visit++) {
    const res = await getWithNepali(path);
    expect(res.status, path).toBe(200);
    const html = await res.text();
    // Structured data for search engines is data, not script.
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => !tag.includes("application/ld+json"));
    // One inline script, which starts the page script once the page has painted.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^<script nonce="[^"]+">$/);
    expect(pageScriptStarterIn(html)?.src).toMatch(/^\/assets\/page-script-[\w-]+\.js$/);
    expect(html).not.toContain("__reactRouterContext");
    expect(html).not.toContain("modulepreload");
  }
}

describe("React only where a page needs it", () => {
  for (const path of [
    "/",
    "/ne/",
    "/admission/scholarship",
    "/ne/admission/scholarship",
    "/privacy",
    "/about/uclan",
    "/about/gallary",
    "/ne/about/gallary",
    "/notices",
    "/ne/notices",
  ]) {
    it(`${path}: a reading page carries the page script and nothing else, no loader`, () => expectReadingPage(path));
  }

  it("a notice's page, in both languages, is a reading page too", async () => {
    const board = await (await get("/notices")).text();
    const notice = /href="(\/notices\/\d+-[a-z0-9-]+)"/.exec(board)?.[1];
    expect(notice).toBeTruthy();
    await expectReadingPage(notice!);
    await expectReadingPage(`/ne${notice}`);
  });

  it("a page with a form still carries React Router's scripts, for the loader", async () => {
    const html = await (await get("/VisitUs")).text();
    expect(html).toContain("__reactRouterContext");
    expect(html).toContain(INERT_MODULE_TYPE);
  });
});
