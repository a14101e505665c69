import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { SITE, TOKEN, call, form, signIn } from "../../tests/support/office";
import { submissionReference } from "../../app/forms/contract/reference";
import { uuid, world } from "../../tests/support/outbox";

/**
 * The office's doors, through the built Worker: a half-set Access closes
 * the office (503) rather than falling back to the token form; a short
 * ADMIN_TOKEN counts as none; no office on any host but the site's own
 * (and loopback); "sign out everywhere" ends every token session and is
 * recorded; the token form's limit is per address and per network,
 * whatever the name, and shared with the operator API, and Access is never
 * limited; every post's body is capped before it is read; a reference two
 * submissions share is flagged beside each; the search is posted, never
 * read from the address.
 */
const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";

const office = (overrides: Record<string, unknown> = {}) => world({ SITE_URL: SITE, ADMIN_TOKEN: TOKEN, ...overrides });

let errors: { mock: { calls: unknown[][] }; mockClear(): void };
beforeEach(async () => {
  await env.OUTBOX_DB.exec("DELETE FROM submissions; DELETE FROM office_actions; DELETE FROM office_sign_outs;");
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  errors = vi.spyOn(console, "error").mockImplementation(() => {});
});

describe("a half-set Cloudflare Access", () => {
  const HALF_SET: [string, Record<string, string>, RegExp][] = [
    ["the team alone", { ACCESS_TEAM_DOMAIN: "college" }, /ACCESS_AUD is not set/],
    ["the audience alone", { ACCESS_AUD: AUD }, /ACCESS_TEAM_DOMAIN is not set/],
    ["a malformed team", { ACCESS_TEAM_DOMAIN: "college team!", ACCESS_AUD: AUD }, /ACCESS_TEAM_DOMAIN is not/],
    ["a malformed audience", { ACCESS_TEAM_DOMAIN: "college", ACCESS_AUD: "aud-tag" }, /ACCESS_AUD is not an/],
    ["the keys' address alone", { ACCESS_CERTS_URL: "http://127.0.0.1:9/certs" }, /ACCESS_TEAM_DOMAIN is not set/],
  ];

  it("closes the office with 503 and logs why, never serving the token form, even with ADMIN_TOKEN set", async () => {
    for (const [label, settings, why] of HALF_SET) {
      for (const token of [TOKEN, ""]) {
        const w = office({ ...settings, ADMIN_TOKEN: token });
        errors.mockClear();
        for (const [path, init] of [
          ["/office", {}],
          ["/office/sign-in", {}],
          ["/office/styles.css", {}],
          ["/office/sign-in", form({ name: "Sita", token: TOKEN })],
        ] as const) {
          const res = await call(w.env, path, init);
          expect(res.status, `${label}: ${path}`).toBe(503);
          expect(res.headers.get("set-cookie")).toBeNull();
          const html = await res.text();
          expect(html).not.toContain('name="token"');
          expect(html).toContain("not set up correctly");
        }
        const logged = errors.mock.calls.map((c) => JSON.parse(String(c[0])));
        expect(logged, label).toContainEqual({
          event: "office_access_misconfigured",
          reason: expect.stringMatching(why),
        });
      }
    }
  });

  it("leaves the rest of the site alone", async () => {
    const w = office({ ACCESS_TEAM_DOMAIN: "college" });
    expect((await call(w.env, "/sitemap.xml")).status).toBe(200);
  });
});

describe("a short ADMIN_TOKEN", () => {
  it("counts as unset: no office, no sign-in with it, no operator API; 32 characters are enough", async () => {
    const short = "a".repeat(31);
    const w = office({ ADMIN_TOKEN: short });
    // A post is answered as a post to any path the site does not have.
    const elsewhere = (await call(w.env, "/no-such-page", form({}))).status;
    const signIn = await call(w.env, "/office/sign-in", form({ name: "Sita", token: short }));
    expect(signIn.status).toBe(elsewhere);
    expect(signIn.headers.get("set-cookie")).toBeNull();
    expect((await call(w.env, "/office")).status).toBe(404);
    const api = await call(w.env, "/api/admin/submissions", { headers: { authorization: `Bearer ${short}` } });
    expect(api.status).toBe(404);

    const long = "b".repeat(32);
    const enough = office({ ADMIN_TOKEN: long });
    const right = await call(enough.env, "/office/sign-in", form({ name: "Sita", token: long }));
    expect(right.status).toBe(303);
    expect(right.headers.get("set-cookie")).toContain("mbc_office=");
  });
});

describe("the office's host", () => {
  it("is only SITE_URL's: another address the Worker answers (workers.dev) has no office", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    const foreign = "https://mbc-website.college.workers.dev";
    const elsewhere = (await call(w.env, "/no-such-page", form({}, { origin: foreign }), foreign)).status;
    for (const [path, init] of [
      ["/office", { headers: { cookie } }],
      ["/office/sign-in", {}],
      ["/office/sign-in", form({ name: "Sita", token: TOKEN }, { origin: foreign })],
    ] as const) {
      const res = await call(w.env, path, init, foreign);
      expect(res.status, path).toBe("method" in init ? elsewhere : 404);
      expect(res.headers.get("set-cookie")).toBeNull();
      expect(await res.text()).not.toContain('name="token"');
    }
    // Access on, too: the token's check is not all there is.
    const access = office({ ACCESS_TEAM_DOMAIN: "college", ACCESS_AUD: AUD });
    expect((await call(access.env, "/office", {}, foreign)).status).toBe(404);
  });

  it("answers on loopback, for npm start and the tests", async () => {
    const w = office();
    for (const local of ["http://127.0.0.1:8787", "http://localhost:8787", "http://[::1]:8787"]) {
      const res = await call(w.env, "/office", {}, local);
      expect(res.status, local).toBe(303);
      expect(res.headers.get("location")).toBe("/office/sign-in");
    }
  });
});

describe("sign out everywhere", () => {
  it("ends every token session, on every browser, and is recorded with who did it", async () => {
    const w = office();
    const mine = await signIn(w.env, "Sita");
    const theirs = await signIn(w.env, "Ram");
    expect((await call(w.env, "/office", { headers: { cookie: theirs } })).status).toBe(200);
    const page = await (await call(w.env, "/office", { headers: { cookie: mine } })).text();
    expect(page).toContain('action="/office/sign-out-everywhere"');

    // A press asks first, and signs nobody out.
    const asked = await call(w.env, "/office/sign-out-everywhere", form({}, { cookie: mine }));
    expect(asked.status).toBe(200);
    const question = (await asked.text()).replaceAll("<!-- -->", "");
    expect(question).toContain("<h1>Sign out every browser?</h1>");
    expect(question).toMatch(
      /<form [^>]*action="\/office\/sign-out-everywhere" method="post"><input type="hidden" name="confirm" value="yes"\/><button type="submit" class="danger">Yes, sign out every browser<\/button>/,
    );
    expect(asked.headers.get("set-cookie")).toBeNull();
    for (const cookie of [mine, theirs])
      expect((await call(w.env, "/office", { headers: { cookie } })).status).toBe(200);
    expect((await env.OUTBOX_DB.prepare("SELECT COUNT(*) AS n FROM office_sign_outs").first())?.n).toBe(0);

    const res = await call(w.env, "/office/sign-out-everywhere", form({ confirm: "yes" }, { cookie: mine }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/office/sign-in");
    expect(res.headers.get("set-cookie")).toContain("Max-Age=0");
    for (const cookie of [mine, theirs]) {
      const after = await call(w.env, "/office", { headers: { cookie } });
      expect(after.status).toBe(303);
      expect(after.headers.get("location")).toBe("/office/sign-in");
      expect((await call(w.env, "/office/redeliver-failed", form({}, { cookie }))).status).toBe(401);
    }
    const { results } = await env.OUTBOX_DB.prepare("SELECT actor FROM office_sign_outs").all();
    expect(results).toEqual([{ actor: "Sita (office token)" }]);

    // Signing in again works, and the record is on the overview.
    const again = await signIn(w.env, "Ram");
    const overview = await (await call(w.env, "/office", { headers: { cookie: again } })).text();
    expect(overview.replace(/<!-- -->/g, "")).toMatch(
      /Signed everyone out of the office page\s+by Sita \(office token\)/,
    );
  });

  it("cannot be pressed from another site or signed out", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    expect(
      (
        await call(
          w.env,
          "/office/sign-out-everywhere",
          form({ confirm: "yes" }, { cookie, origin: "https://attacker.example" }),
        )
      ).status,
    ).toBe(403);
    expect((await call(w.env, "/office/sign-out-everywhere", form({ confirm: "yes" }))).status).toBe(401);
    expect((await call(w.env, "/office", { headers: { cookie } })).status).toBe(200);
  });
});

describe("the sign-in limit", () => {
  /** A limiter that refuses the keys `refuse` matches, and records every key. */
  const limiter = (refuse: RegExp) => {
    const keys: string[] = [];
    return {
      keys,
      FORM_LIMITER: {
        limit: async ({ key }: { key: string }) => {
          keys.push(key);
          return { success: !refuse.test(key) };
        },
      },
    };
  };

  /** Wrong tokens, each under a new name, from `addresses` in turn; the statuses answered. */
  const guesses = async (e: Env, addresses: string[]) => {
    const statuses: number[] = [];
    for (const [i, ip] of addresses.entries()) {
      const res = await call(
        e,
        "/office/sign-in",
        form({ name: `Guest ${i}`, token: "wrong" }, { "cf-connecting-ip": ip }),
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  // The deployed limiter itself (wrangler.toml's FORM_LIMITER, 10 a minute), each test at addresses of its own.
  it("counts per address whatever name is given: 13 wrong tokens under 13 names end in 429", async () => {
    const w = office({ FORM_LIMITER: env.FORM_LIMITER });
    const statuses = await guesses(w.env, new Array(13).fill("198.51.100.43"));
    expect(statuses.slice(0, 10)).toEqual(new Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
  });

  it("counts an IPv6 /64 as one address, whatever interface id each guess comes from", async () => {
    const w = office({ FORM_LIMITER: env.FORM_LIMITER });
    const statuses = await guesses(
      w.env,
      Array.from({ length: 13 }, (_, i) => `2001:db8:43:1:${(i + 1).toString(16)}::${i * 7 + 1}`),
    );
    expect(statuses.slice(10)).toEqual([429, 429, 429]);
    // Another /64 has its own allowance.
    expect(await guesses(w.env, ["2001:db8:43:2::1"])).toEqual([401]);
  });

  /**
   * Miniflare's limiter counts in windows aligned to the clock's minute: a
   * burst that straddled a boundary would start counting again halfway, so
   * a long one starts in a fresh window when the current one is nearly out.
   */
  const freshWindow = async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  };

  // wrangler.toml's FORM_NETWORK_LIMITER: 30 a minute per IPv4 /24 or IPv6 /48, each address its own below FORM_LIMITER's 10.
  it("counts an IPv4 /24 together: 32 wrong tokens from 32 of its addresses end in 429 after 30", async () => {
    const w = office({ FORM_LIMITER: env.FORM_LIMITER, FORM_NETWORK_LIMITER: env.FORM_NETWORK_LIMITER });
    await freshWindow();
    const statuses = await guesses(
      w.env,
      Array.from({ length: 32 }, (_, i) => `203.0.113.${i + 1}`),
    );
    expect(statuses).toEqual([...new Array(30).fill(401), 429, 429]);
    // A neighbouring /24 has its own allowance.
    expect(await guesses(w.env, ["203.0.114.1"])).toEqual([401]);
  });

  it("counts an IPv6 /48 together across its /64s: the 31st /64 is refused, another /48 is not", async () => {
    const w = office({ FORM_LIMITER: env.FORM_LIMITER, FORM_NETWORK_LIMITER: env.FORM_NETWORK_LIMITER });
    await freshWindow();
    const statuses = await guesses(
      w.env,
      Array.from({ length: 32 }, (_, i) => `2001:db8:4301:${(0x100 + i).toString(16)}::1`),
    );
    expect(statuses).toEqual([...new Array(30).fill(401), 429, 429]);
    expect(await guesses(w.env, ["2001:db8:4302:100::1"])).toEqual([401]);
  });

  it("is one allowance with the operator API's", async () => {
    const w = office({ FORM_LIMITER: env.FORM_LIMITER });
    const ip = "192.0.2.44";
    for (let i = 0; i < 10; i++) {
      const res = await call(w.env, "/api/admin/health", {
        headers: { authorization: "Bearer wrong", "cf-connecting-ip": ip },
      });
      expect(res.status).toBe(401);
    }
    const refused = await call(
      w.env,
      "/office/sign-in",
      form({ name: "Sita", token: TOKEN }, { "cf-connecting-ip": ip }),
    );
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("60");
    expect(refused.headers.get("set-cookie")).toBeNull();
  });

  it("never limits Access", async () => {
    const l = limiter(/./);
    const w = office({
      FORM_LIMITER: l.FORM_LIMITER,
      ACCESS_TEAM_DOMAIN: "college",
      ACCESS_AUD: AUD,
      ACCESS_CERTS_URL: "http://127.0.0.1:9/certs",
    });
    for (const path of ["/office", "/office/sign-in"])
      await call(w.env, path, { headers: { "cf-access-jwt-assertion": "a.b.c" } });
    await call(w.env, "/office/sign-in", form({ name: "Sita", token: TOKEN }));
    expect(l.keys).toEqual([]);
  });
});

describe("an office post's body", () => {
  const MB = 1024 * 1024;

  it("over a few KB is answered 413 before it is read, signed out or in, and the site keeps serving", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    const huge = new Uint8Array(60 * MB).fill(0x61);
    const signedOut = await call(w.env, "/office/sign-in", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
      body: huge,
    });
    expect(signedOut.status).toBe(413);
    expect(signedOut.headers.get("set-cookie")).toBeNull();
    expect((await call(w.env, "/office/sign-in")).status).toBe(200);

    // A body that says nothing of its length is counted as it arrives.
    const streamed = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new Uint8Array(MB));
        controller.close();
      },
    });
    const inside = await call(w.env, "/office/redeliver-failed", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, cookie },
      body: streamed,
      duplex: "half",
    } as RequestInit);
    expect(inside.status).toBe(413);
    expect((await call(w.env, "/office", { headers: { cookie } })).status).toBe(200);
  });

  it("within the cap is read as before: a long note in Nepali is kept", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    const note = "हातले प्रविष्ट गरियो".repeat(25).slice(0, 500);
    const id = uuid();
    await seed([id], "failed");
    const res = await call(w.env, `/office/submissions/${id}/handled`, form({ note }, { cookie }));
    expect(res.status).toBe(303);
    const kept = await env.OUTBOX_DB.prepare("SELECT note FROM office_actions").first<{ note: string }>();
    expect(kept?.note).toBe(note);
  });
});

/** Rows straight into D1, with ids chosen by the test. */
async function seed(ids: string[], state = "delivered") {
  const now = Date.now();
  await env.OUTBOX_DB.batch(
    ids.map((id, i) =>
      env.OUTBOX_DB.prepare(
        `INSERT INTO submissions (id, form, state, payload_key, content_hash, received_at, next_attempt_at,
           window_start, delivered_at, applicant_name, applicant_email)
         VALUES (?1, 'enquiry', ?2, ?3, 'hash', ?4, ?4, ?4, ?4, ?5, ?6)`,
      ).bind(id, state, `payloads/${id}.json`, now - i * 1000, `Applicant ${i}`, `applicant${i}@mail.test`),
    ),
  );
}

describe("a reference two submissions share", () => {
  it("is flagged beside each, in the list, the search and on each one's page; another reference is not", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    const first = uuid();
    const twin = `${first.slice(0, 8)}${uuid().slice(8)}`;
    const alone = uuid();
    await seed([first, twin, alone]);
    const flag = "Another submission has this reference too";
    /** Each card's text, by the reference link it starts with. */
    const cards = (html: string) =>
      [
        ...html.matchAll(
          /<li><div class="top"><a class="ref" href="\/office\/submissions\/([0-9a-f-]+)">[\s\S]*?<\/li>/g,
        ),
      ].map((m) => ({ id: m[1]!, flagged: m[0].includes(flag) }));

    const list = cards(await (await call(w.env, "/office", { headers: { cookie } })).text());
    expect(list).toEqual(
      expect.arrayContaining([
        { id: first, flagged: true },
        { id: twin, flagged: true },
        { id: alone, flagged: false },
      ]),
    );
    const found = await (await call(w.env, "/office", form({ q: submissionReference(first) }, { cookie }))).text();
    const foundList = found.slice(found.indexOf('aria-label="Found"'));
    expect(cards(foundList.slice(0, foundList.indexOf("</ul>")))).toEqual([
      { id: first, flagged: true },
      { id: twin, flagged: true },
    ]);
    for (const id of [first, twin])
      expect(await (await call(w.env, `/office/submissions/${id}`, { headers: { cookie } })).text()).toContain(flag);
    expect(await (await call(w.env, `/office/submissions/${alone}`, { headers: { cookie } })).text()).not.toContain(
      flag,
    );
  });
});

describe("the search", () => {
  it("is a posted form; terms in the address are not searched", async () => {
    const w = office();
    const cookie = await signIn(w.env);
    await seed([uuid()]);
    const page = await (await call(w.env, "/office", { headers: { cookie } })).text();
    const search = page.slice(page.indexOf("<search>"), page.indexOf("</search>"));
    expect(search).toMatch(/<form [^>]*method="post"/);
    expect(search).toMatch(/<form [^>]*action="\/office"/);
    const viaAddress = await (
      await call(w.env, `/office?q=${encodeURIComponent("applicant0@mail.test")}`, { headers: { cookie } })
    ).text();
    expect(viaAddress).not.toContain('aria-label="Found"');
    expect(viaAddress).not.toContain('value="applicant0@mail.test"');
    const posted = await (await call(w.env, "/office", form({ q: "applicant0@mail.test" }, { cookie }))).text();
    expect(posted).toContain('aria-label="Found"');
  });
});
