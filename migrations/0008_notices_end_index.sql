-- The notices' cache state (worker/notices/store.ts, noticesState) asks for
-- the latest end time passed and the next one to come: with this index each
-- is one step down it instead of a scan of every notice ever ended. Adds an
-- index only, so the previous release runs on it unchanged (decision 029).
CREATE INDEX notices_by_end ON notices (end_at);
