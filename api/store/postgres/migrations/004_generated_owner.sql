-- Generated questions belong to their requester (issue 11): GET /api/questions lists the bank plus the caller's
-- own generated items only. `requester` is requesterOf (a user id or `anon:<client key>`, so no FK); rows from
-- before this migration have none and are listed to nobody (dropped first by the total cap, like anonymous ones).
ALTER TABLE generated_questions ADD COLUMN requester text;
-- The duplicate check's index: md5 of the normalised question text (questionTextHash in api/store/generated.ts:
-- NFKC, trimmed, runs of spaces as one, lower case), so a generate looks up its candidates instead of reading every
-- stored item. Not unique: two requests racing with the same text both keep their item rather than one losing it.
ALTER TABLE generated_questions ADD COLUMN text_key text;
UPDATE generated_questions
SET text_key = md5(lower(regexp_replace(btrim(normalize(body ->> 'questionText', NFKC)), '\s+', ' ', 'g')));
CREATE INDEX generated_questions_text_key_idx ON generated_questions (text_key);
CREATE INDEX generated_questions_requester_idx ON generated_questions (requester, created_at DESC);
