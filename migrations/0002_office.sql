-- The office's page (worker/office): a state for submissions the office
-- dealt with by hand, what it needs to list and find a submission without
-- opening its documents in R2, and a record of what staff did.
--
-- SQLite cannot change a CHECK constraint in place, so the table is built
-- anew with the same columns, the rows copied across, the old table
-- dropped and the new one renamed; its indexes are made again after.
-- Wrangler runs each migration file in one transaction.
--
-- previous release: the rebuilt table keeps every column of 0001_outbox.sql under its old name, type and default, and its indexes; it only adds columns with defaults and allows one more state, so a Worker from before this migration reads and writes it as before.
CREATE TABLE submissions_next (
  id TEXT PRIMARY KEY NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('enquiry', 'visit', 'admission')),
  -- handled: the office dealt with it another way; it no longer counts as failed.
  state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed', 'handled')),
  payload_key TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  received_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_attempt_at INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  window_start INTEGER NOT NULL,
  generation INTEGER NOT NULL DEFAULT 0,
  lease_token TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  -- When it was delivered, or marked handled by hand: retention counts from here.
  delivered_at INTEGER NOT NULL DEFAULT 0,
  -- The applicant as the form named them, written at acceptance
  -- (worker/outbox/summary.ts): e-mail in lower case, phone as digits only.
  -- Rows kept before this migration have them empty; their page reads R2.
  applicant_name TEXT NOT NULL DEFAULT '',
  applicant_email TEXT NOT NULL DEFAULT '',
  applicant_phone TEXT NOT NULL DEFAULT ''
);

INSERT INTO submissions_next (id, form, state, payload_key, content_hash, received_at, attempts, last_attempt_at,
  next_attempt_at, window_start, generation, lease_token, lease_until, last_error, delivered_at)
SELECT id, form, state, payload_key, content_hash, received_at, attempts, last_attempt_at,
  next_attempt_at, window_start, generation, lease_token, lease_until, last_error, delivered_at
FROM submissions;

DROP TABLE submissions;
ALTER TABLE submissions_next RENAME TO submissions;

-- The indexes of 0001_outbox.sql, as they were.
CREATE INDEX submissions_by_state_due ON submissions (state, next_attempt_at);
CREATE INDEX submissions_by_state_received ON submissions (state, received_at, id);
CREATE INDEX submissions_by_state_delivered ON submissions (state, delivered_at);
-- The office's list (newest first, by form) and its counts per day, and its search.
CREATE INDEX submissions_by_received ON submissions (received_at, id);
CREATE INDEX submissions_by_form_received ON submissions (form, received_at, id);
CREATE INDEX submissions_by_email ON submissions (applicant_email);
CREATE INDEX submissions_by_phone ON submissions (applicant_phone);

-- What staff did: one row per action (a redelivery, "handled by hand"),
-- written in the same transaction as the change it records. A note may name
-- the applicant, so a submission's actions go with it when retention
-- deletes it (the trigger below).
CREATE TABLE office_actions (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  submission_id TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('redeliver', 'handled')),
  -- The staff member's e-mail (Cloudflare Access), the name given at a token
  -- sign-in, or "operator API" for the token-holding tool.
  actor TEXT NOT NULL,
  at INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE INDEX office_actions_by_submission ON office_actions (submission_id, seq);

CREATE TRIGGER office_actions_follow_submission AFTER DELETE ON submissions
BEGIN
  DELETE FROM office_actions WHERE submission_id = OLD.id;
END;
