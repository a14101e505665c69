/**
 * What is kept of an erased submission so that it stays erased
 * (docs/decisions/037-tombstones-in-r2.md): one R2 object per erasure,
 * `erasures/<key>`, where the key is an HMAC-SHA-256 of the submission's
 * id under the ERASURE_KEY secret. The id itself is kept nowhere, and
 * without the secret the key cannot be matched to an id.
 *
 * R2, not D1: a D1 Time Travel restore rolls the database back, rows of
 * erased applicants included, but leaves the bucket as it is, so after a
 * restore the tombstones still name every erasure and `reapplyErasures`
 * (reapply.ts) can erase those rows again. The same key goes with every
 * delivery and erasure to the college's script, which keeps it too and
 * refuses a submission carrying an erased one (apps-script/Code.gs).
 */
const PREFIX = "erasures/";
const KEY = /^[0-9a-f]{64}$/;

/** The erasure key of `id` under `secret` (config's erasureKey): 64 hexadecimal digits. */
export async function erasureKeyOf(secret: string, id: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(secret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(id));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Records that the submission with this erasure key was erased, at `now`. */
export async function bury(bucket: R2Bucket, key: string, now: number): Promise<void> {
  await bucket.put(`${PREFIX}${key}`, "", { customMetadata: { erasedAt: String(now) } });
}

/** Whether the submission with this erasure key was erased. */
export async function isBuried(bucket: R2Bucket, key: string): Promise<boolean> {
  return (await bucket.head(`${PREFIX}${key}`)) !== null;
}

/** Every erasure key kept, a page of R2's listing at a time. */
export async function buriedKeys(bucket: R2Bucket): Promise<Set<string>> {
  const keys = new Set<string>();
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: PREFIX, ...(cursor ? { cursor } : {}) });
    for (const object of page.objects) {
      const key = object.key.slice(PREFIX.length);
      if (KEY.test(key)) keys.add(key);
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}
