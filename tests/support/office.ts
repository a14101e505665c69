import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { expect } from "vitest";
import worker from "built-worker";

/** The office's tests: a token long enough to count (32 characters or more), and the site's own host. */
export const TOKEN = "office-token-for-tests-0123456789ab";
export const SITE = "https://college.test";

/** A request through the built Worker, its background work finished; `origin` stands for the host it was sent to. */
export async function call(e: Env, path: string, init: RequestInit = {}, origin = SITE) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...init }), e, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

/** A same-origin form post of `fields`. */
export const form = (fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
  body: new URLSearchParams(fields).toString(),
});

/** Signs in with the token as `name`; the session's cookie. */
export async function signIn(e: Env, name = "Sita") {
  const res = await call(e, "/office/sign-in", form({ name, token: TOKEN }));
  expect(res.status).toBe(303);
  return /^(mbc_office=[^;]+)/.exec(res.headers.get("set-cookie") ?? "")![1]!;
}
