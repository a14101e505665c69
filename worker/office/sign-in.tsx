import { Hono } from "hono";
import { RATE_LIMIT_PERIOD_S, TOO_MANY_ATTEMPTS, withinTokenLimit } from "../api/guards";
import { config } from "../config";
import { log } from "../log";
import { sameSecret } from "../same-secret";
import { actorOf, type Office } from "./office-app";
import { ConfirmPage, type ConfirmStep } from "./pages/confirm";
import { SignInPage } from "./pages/sign-in";
import { page } from "./render";
import { notFound } from "./replies";
import { clearedSessionCookie, NAME_MAX_LENGTH, sessionCookie, sessionValue } from "./session";
import { sessionEpoch, signOutEverywhere } from "./sign-outs";
import { officeDb, signedIn } from "./staff";

/** Token sign-in and sign-out, reached before anyone is signed in; the token form only where Cloudflare Access is not set up. */
export const signIn = new Hono<Office>();

signIn.get("/sign-in", async (c) => {
  if (config(c.env).access || (await signedIn(c.env, c.req.raw))) return c.redirect("/office", 303);
  return page(<SignInPage />);
});

signIn.post("/sign-in", async (c) => {
  const settings = config(c.env);
  if (settings.access) return c.redirect("/office", 303);
  const fields = c.get("fields");
  const name = fields.get("name").trim().slice(0, NAME_MAX_LENGTH);
  const token = fields.get("token");
  if (!name) return page(<SignInPage problem="Please give your name: it is recorded beside what you do." />, 400);
  // One allowance with the operator API per address and network, whatever name is given.
  if (!(await withinTokenLimit(c.env, c.req.raw))) {
    const refused = await page(<SignInPage problem={TOO_MANY_ATTEMPTS} />, 429);
    refused.headers.set("Retry-After", String(RATE_LIMIT_PERIOD_S));
    return refused;
  }
  if (!(await sameSecret(token, settings.adminToken))) {
    log({ event: "office_sign_in_refused" }, "warn");
    return page(<SignInPage problem="That is not the office token." />, 401);
  }
  const epoch = await sessionEpoch(officeDb(c.env));
  c.header("Set-Cookie", sessionCookie(await sessionValue(settings.adminToken, name, Date.now(), epoch)));
  log({ event: "office_signed_in" });
  return c.redirect("/office", 303);
});

signIn.post("/sign-out", (c) => {
  c.header("Set-Cookie", clearedSessionCookie());
  return c.redirect(config(c.env).access ? "/cdn-cgi/access/logout" : "/office/sign-in", 303);
});

/** Signing every token session out (Access keeps its own): for someone signed in. */
export const everywhere = new Hono<Office>();

const EVERYWHERE: ConfirmStep = {
  title: "Sign out every browser?",
  points: [
    "Every browser signed in to this page with the office token is signed out at once, this one too.",
    "Everyone signs in again with their name and the token; nothing else changes.",
    "If the token itself may have been seen, ask whoever looks after the website to change it as well.",
    "It is recorded with your name under “What staff did lately”.",
  ],
  action: "/office/sign-out-everywhere",
  button: "Yes, sign out every browser",
  danger: true,
};

everywhere.post("/sign-out-everywhere", async (c) => {
  const signed = c.get("signed");
  if (signed.via !== "token") return notFound();
  // Everyone notices it at once: a press asks first, and only the confirmed post signs out.
  if (c.get("fields").get("confirm") !== "yes") return page(<ConfirmPage signed={signed} step={EVERYWHERE} />);
  const epoch = await signOutEverywhere(c.get("outbox").db, actorOf(signed), Date.now());
  log({ event: "office_signed_out_everywhere", epoch });
  c.header("Set-Cookie", clearedSessionCookie());
  return c.redirect("/office/sign-in", 303);
});
