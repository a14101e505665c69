/**
 * Ids bound to a submission's content, so that one solved Turnstile check
 * buys one submission (docs/decisions/012-turnstile.md).
 *
 * Cloudflare answers a siteverify that repeats an earlier idempotency key
 * with the earlier answer, and refuses a token already spent under another
 * key. With the submission id alone as the key, a token solved once passed
 * again for the same id with any other content, and a post without
 * JavaScript (whose conflicting id the server renews) made a new row each
 * time. Keyed by the id *and* the content's hash, a repeat of exactly the
 * same submission passes (a resend after a lost answer, recorded once) and
 * anything else sent with that token is refused.
 *
 * Both are UUIDs (Cloudflare's key is one; a renewed id is a submission id)
 * made from SHA-256, with the version 8 ("custom") and RFC 9562 variant bits.
 */

/** The idempotency key sent to siteverify with a token. */
export function turnstileKey(id: string, contentHash: string): Promise<string> {
  return uuidOf(`turnstile\n${id}\n${contentHash}`);
}

/**
 * The id a post without JavaScript is kept under when its id is already
 * kept with other content. Made from the id and the content, not at random,
 * so the same post sent again reaches the same id (one row), and decided
 * before the token is spent, so the token is bound to it.
 */
export function renewedId(id: string, contentHash: string): Promise<string> {
  return uuidOf(`renewed\n${id}\n${contentHash}`);
}

async function uuidOf(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
