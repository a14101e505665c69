import { type Context, Hono } from "hono";
import { FORM_NAMES, type FormName } from "../../app/forms/contract/schemas";
import {
  ADMIN_TOKEN_ATTEMPTS,
  RATE_LIMIT_PERIOD_S,
  sameOrigin,
  TOO_MANY_ATTEMPTS,
  withinRateLimit,
} from "../api/guards";
import { bodyKind, readCapped, TOO_LARGE } from "../api/body";
import { config } from "../config";
import { errorText, log } from "../log";
import { actionsOf, NOTE_MAX_LENGTH } from "../outbox/actions";
import { recentActions } from "./record";
import {
  type Cursor,
  findRows,
  type ListFilter,
  newestRows,
  overview,
  searchOf,
  sharedReferences,
} from "../outbox/browse";
import { OLDEST_PENDING_LIMIT_MS } from "../outbox/health";
import { type Outbox, outboxOf } from "../outbox/outbox";
import { readPayload } from "../outbox/payloads";
import { handledByHand, redeliver, redeliverFailed } from "../outbox/redeliver";
import { getRow, SUBMISSION_STATES, type SubmissionState } from "../outbox/rows";
import { currentWarnings } from "../outbox/warnings";
import { prestorageCounts } from "../outbox/prestorage";
import { erase } from "../outbox/erase";
import { maintenanceState, switchMaintenance } from "../maintenance";
import { sameSecret } from "../same-secret";
import { imageOf } from "./files";
import { type Office, type Fields, actorOf } from "./office-app";
import type { Signed } from "./pages/layout";
import { bodyLimit, officeNotices } from "../notices/office";
import { OverviewPage } from "./pages/overview";
import { MessagePage, SignInPage } from "./pages/sign-in";
import { EraseConfirmPage, SubmissionPage } from "./pages/submission";
import { page } from "./render";
import { clearedSessionCookie, NAME_MAX_LENGTH, sessionCookie, sessionValue } from "./session";
import { sessionEpoch, signOutEverywhere } from "./sign-outs";
import { officeDb, signedIn } from "./staff";
import { OFFICE_CSS } from "./styles";
import { kathmanduMidnight } from "../../app/lib/kathmandu-time";
import { durationSince, kathmanduTime } from "./words";

/**
 * /office: the college office's page for the form submissions (the
 * outbox's rows and documents). worker/index.ts hands it every /office
 * request when sign-in is set up (staff.ts), and never through the page
 * cache. Every answer is no-store and noindex; every change is a POST from
 * this site's own pages, by someone signed in, and is recorded with who.
 */
export const office = new Hono<Office>().basePath("/office");

const PAGE_SIZE = 25;
/** The largest body an office form posts: a note of 500 characters in Nepali, encoded, is about 4.5 KB. */
export const OFFICE_BODY_LIMIT = 8 * 1024;
const RECENT_ACTIONS = 10;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

office.use("*", async (c, next) => {
  await next();
  c.res = new Response(c.res.body, c.res);
  c.res.headers.set("Cache-Control", "no-store");
  c.res.headers.set("X-Robots-Tag", "noindex, nofollow");
});

// Some Access setting given but the pair unusable: closed, never the token form in its place.
office.use("*", async (c, next) => {
  const problem = config(c.env).accessProblem;
  if (!problem) return next();
  log({ event: "office_access_misconfigured", reason: problem }, "error");
  return page(
    <MessagePage
      title="Not available"
      text="The office page's sign-in is not set up correctly, so the page is closed. Whoever looks after the website can see why in its log."
    />,
    503,
  );
});

// A change must come from this site's pages: a form on another site cannot post here.
office.use("*", async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD") return next();
  if (c.req.method !== "POST" || !fromOfficePage(c.req.raw, config(c.env).siteUrl)) {
    log({ event: "office_refused", reason: "cross_site", path: c.req.path }, "warn");
    return page(<MessagePage title="Refused" text="This request did not come from the office page." />, 403);
  }
  await next();
});

// Every post's body is read here, never more than OFFICE_BODY_LIMIT bytes of it (more only where a notice's
// text or file is sent, by someone signed in: worker/notices/office.tsx, bodyLimit), before anything looks at it.
office.use("*", async (c, next) => {
  if (c.req.method !== "POST") return next();
  const limit = await bodyLimit(c.env, c.req.raw, c.req.path);
  const bytes = await readCapped(c.req.raw, limit?.bytes ?? OFFICE_BODY_LIMIT);
  if (bytes === TOO_LARGE) {
    log({ event: "office_refused", reason: "too_large", path: c.req.path }, "warn");
    const text = limit?.tooLarge ?? "That was far more than any office form sends.";
    return page(<MessagePage title="Too large" text={text} signedIn={limit !== null} />, 413);
  }
  c.set("fields", await fieldsOf(bytes, c.req.header("content-type") ?? ""));
  if (limit) c.set("signed", limit.signed);
  await next();
});

office.get("/styles.css", () => new Response(OFFICE_CSS, { headers: { "Content-Type": "text/css; charset=utf-8" } }));

// ── Token sign-in (only where Cloudflare Access is not set up) ─────────────
office.get("/sign-in", async (c) => {
  if (config(c.env).access || (await signedIn(c.env, c.req.raw))) return c.redirect("/office", 303);
  return page(<SignInPage />);
});

office.post("/sign-in", async (c) => {
  const settings = config(c.env);
  if (settings.access) return c.redirect("/office", 303);
  const fields = c.get("fields");
  const name = fields.get("name").trim().slice(0, NAME_MAX_LENGTH);
  const token = fields.get("token");
  if (!name) return page(<SignInPage problem="Please give your name: it is recorded beside what you do." />, 400);
  // Limited per address and name (signInLimitKey), so nobody sharing the office's address can use up its tries.
  if (!(await withinRateLimit(c.env, c.req.raw, signInLimitKey(name)))) {
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

office.post("/sign-out", (c) => {
  c.header("Set-Cookie", clearedSessionCookie());
  return c.redirect(config(c.env).access ? "/cdn-cgi/access/logout" : "/office/sign-in", 303);
});

// ── Everything below: signed in, with the outbox bound ─────────────────────
office.use("*", async (c, next) => {
  // A notice's post was signed in already, to be allowed its larger body.
  const signed = (c.get("signed") as Signed | undefined) ?? (await signedIn(c.env, c.req.raw));
  if (!signed) {
    if (config(c.env).access)
      return page(
        <MessagePage title="Sign in first" text="Open this page through the college's Cloudflare Access sign-in." />,
        403,
      );
    // A page or an image (GET, or HEAD for its headers) leads to the form; an action cannot.
    return c.req.method === "GET" || c.req.method === "HEAD"
      ? c.redirect("/office/sign-in", 303)
      : page(<SignInPage problem="Please sign in again." />, 401);
  }
  const outbox = outboxOf(c.env);
  if (!outbox)
    return page(
      <MessagePage
        title="Not set up"
        text="The website keeps no submissions here: its outbox (D1, R2 and the queue) is not configured."
        signedIn
      />,
      503,
    );
  c.set("signed", signed);
  c.set("outbox", outbox);
  await next();
});

// ── Sign out everywhere (token sessions; Access keeps its own) ────────────
office.post("/sign-out-everywhere", async (c) => {
  const signed = c.get("signed");
  if (signed.via !== "token") return notFound();
  const epoch = await signOutEverywhere(c.get("outbox").db, actorOf(signed), Date.now());
  log({ event: "office_signed_out_everywhere", epoch });
  c.header("Set-Cookie", clearedSessionCookie());
  return c.redirect("/office/sign-in", 303);
});

// ── The overview, the list and the search ──────────────────────────────────
// The search is posted, never put in the address: it is an applicant's
// e-mail or phone, which an address keeps in the browser's history and in logs.
office.get("/", (c) => overviewPage(c, ""));
office.post("/", (c) => overviewPage(c, c.get("fields").get("q").slice(0, 200)));

async function overviewPage(c: Context<Office>, q: string) {
  const outbox = c.get("outbox");
  const now = Date.now();
  const filter = filterOf(c.req.query("state"), c.req.query("form"));
  const before = cursorOf(c.req.query("before"));
  const [numbers, rows, actions, search, google, maintenance, prestorage] = await Promise.all([
    overview(outbox.db, { todayFrom: kathmanduMidnight(now), weekFrom: now - 7 * 86_400_000 }),
    newestRows(outbox.db, filter, before, PAGE_SIZE),
    recentActions(outbox.db, RECENT_ACTIONS),
    q.trim() ? searchFor(outbox, q) : null,
    currentWarnings(outbox.db, now),
    maintenanceState(c.env, now),
    prestorageCounts(outbox.db, now - 7 * 86_400_000, now),
  ]);
  const shared = await sharedReferences(outbox.db, [...rows, ...(search?.rows ?? [])]);
  const last = rows.at(-1);
  const older =
    rows.length === PAGE_SIZE && last
      ? `/office?${new URLSearchParams({ ...filter, before: `${last.receivedAt}.${last.id}` })}`
      : null;
  const problems = [];
  if (numbers.failed)
    problems.push(
      `${numbers.failed} submission${numbers.failed === 1 ? " has" : "s have"} failed: the spreadsheet did not accept ${numbers.failed === 1 ? "it" : "them"} for ${durationSince(0, outbox.settings.retryWindowMs)}, and the website has stopped trying. Open ${numbers.failed === 1 ? "it" : "each"} to read why, fix the cause, then redeliver.`,
    );
  if (numbers.pending && now - numbers.oldestPendingSince > OLDEST_PENDING_LIMIT_MS)
    problems.push(
      `A submission has waited ${durationSince(numbers.oldestPendingSince, now)} for the spreadsheet (since ${kathmanduTime(numbers.oldestPendingSince)}): the college's script is not accepting them. The website keeps trying; the waiting ones' last error says why.`,
    );
  return page(
    <OverviewPage
      signed={c.get("signed")}
      now={now}
      numbers={numbers}
      problems={problems}
      google={google}
      filter={filter}
      rows={rows}
      older={older}
      search={search}
      actions={actions}
      shared={shared}
      notice={noticeOf(c.req.query("done"), c.req.query("count"))}
      maintenance={maintenance}
      prestorage={prestorage}
    />,
  );
}

async function searchFor(outbox: Outbox, text: string) {
  const search = searchOf(text);
  if (!search)
    return {
      text,
      rows: null,
      problem:
        "Type a reference (MBC- and eight letters or digits), an e-mail address, or a phone number of at least 7 digits.",
    };
  return { text, rows: await findRows(outbox.db, search), problem: "" };
}

// ── One submission ─────────────────────────────────────────────────────────
office.get("/submissions/:id", async (c) => {
  const outbox = c.get("outbox");
  const id = c.req.param("id").toLowerCase();
  const row = UUID.test(id) ? await getRow(outbox.db, id) : null;
  if (!row) return notFound();
  const [payload, actions, shared] = await Promise.all([
    readPayload(outbox.bucket, row.payloadKey),
    actionsOf(outbox.db, id),
    sharedReferences(outbox.db, [row]),
  ]);
  return page(
    <SubmissionPage
      signed={c.get("signed")}
      row={row}
      sharesReference={shared.size > 0}
      data={payload?.data ?? null}
      actions={actions}
      notice={noticeOf(c.req.query("done"), c.req.query("count"))}
    />,
  );
});

office.get("/submissions/:id/files/:field/:index", async (c) => {
  const outbox = c.get("outbox");
  const id = c.req.param("id").toLowerCase();
  const index = Number(c.req.param("index"));
  const row = UUID.test(id) && Number.isInteger(index) && index >= 0 ? await getRow(outbox.db, id) : null;
  const payload = row ? await readPayload(outbox.bucket, row.payloadKey) : null;
  const image = payload ? imageOf(payload.data, c.req.param("field"), index) : null;
  if (!image) return notFound();
  return new Response(image.bytes, {
    headers: { "Content-Type": image.type, "Content-Disposition": "inline", "X-Content-Type-Options": "nosniff" },
  });
});

// ── Actions: each recorded with who did it ─────────────────────────────────
office.post("/submissions/:id/redeliver", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const result = await redeliver(c.get("outbox"), id, actorOf(c.get("signed")));
  if (result === "unknown") return notFound();
  return c.redirect(`/office/submissions/${id}?done=${result}`, 303);
});

office.post("/submissions/:id/handled", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const note = c.get("fields").get("note").trim().slice(0, NOTE_MAX_LENGTH);
  if (!note) return c.redirect(`/office/submissions/${id}?done=note_missing`, 303);
  const result = await handledByHand(c.get("outbox"), id, { actor: actorOf(c.get("signed")), note });
  if (result === "unknown") return notFound();
  return c.redirect(`/office/submissions/${id}?done=${result}`, 303);
});

// Erasing: a page that says what goes and asks to confirm, then the post that erases.
office.get("/submissions/:id/erase", async (c) => {
  const id = c.req.param("id").toLowerCase();
  const row = UUID.test(id) ? await getRow(c.get("outbox").db, id) : null;
  if (!row) return notFound();
  return page(<EraseConfirmPage signed={c.get("signed")} row={row} />);
});

office.post("/submissions/:id/erase", async (c) => {
  const id = c.req.param("id").toLowerCase();
  if (!UUID.test(id)) return notFound();
  const outbox = c.get("outbox");
  const result = await erase(outbox, c.env, id, actorOf(c.get("signed")));
  if (result.outcome === "erased") return c.redirect("/office?done=erased", 303);
  if (result.outcome === "unknown") return notFound();
  const row = await getRow(outbox.db, id);
  if (!row) return notFound();
  const problem =
    result.outcome === "refused" ? result.reason : "it is being delivered to the spreadsheet at this moment";
  return page(<EraseConfirmPage signed={c.get("signed")} row={row} problem={problem} />, 409);
});

// The public site's maintenance switch (worker/maintenance.ts); a press that changes nothing is not recorded.
office.post("/maintenance", async (c) => {
  const wanted = c.get("fields").get("switch");
  if (wanted !== "on" && wanted !== "off") return c.redirect("/office", 303);
  const now = Date.now();
  const current = await maintenanceState(c.env, now);
  if (current.switched !== (wanted === "on"))
    await switchMaintenance(c.get("outbox").db, wanted === "on", actorOf(c.get("signed")), now);
  return c.redirect(`/office?done=maintenance_${wanted}`, 303);
});

office.post("/redeliver-failed", async (c) => {
  const count = await redeliverFailed(c.get("outbox"), actorOf(c.get("signed")));
  return c.redirect(`/office?done=requeued_all&count=${count}`, 303);
});

office.route("/notices", officeNotices);

office.all("*", () => notFound());

office.onError((error) => {
  log({ event: "office_error", message: errorText(error) }, "error");
  return page(
    <MessagePage
      title="Something went wrong"
      text="The office page could not do that. Try again in a minute."
      signedIn
    />,
    500,
  );
});

const notFound = () =>
  page(
    <MessagePage
      title="Not found"
      text="There is no such submission, or it was deleted after the retention period."
      signedIn
    />,
    404,
  );

/**
 * Whether a POST came from this site's own pages. Stricter than the form
 * API's sameOrigin (worker/api/guards.ts), which lets a request without an
 * Origin through for non-browser clients: nothing but the office's own
 * pages posts to /office (scripts use the operator API, /api/admin, with
 * the token in a header), and every browser sends Origin on a form POST.
 * So the Origin must be present and this site's; and a browser's
 * Sec-Fetch-Site, when sent, must not say another site or a sibling
 * subdomain made the request.
 */
export function fromOfficePage(request: Request, siteUrl: string | undefined): boolean {
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  return request.headers.get("origin") !== null && sameOrigin(request, siteUrl);
}

/**
 * The rate-limit key of a token sign-in: ADMIN_TOKEN_ATTEMPTS and the name
 * given, which withinRateLimit joins to the client's address. Someone else
 * behind the same address (a carrier's shared IP, the college's own
 * network) trying tokens under other names cannot use up this name's tries.
 * The operator API counts under ADMIN_TOKEN_ATTEMPTS and the address alone.
 */
export const signInLimitKey = (name: string) =>
  `${ADMIN_TOKEN_ATTEMPTS}:${name.toLowerCase().replace(/\s+/g, " ").trim()}`;

async function fieldsOf(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Fields> {
  let form: FormData | null = null;
  if (bodyKind(contentType) === "native") {
    try {
      form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
    } catch {
      // Unreadable: as if nothing was sent, which every action refuses or ignores.
    }
  }
  return {
    get: (name) => {
      const value = form?.get(name);
      return typeof value === "string" ? value : "";
    },
    file: (name) => {
      const value = form?.get(name);
      return value && typeof value !== "string" ? value : null;
    },
  };
}

function filterOf(state: string | undefined, form: string | undefined): ListFilter {
  return {
    ...(SUBMISSION_STATES.includes(state as SubmissionState) ? { state: state as SubmissionState } : {}),
    ...(form && (FORM_NAMES as readonly string[]).includes(form) ? { form: form as FormName } : {}),
  };
}

function cursorOf(text: string | undefined): Cursor | null {
  const match = /^(\d{1,16})\.([0-9a-f-]{36})$/.exec(text ?? "");
  return match ? { receivedAt: Number(match[1]), id: match[2]! } : null;
}

/** What the page says after an action (the action redirects here with its outcome). */
function noticeOf(done: string | undefined, count: string | undefined): string {
  switch (done) {
    case "requeued":
      return "Sent again. If the spreadsheet script is working, it arrives within a minute.";
    case "requeued_all": {
      const n = Number.parseInt(count ?? "0", 10) || 0;
      return `${n} failed submission${n === 1 ? "" : "s"} sent again.`;
    }
    case "handled":
      return "Marked as handled by hand. It no longer counts as failed or waiting.";
    case "delivered":
      return "It is already in the spreadsheet: nothing was changed.";
    case "already_handled":
      return "It was already marked as handled by hand.";
    case "in_progress":
      return "It is being delivered at this moment. Look again in a minute.";
    case "erased":
      return "Erased. Now delete its e-mails from the college account's Sent mail and the office's inbox (the office guide says how).";
    case "maintenance_on":
      return "The public site is in maintenance: every page shows the maintenance notice within a minute.";
    case "maintenance_off":
      return "Maintenance is over: every page is back within a minute.";
    case "note_missing":
      return "Please write a note saying how it was handled.";
    default:
      return "";
  }
}
