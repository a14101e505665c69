-- Notices the office publishes itself (worker/notices): the notice board,
-- the ticker's lines and the first-visit popup, in English and Nepali.
-- Only new tables: the release before this one never reads them.

-- A notice as it stands. Times are epoch milliseconds; publish_at NULL is
-- a draft, end_at NULL never ends. A notice is live while
-- publish_at <= now < end_at. version counts its saves, so an edit names
-- the version it was made from and a newer save refuses it (a compare and
-- set in one UPDATE); write_id is the save's own random id, which the
-- statements after the UPDATE in the same batch test, so they act only
-- when this save, and not another, made the change.
CREATE TABLE notices (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  title_en TEXT NOT NULL DEFAULT '',
  title_ne TEXT NOT NULL DEFAULT '',
  body_en TEXT NOT NULL DEFAULT '',
  body_ne TEXT NOT NULL DEFAULT '',
  category TEXT NOT NULL CHECK (category IN ('admissions', 'exams', 'results', 'events', 'holidays', 'general')),
  publish_at INTEGER,
  end_at INTEGER,
  ticker INTEGER NOT NULL DEFAULT 0 CHECK (ticker IN (0, 1)),
  popup INTEGER NOT NULL DEFAULT 0 CHECK (popup IN (0, 1)),
  version INTEGER NOT NULL DEFAULT 1,
  write_id TEXT NOT NULL DEFAULT '',
  created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_by TEXT NOT NULL,
  updated_at INTEGER NOT NULL
);
-- The board: newest first.
CREATE INDEX notices_by_publish ON notices (publish_at, id);

-- Every saved version of a notice, the current one included, so an earlier
-- one can be looked at and restored (a restore is a new version).
CREATE TABLE notice_versions (
  notice_id INTEGER NOT NULL,
  version INTEGER NOT NULL,
  title_en TEXT NOT NULL,
  title_ne TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_ne TEXT NOT NULL,
  category TEXT NOT NULL,
  publish_at INTEGER,
  end_at INTEGER,
  ticker INTEGER NOT NULL,
  popup INTEGER NOT NULL,
  saved_by TEXT NOT NULL,
  saved_at INTEGER NOT NULL,
  PRIMARY KEY (notice_id, version)
);

-- A notice's files: the object is in the SUBMISSIONS bucket under
-- notices/<notice id>/<id>; here what serving it needs. type is what its
-- first bytes showed, never what the uploader declared.
CREATE TABLE notice_attachments (
  id TEXT PRIMARY KEY NOT NULL,
  notice_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp')),
  size INTEGER NOT NULL,
  added_by TEXT NOT NULL,
  added_at INTEGER NOT NULL
);
CREATE INDEX notice_attachments_by_notice ON notice_attachments (notice_id, added_at);

-- The office's record of what was done to notices (who, when, which
-- notice, and its title at the time), listed with the office's other
-- actions (worker/office/record.ts). Kept when the notice is deleted.
-- The action's names are the code's (NoticeAction, worker/notices/store.ts),
-- with no CHECK: SQLite cannot change a CHECK, so a new kind of action
-- would otherwise need the table rebuilt.
CREATE TABLE notice_actions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  notice_id INTEGER NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  at INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX notice_actions_by_notice ON notice_actions (notice_id, seq);

-- One row once the first notices (today's ticker lines and popup, from
-- app/content) have been written (worker/notices/seed.ts), so that they
-- are written once, and never again after the office deletes them.
CREATE TABLE notices_seeded (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  at INTEGER NOT NULL
);
