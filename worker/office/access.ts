import { createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from "jose";
import type { AccessSettings } from "../config";
import { log } from "../log";

/**
 * Cloudflare Access in front of /office: Access signs in the member of
 * staff (their Google account, or a one-time PIN sent to their e-mail) and
 * adds a signed token to each request it lets through, in the
 * `Cf-Access-Jwt-Assertion` header. The Worker does not take that on trust
 * (a request may reach it another way, e.g. its workers.dev address): it
 * checks the token's signature against the team's published keys, its
 * issuer (the team's domain), its audience (this application's tag) and its
 * expiry, and takes the e-mail from it.
 */
export const ACCESS_HEADER = "Cf-Access-Jwt-Assertion";

// One key set per isolate and address: jose keeps the fetched keys, refetching
// when a token names a key it has not seen (Cloudflare rotates them).
const keySets = new Map<string, JWTVerifyGetKey>();

export function accessKeys(certsUrl: string): JWTVerifyGetKey {
  let keys = keySets.get(certsUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(certsUrl), { timeoutDuration: 5_000, cacheMaxAge: 3_600_000 });
    keySets.set(certsUrl, keys);
  }
  return keys;
}

/**
 * The staff member's e-mail if `token` is a good Access token for this
 * application at `now`; null otherwise (the reason is logged, never the token).
 */
export async function accessEmail(
  token: string | null | undefined,
  settings: AccessSettings,
  keys: JWTVerifyGetKey,
  now = new Date(),
): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keys, {
      issuer: settings.issuer,
      audience: settings.audience,
      // Access signs with RS256; refusing every other algorithm shuts out "none" and key-confusion tricks.
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat"],
      currentDate: now,
    });
    // A service token carries no e-mail: it is for machines, and the office's actions are people's.
    const email = typeof payload.email === "string" ? payload.email.trim() : "";
    if (!email) {
      log({ event: "office_access_refused", reason: "no e-mail claim" }, "warn");
      return null;
    }
    return email;
  } catch (error) {
    const reason = error instanceof errors.JOSEError ? error.code : "unreadable";
    log({ event: "office_access_refused", reason }, "warn");
    return null;
  }
}
