import type { NoticesReader } from "../../app/notices/types";
import { errorText, log } from "../log";
import { officeDb } from "../office/staff";
import { attachmentResponse } from "./attachments";
import { isLive, type Notice } from "../../app/notices/model";
import { ensureSeeded, SEED_ACTOR, seedNotices } from "./seed";
import { attachmentsOf, getAttachment, getNotice, liveNotices, type NoticesState, noticesState } from "./store";

/**
 * Notices as the public site reads them. They live in the outbox's D1
 * database (the office's); the first read writes the first notices
 * (seed.ts).
 */
export async function noticesDb(env: Env): Promise<D1Database> {
  const db = officeDb(env);
  if (!db) throw new Error("Notices need the OUTBOX_DB binding.");
  await ensureSeeded(db);
  return db;
}

/**
 * GET /notices/files/<id>/<name>: an attachment of a live notice, from the
 * site's own origin (attachments.ts says how it is served). A draft's,
 * scheduled or ended notice's files answer 404 like unknown ones, so
 * nothing is public before or after its notice is.
 */
export async function attachmentFile(env: Env, id: string, name: string, now = Date.now()): Promise<Response | null> {
  if (!officeDb(env) || !/^[0-9a-f-]{36}$/.test(id)) return null;
  const db = await noticesDb(env);
  const attachment = await getAttachment(db, id);
  if (!attachment || attachment.name !== name) return null;
  const notice = await getNotice(db, attachment.noticeId);
  if (!notice || !isLive(notice, now)) return null;
  return attachmentResponse(env.SUBMISSIONS, attachment);
}

/** The most live notices a page reads: far more than a college has at once. */
const LIVE_MAX = 500;

/**
 * The live notices this isolate last read from D1, with the notices' state
 * (noticesStamp) they were read under. While the state is the same the
 * list is too (a save or a publish or end time passing changes the state),
 * so the pages the page cache does not keep (the board's filters and pages,
 * the feed, the sitemap, an ended notice's 404) read D1 once per isolate
 * per change, not once per request. While D1 cannot be read it is what the
 * pages show.
 */
let lastLive: { stamp: string; list: Notice[] } = { stamp: "", list: [] };

/** A request's reader, which also tells whether it fell back on `lastLive` (so its page must not be cached). */
export type RequestNoticesReader = NoticesReader & { readonly degraded: boolean };

/**
 * The request's reader of the live notices (app/notices/types.ts), read from
 * D1 once per request at most, and not at all when this isolate read them
 * under the current state (`lastLive`). Without a database (a site set up without
 * the outbox) the first notices stand, from the content modules (seed.ts).
 * When D1 cannot be read the page is still served: with the live notices
 * this isolate read last (still live now), else none, and with `degraded`
 * set so that copy is not kept in the page cache under the current stamp.
 */
export function noticesReader(env: Env, now = Date.now()): RequestNoticesReader {
  const db = officeDb(env);
  if (!db) {
    const seeded: Notice[] = seedNotices(0).map((fields, i) => ({
      ...fields,
      id: i + 1,
      version: 1,
      createdBy: SEED_ACTOR,
      createdAt: 0,
      updatedBy: SEED_ACTOR,
      updatedAt: 0,
    }));
    return { live: async () => seeded, attachments: async () => [], degraded: false };
  }
  let live: Promise<Notice[]> | null = null;
  let degraded = false;
  const unread = (error: unknown) => {
    degraded = true;
    log({ event: "notices_unread", message: errorText(error) }, "error");
  };
  return {
    live: () => {
      live ??= (async () => {
        const stamp = await noticesStamp(env, now);
        if (stamp && stamp === lastLive.stamp) return lastLive.list;
        try {
          const list = await liveNotices(await noticesDb(env), now, { limit: LIVE_MAX });
          lastLive = { stamp, list };
          return list;
        } catch (error) {
          unread(error);
          return lastLive.list.filter((n) => isLive(n, now));
        }
      })();
      return live;
    },
    attachments: (id) =>
      noticesDb(env)
        .then((ready) => attachmentsOf(ready, id))
        .catch((error) => {
          unread(error);
          return [];
        }),
    get degraded() {
      return degraded;
    },
  };
}

/**
 * What the cached copy of a page that shows notices depends on
 * (worker/page-cache.ts keys it with this): the number of the latest
 * change to any notice, and the latest publish or end time that has
 * passed. A save makes a new key, so no visitor is served the copy from
 * before it; a notice's publish or end time makes one when it comes, with
 * no one acting. Each isolate reads both from D1 at most every
 * NOTICES_CACHE_MS (at once on the isolate that made a change), so a
 * change reaches every page within that time, and again when the next
 * publish or end time it read comes.
 */
export const NOTICES_CACHE_MS = 30_000;

let known: (NoticesState & { until: number }) | null = null;
/** After a failed read, none before this time: an outage costs each isolate one read and one log line per NOTICES_CACHE_MS, not one per request. */
let retryAt = 0;

export async function noticesStamp(env: Env, now = Date.now()): Promise<string> {
  const db = officeDb(env);
  if (!db) return "";
  if ((!known || now >= known.until) && now >= retryAt) {
    try {
      const state = await noticesState(await noticesDb(env), now);
      known = { ...state, until: Math.min(now + NOTICES_CACHE_MS, state.next ?? Number.POSITIVE_INFINITY) };
    } catch (error) {
      // The pages go on with the last known stamp (or none): a database outage never takes them down.
      log({ event: "notices_unread", message: errorText(error) }, "error");
      retryAt = now + NOTICES_CACHE_MS;
    }
  }
  if (!known) return "";
  // Only while a failed read is waiting to be tried again can a time read as coming have passed.
  const passed = known.next !== null && known.next <= now ? known.next : known.passed;
  return `n${known.change}.${passed}`;
}

/** After a save on this isolate: its pages show the change at their next request. */
export function noticesChanged(): void {
  known = null;
  retryAt = 0;
}

/** The pages that show notices: the home page (its ticker and popup) and the board with each notice, in both languages. */
export const showsNotices = (pathname: string) => /^(?:\/ne)?(?:\/|\/notices(?:\/.*)?)?$/.test(pathname);
