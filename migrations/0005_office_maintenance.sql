-- The office's maintenance switch (worker/maintenance.ts): one row per
-- press, which is also its record (who, when, on or off). The latest row is
-- the switch's state, kept in D1 so that no deploy changes it. Kept for
-- good: a handful of rows a year.
CREATE TABLE office_maintenance (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  switched_on INTEGER NOT NULL CHECK (switched_on IN (0, 1)),
  actor TEXT NOT NULL,
  at INTEGER NOT NULL
);
