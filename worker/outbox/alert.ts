import { EmailMessage } from "cloudflare:email";
import { config } from "../config";
import { errorText, log } from "../log";
import { mimeMessage, prestorageText, problemText, recoveredText, warningsText } from "./alert-message";
import { judge, OLDEST_PENDING_LIMIT_MS } from "./health";
import type { Outbox } from "./outbox";
import { prestorageCounts } from "./prestorage";
import { counts, getMeta, stalledRows, swapMeta } from "./rows";
import { currentWarnings } from "./warnings";

/**
 * The office's alert e-mail: while /api/health would say something is wrong
 * (a submission failed for good, or one has waited over an hour), the
 * office gets one e-mail an hour naming counts and references, and one
 * "back to normal" e-mail when it is over. It goes out through Cloudflare
 * Email Routing (the ALERT_EMAIL binding, ALERT_EMAIL_TO and
 * ALERT_EMAIL_FROM), not through the college's script, which may be the
 * very thing that is broken.
 *
 * It also passes on the script's warnings about the college's Google
 * account (warnings.ts: Drive nearly full, visitors' confirmations held
 * back by the mail reserve) while they are current: at once when a
 * warning appears that the last e-mail did not carry, then once a day
 * while it lasts, and beside the delivery problem in its e-mails.
 *
 * Checked by the scheduled sweep and at once when a delivery fails for
 * good. What was last sent is kept in D1 (`outbox_meta`) and changed by
 * compare-and-set before sending, so two Workers checking at once send
 * one message; a send that fails gives the change back, so the next check
 * tries again. Never throws: an alert that cannot go out is logged and
 * must not stop a sweep or a delivery.
 */
export type Mailer = (from: string, to: string, raw: string) => Promise<unknown>;

export type AlertOutcome = "off" | "quiet" | "alerted" | "recovered" | "warned" | "raced" | "send_failed" | "error";

interface AlertState {
  /** A problem e-mail went out and no "back to normal" has followed. */
  active: boolean;
  /** When the last problem e-mail went out (epoch ms). */
  sentAt: number;
  /** The codes of the Google account's warnings the last e-mail carrying them named. */
  warned: string[];
  /** When that e-mail went out (epoch ms). */
  warnedAt: number;
}

const STATE_KEY = "alert";
export const REPEAT_MS = 3_600_000;
const WARNING_REPEAT_MS = 86_400_000;
/** References listed in one e-mail; the rest are counted. */
const NAMED = 20;

export async function checkAlert(
  outbox: Outbox,
  env: Env,
  now: number,
  mailer: Mailer | null = bindingMailer(env),
): Promise<AlertOutcome> {
  const settings = config(env);
  if (!settings.alert.on || !mailer) return "off";
  try {
    const [current, report] = await Promise.all([counts(outbox.db), currentWarnings(outbox.db, now)]);
    const problem = !judge(current, now).ok;
    const seen = await getMeta(outbox.db, STATE_KEY);
    const state = parse(seen);
    const deliveryDue = problem ? !(state.active && now - state.sentAt < REPEAT_MS) : state.active;
    const codes = (report?.warnings ?? []).map((warning) => warning.code);
    const warningDue =
      codes.some((code) => !state.warned.includes(code)) ||
      (codes.length > 0 && now - state.warnedAt >= WARNING_REPEAT_MS);
    if (!deliveryDue && !warningDue) return "quiet";

    const next = JSON.stringify({
      active: deliveryDue ? problem : state.active,
      sentAt: deliveryDue && problem ? now : state.sentAt,
      warned: codes.length ? codes : state.warned,
      warnedAt: codes.length ? now : state.warnedAt,
    } satisfies AlertState);
    if (!(await swapMeta(outbox.db, STATE_KEY, seen, next))) return "raced";
    const kind = deliveryDue ? (problem ? "alerted" : "recovered") : "warned";
    const links = { siteUrl: settings.siteUrl };
    const words =
      kind === "alerted"
        ? problemText(
            current,
            await stalledRows(outbox.db, now - OLDEST_PENDING_LIMIT_MS, NAMED),
            { ...links, waitLimitMs: OLDEST_PENDING_LIMIT_MS },
            report,
          )
        : kind === "recovered"
          ? recoveredText(current, links, report)
          : warningsText(report!, links);
    try {
      await mailer(settings.alert.from, settings.alert.to, mimeMessage(settings.alert, words));
    } catch (error) {
      // Not sent: put the state back, so the next check sends it.
      await swapMeta(outbox.db, STATE_KEY, next, seen ?? JSON.stringify(QUIET));
      log({ event: "alert_send_failed", kind, message: errorText(error) }, "error");
      return "send_failed";
    }
    log({ event: "alert_sent", kind, failed: current.failed, pending: current.pending });
    return kind;
  } catch (error) {
    log({ event: "alert_error", message: errorText(error) }, "error");
    return "error";
  }
}

const PRESTORAGE_KEY = "prestorage_alert";

/**
 * The alert for submissions that failed before the website kept them
 * (prestorage.ts), with the delivery alert's rhythm: checked when such a
 * failure happens and by the scheduled sweep, it goes out at most once an
 * hour, counting the failures since the last one it sent (the time it
 * went out is kept in `outbox_meta`, changed by compare-and-set before
 * sending and given back if the send fails). There is no "back to normal":
 * each failure is over when it happens. Never throws.
 */
export async function checkPrestorageAlert(
  db: D1Database,
  env: Env,
  now: number,
  mailer: Mailer | null = bindingMailer(env),
): Promise<Extract<AlertOutcome, "off" | "quiet" | "alerted" | "raced" | "send_failed" | "error">> {
  const settings = config(env);
  if (!settings.alert.on || !mailer) return "off";
  try {
    const seen = await getMeta(db, PRESTORAGE_KEY);
    const sentAt = Number(seen) || 0;
    if (now >= sentAt && now - sentAt < REPEAT_MS) return "quiet";
    const counted = await prestorageCounts(db, sentAt, now);
    if (!counted.length) return "quiet";
    if (!(await swapMeta(db, PRESTORAGE_KEY, seen, String(now)))) return "raced";
    try {
      const words = prestorageText(counted, { siteUrl: settings.siteUrl, since: sentAt });
      await mailer(settings.alert.from, settings.alert.to, mimeMessage(settings.alert, words));
    } catch (error) {
      await swapMeta(db, PRESTORAGE_KEY, String(now), seen ?? "0");
      log({ event: "alert_send_failed", kind: "prestorage", message: errorText(error) }, "error");
      return "send_failed";
    }
    log({ event: "alert_sent", kind: "prestorage", failures: counted.reduce((sum, row) => sum + row.count, 0) });
    return "alerted";
  } catch (error) {
    log({ event: "alert_error", kind: "prestorage", message: errorText(error) }, "error");
    return "error";
  }
}

const QUIET: AlertState = { active: false, sentAt: 0, warned: [], warnedAt: 0 };

function parse(value: string | null): AlertState {
  try {
    const { active, sentAt, warned, warnedAt } = JSON.parse(value ?? "null") ?? QUIET;
    return {
      active: active === true,
      sentAt: Number(sentAt) || 0,
      warned: Array.isArray(warned) ? warned.filter((code) => typeof code === "string") : [],
      warnedAt: Number(warnedAt) || 0,
    };
  } catch {
    return QUIET;
  }
}

/** Sends through the ALERT_EMAIL binding, if the Worker has one. */
function bindingMailer(env: Env): Mailer | null {
  const binding = (env as Partial<Pick<Env, "ALERT_EMAIL">>).ALERT_EMAIL;
  return binding ? (from, to, raw) => binding.send(new EmailMessage(from, to, raw)) : null;
}
