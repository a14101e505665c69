import { homeContent } from "../../app/content/home";
import { homeContentNe } from "../../app/content/home.ne";
import { tickerItems } from "../../app/content/ticker";
import { tickerItemsNe } from "../../app/content/ticker.ne";
import type { NoticeFields } from "../../app/notices/model";
import { fieldValues, record, snapshot } from "./store";

/**
 * The first notices: the ticker's lines and the first-visit popup as the
 * site showed them before the office could publish notices
 * (app/content/ticker.ts, home.ts and their Nepali twins), so the site
 * looks the same on its first day with notices.
 *
 * Written by the Worker at its first read of the notices, not by a
 * migration: the text stays in one place (the content modules, which the
 * Nepali review and the tests already read), a site without a database
 * shows the same text from them (pages.ts), and the migration holds no
 * copy of it. notices_seeded records that it was done, in the same
 * transaction, so concurrent first reads write them once and notices the
 * office deleted never come back.
 */
export const SEED_ACTOR = "the website (the first notices)";

export function seedNotices(now: number): NoticeFields[] {
  if (tickerItems.length !== tickerItemsNe.length)
    throw new Error("ticker.ne.ts must have one line per ticker.ts line");
  // The board lists the newest first: the first line is the newest, one second apart, so the order is kept;
  // a minute before now, so a request that began just before the seeding already shows them.
  const ticker = tickerItems.map(
    (en, i): NoticeFields => ({
      title: { en, ne: tickerItemsNe[i]! },
      body: { en: "", ne: "" },
      category: "admissions",
      publishAt: now - 60_000 - i * 1000,
      endAt: null,
      ticker: true,
      popup: false,
    }),
  );
  const popup: NoticeFields = {
    title: { en: homeContent.popup.heading, ne: homeContentNe.popup.heading },
    body: { en: homeContent.popup.body, ne: homeContentNe.popup.body },
    category: "admissions",
    publishAt: now - 60_000 - tickerItems.length * 1000,
    endAt: null,
    ticker: false,
    popup: true,
  };
  return [...ticker, popup];
}

let seeded = false;

/** Writes the first notices unless they were written before; once per isolate it asks. */
export async function ensureSeeded(db: D1Database, now = Date.now()): Promise<void> {
  if (seeded) return;
  const done = await db.prepare("SELECT 1 AS done FROM notices_seeded").first();
  if (!done) {
    const unseeded = "NOT EXISTS (SELECT 1 FROM notices_seeded)";
    const statements = seedNotices(now).flatMap((f, i) => {
      const writeId = `seed-${i}-${crypto.randomUUID()}`;
      return [
        db
          .prepare(
            `INSERT INTO notices (title_en, title_ne, body_en, body_ne, category, publish_at, end_at, ticker, popup,
               version, write_id, created_by, created_at, updated_by, updated_at)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 1, ?10, ?11, ?12, ?11, ?12 WHERE ${unseeded}`,
          )
          .bind(...fieldValues(f), writeId, SEED_ACTOR, now),
        snapshot(db, writeId),
        record(db, writeId, "notice_created", SEED_ACTOR, now, f.title.en),
      ];
    });
    await db.batch([
      ...statements,
      db.prepare("INSERT OR IGNORE INTO notices_seeded (id, at) VALUES (1, ?1)").bind(now),
    ]);
  }
  seeded = true;
}

/** For tests that empty the tables: the next read seeds again if notices_seeded is empty. */
export function forgetSeeding(): void {
  seeded = false;
}
