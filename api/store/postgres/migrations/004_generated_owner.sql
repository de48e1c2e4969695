-- Generated questions belong to their requester (issue 11): GET /api/questions lists the bank plus the caller's
-- own generated items only. `requester` is requesterOf (a user id or `anon:<client key>`, so no FK); rows from
-- before this migration have none and are listed to nobody (dropped first by the total cap, like anonymous ones).
ALTER TABLE generated_questions ADD COLUMN requester text;
-- The duplicate check's index: md5 of the item's normalised stem and options (questionTextHash(indexedText(q)) in
-- api/store/postgres/index.ts), so a generate looks up its candidates instead of reading every stored item. Rows already
-- stored get theirs from the app at start (the same code as new rows). Not unique: two requests racing with the
-- same item both keep it rather than one losing its copy.
ALTER TABLE generated_questions ADD COLUMN text_key text;
CREATE INDEX generated_questions_text_key_idx ON generated_questions (text_key);
CREATE INDEX generated_questions_requester_idx ON generated_questions (requester, created_at DESC);
