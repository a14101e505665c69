import { parse } from "hono/utils/cookie";
import { config } from "../config";
import { isLoopbackEndpoint } from "../delivery/loopback";
import { ACCESS_HEADER, accessEmail, accessKeys } from "./access";
import type { Signed } from "./pages/layout";
import { readSession, SESSION_COOKIE } from "./session";
import { sessionEpoch } from "./sign-outs";

/**
 * Who is signed in to the office page, by the one way this Worker is set
 * up for: Cloudflare Access when its two settings are given (the token
 * form is then off), otherwise the token sign-in's session cookie. Null for
 * nobody. The office is off altogether (every /office path is the site's
 * 404) when neither is set up, and on any host but the site's own.
 */
export function officeOn(env: object, request: Request): boolean {
  const settings = config(env);
  if (settings.access === null && settings.accessProblem === "" && settings.adminToken === "") return false;
  return officeHost(request, settings.siteUrl);
}

/**
 * The office answers only at SITE_URL's host, and on loopback for local
 * runs (`npm start`, the tests). Elsewhere (the Worker's workers.dev
 * address, a preview URL) there is no office: Access protects the hostnames
 * its application names, and a second address would be a way round it.
 */
export function officeHost(request: Request, siteUrl: string): boolean {
  if (isLoopbackEndpoint(request.url)) return true;
  return new URL(request.url).host === URL.parse(siteUrl)?.host;
}

export async function signedIn(env: Env, request: Request, now = Date.now()): Promise<Signed | null> {
  const settings = config(env);
  if (settings.access) {
    const email = await accessEmail(
      request.headers.get(ACCESS_HEADER),
      settings.access,
      accessKeys(settings.access.certsUrl),
      new Date(now),
    );
    return email ? { who: email, via: "access" } : null;
  }
  const cookies = parse(request.headers.get("cookie") ?? "", SESSION_COOKIE);
  const session = await readSession(settings.adminToken, cookies[SESSION_COOKIE], now);
  if (!session) return null;
  // Ended by a "sign out everywhere" since it began.
  if (session.epoch !== (await sessionEpoch(officeDb(env)))) return null;
  return { who: session.name, via: "token", epoch: session.epoch };
}

/** The database "sign out everywhere" is kept in: the outbox's. */
export const officeDb = (env: Env): D1Database | undefined => (env as Partial<Env>).OUTBOX_DB;
