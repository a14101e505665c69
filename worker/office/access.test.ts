import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from "jose";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { config } from "../config";
import { accessEmail } from "./access";

/**
 * The Access token check against keys the test makes: the team's (whose
 * public half is "published" through a local key set) and an impostor's.
 * Times are fixed: `now` is passed in, or the fake clock sets it.
 */
const TEAM = "https://college.cloudflareaccess.com";
const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
const settings = { issuer: TEAM, audience: AUD, certsUrl: `${TEAM}/cdn-cgi/access/certs` };
const NOW = new Date("2026-11-20T08:00:00Z");
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

let team: CryptoKeyPair;
let impostor: CryptoKeyPair;
let keys: ReturnType<typeof createLocalJWKSet>;

beforeAll(async () => {
  team = await generateKeyPair("RS256", { extractable: true });
  impostor = await generateKeyPair("RS256", { extractable: true });
  const published: JWK = { ...(await exportJWK(team.publicKey)), kid: "team-key", alg: "RS256", use: "sig" };
  keys = createLocalJWKSet({ keys: [published] });
});

beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
});

function token(
  claims: Record<string, unknown> = {},
  { key = team.privateKey, kid = "team-key", issuedAt = NOW, lifetime = 3600, issuer = TEAM, audience = AUD } = {},
) {
  return new SignJWT({ email: "sita@college.edu.np", type: "app", ...claims })
    .setProtectedHeader({ alg: "RS256", kid })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject("7335d417-61da-459d-899c-0a01c76a2f94")
    .setIssuedAt(seconds(issuedAt))
    .setNotBefore(seconds(issuedAt))
    .setExpirationTime(seconds(issuedAt) + lifetime)
    .sign(key);
}

describe("a Cloudflare Access token", () => {
  it("signed by the team, for this application, in date: the staff member's e-mail", async () => {
    expect(await accessEmail(await token(), settings, keys, NOW)).toBe("sita@college.edu.np");
  });

  it("is refused when missing or not a token at all", async () => {
    expect(await accessEmail(null, settings, keys, NOW)).toBeNull();
    expect(await accessEmail("", settings, keys, NOW)).toBeNull();
    expect(await accessEmail("not.a.token", settings, keys, NOW)).toBeNull();
  });

  it("is refused once expired, and before it is valid", async () => {
    const good = await token();
    expect(await accessEmail(good, settings, keys, new Date(NOW.getTime() + 3600_000))).toBeNull();
    expect(await accessEmail(good, settings, keys, new Date(NOW.getTime() + 3599_000))).toBe("sita@college.edu.np");
    expect(await accessEmail(good, settings, keys, new Date(NOW.getTime() - 60_000))).toBeNull();
  });

  it("reads the clock when not given one (a fake clock moves it past expiry)", async () => {
    const good = await token();
    vi.useFakeTimers({ now: NOW });
    expect(await accessEmail(good, settings, keys)).toBe("sita@college.edu.np");
    vi.setSystemTime(new Date(NOW.getTime() + 2 * 3600_000));
    expect(await accessEmail(good, settings, keys)).toBeNull();
  });

  it("is refused for another application (audience) or another team (issuer)", async () => {
    expect(await accessEmail(await token({}, { audience: "another-application" }), settings, keys, NOW)).toBeNull();
    const otherTeam = await token({}, { issuer: "https://other.cloudflareaccess.com" });
    expect(await accessEmail(otherTeam, settings, keys, NOW)).toBeNull();
  });

  it("is refused when forged: signed by another key, under the team's key id or another", async () => {
    expect(await accessEmail(await token({}, { key: impostor.privateKey }), settings, keys, NOW)).toBeNull();
    expect(
      await accessEmail(await token({}, { key: impostor.privateKey, kid: "other" }), settings, keys, NOW),
    ).toBeNull();
  });

  it("is refused when its claims were altered after signing", async () => {
    const [header, , signature] = (await token()).split(".");
    const altered = btoa(
      JSON.stringify({ email: "head@college.edu.np", iss: TEAM, aud: AUD, iat: seconds(NOW), exp: seconds(NOW) + 60 }),
    )
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    expect(await accessEmail(`${header}.${altered}.${signature}`, settings, keys, NOW)).toBeNull();
  });

  it("is refused unsigned (alg none) or signed with a shared secret (HS256)", async () => {
    const body = { email: "sita@college.edu.np", iss: TEAM, aud: AUD, iat: seconds(NOW), exp: seconds(NOW) + 60 };
    const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "");
    expect(await accessEmail(`${encode({ alg: "none" })}.${encode(body)}.`, settings, keys, NOW)).toBeNull();
    const hs256 = await new SignJWT(body)
      .setProtectedHeader({ alg: "HS256", kid: "team-key" })
      .sign(new TextEncoder().encode("a shared secret of enough length for HS256"));
    expect(await accessEmail(hs256, settings, keys, NOW)).toBeNull();
  });

  it("is refused without an e-mail (a service token) or without an expiry", async () => {
    expect(await accessEmail(await token({ email: undefined }), settings, keys, NOW)).toBeNull();
    const noExpiry = await new SignJWT({ email: "sita@college.edu.np" })
      .setProtectedHeader({ alg: "RS256", kid: "team-key" })
      .setIssuer(TEAM)
      .setAudience(AUD)
      .setIssuedAt(seconds(NOW))
      .sign(team.privateKey);
    expect(await accessEmail(noExpiry, settings, keys, NOW)).toBeNull();
  });
});

describe("the Access settings", () => {
  it("need both the team and the audience, and accept the team in any of its spellings", () => {
    expect(config({ ACCESS_TEAM_DOMAIN: "college" }).access).toBeNull();
    expect(config({ ACCESS_AUD: AUD }).access).toBeNull();
    for (const team of ["college", "college.cloudflareaccess.com", "https://College.cloudflareaccess.com/"])
      expect(config({ ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: AUD }).access).toEqual(settings);
  });

  it("take another address for the keys only on loopback, so a deployed Worker always reads the team's", () => {
    const local = config({
      ACCESS_TEAM_DOMAIN: "college",
      ACCESS_AUD: AUD,
      ACCESS_CERTS_URL: "http://127.0.0.1:9/certs",
    });
    expect(local.access?.certsUrl).toBe("http://127.0.0.1:9/certs");
    for (const elsewhere of ["https://attacker.example/certs", "http://127.0.0.1.attacker.example/certs", "nonsense"]) {
      const settingsThere = config({ ACCESS_TEAM_DOMAIN: "college", ACCESS_AUD: AUD, ACCESS_CERTS_URL: elsewhere });
      expect(settingsThere.access?.certsUrl).toBe(settings.certsUrl);
    }
  });
});
