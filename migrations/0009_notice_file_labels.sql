-- A notice's file gets a label: what its notice's page shows as the file's
-- link, as the office typed it, or else the file's own name as uploaded
-- (Nepali and all), where `name` is the reduced ASCII name the file is served
-- under. Adds a column with a default, so the previous release, which neither
-- writes nor reads it, runs on it unchanged (decision 029); a file it adds
-- has no label, and its page shows the served name, as that release does.
ALTER TABLE notice_attachments ADD COLUMN label TEXT NOT NULL DEFAULT '';
