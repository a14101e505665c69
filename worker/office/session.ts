/**
 * The office's session where Cloudflare Access is not set up: after the
 * sign-in form is given ADMIN_TOKEN, a cookie naming the member of staff
 * (the name they typed, for the record of actions), when the session
 * ends and the sign-out epoch it began in (sign-outs.ts), signed with
 * HMAC-SHA-256 under a key derived from ADMIN_TOKEN. A cookie cannot be
 * made or altered without the token; changing the token, or "sign out
 * everywhere", ends every session.
 *
 * Value: `<expires, epoch ms>.<sign-out epoch>.<name, base64url>.<signature, base64url>`.
 */
export const SESSION_COOKIE = "mbc_office";
export const SESSION_MS = 12 * 3_600_000;
export const NAME_MAX_LENGTH = 60;

export interface Session {
  name: string;
  expires: number;
  /** The sign-out epoch the session began in: it ends when "sign out everywhere" moves the epoch on. */
  epoch: number;
}

const encoder = new TextEncoder();
// A purpose label, so the same token used as another key elsewhere could never produce these signatures.
const LABEL = "mbc-office-session-v2";

async function keyFor(adminToken: string): Promise<CryptoKey> {
  const secret = await crypto.subtle.digest("SHA-256", encoder.encode(`${LABEL}\0${adminToken}`));
  return crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

function fromBase64url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function sessionValue(adminToken: string, name: string, now: number, epoch = 0): Promise<string> {
  const body = `${now + SESSION_MS}.${epoch}.${base64url(encoder.encode(name.slice(0, NAME_MAX_LENGTH)))}`;
  const signature = await crypto.subtle.sign("HMAC", await keyFor(adminToken), encoder.encode(`${LABEL}.${body}`));
  return `${body}.${base64url(new Uint8Array(signature))}`;
}

/** The session a cookie value carries, if its signature is good and it has not ended; otherwise null. */
export async function readSession(adminToken: string, value: string | undefined, now: number): Promise<Session | null> {
  if (!adminToken || !value || value.length > 512) return null;
  const match = /^(\d{1,16})\.(\d{1,12})\.([A-Za-z0-9_-]*)\.([A-Za-z0-9_-]+)$/.exec(value);
  if (!match) return null;
  const [, expires, epoch, name, signature] = match as unknown as [string, string, string, string, string];
  const signed = fromBase64url(signature);
  // crypto.subtle.verify compares in constant time.
  if (
    !signed ||
    !(await crypto.subtle.verify(
      "HMAC",
      await keyFor(adminToken),
      signed,
      encoder.encode(`${LABEL}.${expires}.${epoch}.${name}`),
    ))
  )
    return null;
  if (Number(expires) <= now) return null;
  const nameBytes = fromBase64url(name);
  if (!nameBytes) return null;
  return { name: new TextDecoder().decode(nameBytes), expires: Number(expires), epoch: Number(epoch) };
}

/** The Set-Cookie header value: only over HTTPS, never to scripts, never on another site's request, only under /office. */
export function sessionCookie(value: string, maxAgeSeconds = SESSION_MS / 1000): string {
  return `${SESSION_COOKIE}=${value}; Max-Age=${maxAgeSeconds}; Path=/office; HttpOnly; Secure; SameSite=Strict`;
}

export const clearedSessionCookie = () => sessionCookie("", 0);
