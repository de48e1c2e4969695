-- The browser's key of a practice session (optional): a start retried after an outage finds the session it may
-- already have created instead of counting it twice (POST /api/practice/start, clientId).
ALTER TABLE practice_sessions ADD COLUMN client_id text;
CREATE UNIQUE INDEX practice_sessions_client_id ON practice_sessions (user_id, client_id) WHERE client_id IS NOT NULL;
