-- Submissions that failed before the website kept them (worker/outbox/
-- prestorage.ts): one row per failure, with its kind, its form and when,
-- never anything the visitor sent or who they are. Counted on the office's
-- overview and in the office's alert e-mail; the scheduled sweep deletes
-- rows older than 30 days.
CREATE TABLE prestorage_failures (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  kind TEXT NOT NULL,
  form TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX prestorage_failures_at ON prestorage_failures (at);
