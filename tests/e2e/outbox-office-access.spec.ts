import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { submissionReference } from "../../app/forms/contract/reference";
import { DESKTOP, expect, expectNoAxeViolations, PHONE, test } from "./fixtures";
import { officeServer, onlyOwnRequests } from "./office-server";

/**
 * The office's page behind Cloudflare Access. The test plays the team: it
 * serves its own public key on loopback as the team's published keys
 * (ACCESS_CERTS_URL, honoured only on loopback) and sends tokens in the
 * header Access adds. Only a token signed by that key, for this
 * application, in date, opens the page; forged, expired and wrong-audience
 * ones see nothing.
 */
test.describe.configure({ mode: "serial" });

const OFFSET = 70;
// The fixtures answer requests to any other origin with an empty 204 (the closed network): this server is the origin.
const SITE = `http://127.0.0.1:${Number(process.env.E2E_PORT || 8790) + OFFSET}`;
test.use({ baseURL: SITE });
// Every request any of its pages makes goes to this server: nothing third-party.
onlyOwnRequests(test, SITE);

const TEAM = "college-test";
const ISSUER = `https://${TEAM}.cloudflareaccess.com`;
// An application's AUD tag is 64 hex digits; anything else closes the office (worker/config.ts).
const AUD = "5e2e0ff1ce0a11d1e4ce7a90000000000000000000000000000000000000e2e0";
let keys: Server;
let team: CryptoKeyPair;
let impostor: CryptoKeyPair;
let server: ReturnType<typeof officeServer>;
let id = "";

test.beforeAll(async () => {
  test.setTimeout(120_000);
  team = await generateKeyPair("RS256", { extractable: true });
  impostor = await generateKeyPair("RS256", { extractable: true });
  const published = { keys: [{ ...(await exportJWK(team.publicKey)), kid: "team", alg: "RS256", use: "sig" }] };
  keys = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify(published));
  });
  await new Promise<void>((ready) => keys.listen(0, "127.0.0.1", ready));
  const certs = `http://127.0.0.1:${(keys.address() as AddressInfo).port}/cdn-cgi/access/certs`;
  server = officeServer(OFFSET, { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD, ACCESS_CERTS_URL: certs });
  await server.start();
  id = await server.enquiry(`office-access-${server.run}`);
  await server.until(id, "delivered");
});

test.afterAll(async () => {
  await server?.stop();
  keys?.close();
});

async function token({ key = team.privateKey, kid = "team", audience = AUD, expiresIn = 3600 } = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email: "sita@college.example", type: "app" })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(ISSUER)
    .setAudience(audience)
    .setSubject("staff-1")
    .setIssuedAt(now - 7200)
    .setExpirationTime(now + expiresIn)
    .sign(key);
}

test("forged, expired and wrong-audience tokens, or none, see nothing", async ({ page }) => {
  const refused = {
    none: "",
    forged: await token({ key: impostor.privateKey }),
    "forged under another key id": await token({ key: impostor.privateKey, kid: "other" }),
    expired: await token({ expiresIn: -60 }),
    "wrong audience": await token({ audience: "another-application" }),
  };
  for (const [label, jwt] of Object.entries(refused)) {
    await page.setExtraHTTPHeaders(jwt ? { "Cf-Access-Jwt-Assertion": jwt } : {});
    for (const path of ["/office", `/office/submissions/${id}`, `/office/submissions/${id}/files/studentPhoto/0`]) {
      const res = await page.goto(`${server.site}${path}`);
      expect(res?.status(), `${label} ${path}`).toBe(403);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in first");
      await expect(page.locator("body")).not.toContainText(submissionReference(id));
    }
  }
  // The token form is off where Access is set up.
  await page.goto(`${server.site}/office/sign-in`);
  await expect(page.getByLabel("Office token")).toHaveCount(0);
});

test("a token the team signed for this application opens the page, in the staff member's name", async ({ page }) => {
  await page.setExtraHTTPHeaders({ "Cf-Access-Jwt-Assertion": await token() });
  await page.goto(`${server.site}/office`);
  await expect(page.getByText("Signed in as sita@college.example")).toBeVisible();
  await expect(page.getByRole("link", { name: submissionReference(id) }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign out" })).toHaveAttribute("href", "/cdn-cgi/access/logout");
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
});
