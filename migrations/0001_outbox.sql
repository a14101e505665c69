-- The outbox's state: one row per submission (worker/outbox/rows.ts).
-- The submitted content, documents included, is in R2 under payload_key;
-- this row is the single source of truth for where the submission stands.
-- Every change to a row is one conditional statement (compare-and-set), so
-- an interrupted Worker leaves each row in a state some reader repairs.
CREATE TABLE submissions (
  id TEXT PRIMARY KEY NOT NULL,
  form TEXT NOT NULL CHECK (form IN ('enquiry', 'visit', 'admission')),
  state TEXT NOT NULL CHECK (state IN ('pending', 'delivered', 'failed')),
  payload_key TEXT NOT NULL,
  -- SHA-256 of the submitted content: the same id with other content is a different submission.
  content_hash TEXT NOT NULL,
  -- Times are epoch milliseconds; 0 means "not yet".
  received_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_attempt_at INTEGER NOT NULL DEFAULT 0,
  -- When the next delivery attempt is due; the sweep re-enqueues rows long overdue.
  next_attempt_at INTEGER NOT NULL,
  -- When the current run of retries began (receipt, or the office's redelivery).
  window_start INTEGER NOT NULL,
  -- Bumped whenever a new queue message is sent for the row; a message naming
  -- an older generation is acknowledged without acting.
  generation INTEGER NOT NULL DEFAULT 0,
  -- The delivery in progress: its token, and when the claim lapses.
  lease_token TEXT,
  lease_until INTEGER NOT NULL DEFAULT 0,
  last_error TEXT NOT NULL DEFAULT '',
  delivered_at INTEGER NOT NULL DEFAULT 0
);

-- The sweep (due pending rows), health (pending and failed counts, oldest
-- pending) and the office's list (by state, oldest first) read this index.
CREATE INDEX submissions_by_state_due ON submissions (state, next_attempt_at);
CREATE INDEX submissions_by_state_received ON submissions (state, received_at, id);
-- Retention reads delivered rows by delivery time.
CREATE INDEX submissions_by_state_delivered ON submissions (state, delivered_at);

-- Small facts the sweep keeps between runs (the payload listing's cursor).
CREATE TABLE outbox_meta (
  key TEXT PRIMARY KEY NOT NULL,
  value TEXT NOT NULL
);
