-- Erasing an applicant (worker/outbox/erase.ts): the submission's row, its
-- documents and its actions go, and this table keeps that an erasure
-- happened, who did it and when: no id, reference, name or note, so
-- nothing in it points back at the person. Kept for good: a handful of
-- rows a year.
CREATE TABLE office_erasures (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  actor TEXT NOT NULL,
  at INTEGER NOT NULL
);
