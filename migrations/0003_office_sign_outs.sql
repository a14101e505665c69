-- "Sign out everywhere" on the office's page (worker/office/sign-outs.ts):
-- one row per press, which is also its record (who and when). Every token
-- session carries the number of the latest row when it began, and stops
-- counting as signed in once a later row exists. Kept for good: a handful
-- of rows a year.
CREATE TABLE office_sign_outs (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  at INTEGER NOT NULL
);
