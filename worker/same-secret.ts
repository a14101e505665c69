/**
 * Whether a secret someone gave equals the configured one, in constant
 * time: both sides are hashed to equal lengths first, then compared with
 * workerd's timing-safe comparison. An empty secret never matches.
 */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const encoder = new TextEncoder();
  const [a, b] = await Promise.all([given, expected].map((s) => crypto.subtle.digest("SHA-256", encoder.encode(s))));
  // workerd's extension to SubtleCrypto (not in the DOM typings).
  const subtle = crypto.subtle as SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };
  return subtle.timingSafeEqual(a!, b!) && given.length > 0 && expected.length > 0;
}
