import { parse } from "hono/utils/cookie";
import { config } from "../config";
import { ACCESS_HEADER, accessEmail, accessKeys } from "./access";
import type { Signed } from "./pages/layout";
import { readSession, SESSION_COOKIE } from "./session";

/**
 * Who is signed in to the office page, by the one way this Worker is set
 * up for: Cloudflare Access when its two settings are given (the token
 * form is then off), otherwise the token sign-in's session cookie. Null for
 * nobody, and the office is off altogether (every /office path 404) when
 * neither is set up.
 */
export function officeOn(env: object): boolean {
  const settings = config(env);
  return settings.access !== null || settings.adminToken !== "";
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
  return session ? { who: session.name, via: "token" } : null;
}
