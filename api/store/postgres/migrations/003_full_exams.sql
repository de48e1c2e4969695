-- Saved full-length mock attempts (issue 14): one row per student and attempt id (e.g. sat-1), the state as the
-- contract's FullExamState in JSONB, replaced on every save and stamped with the server's time.
CREATE TABLE full_exam_attempts (
  user_id  text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  id       text NOT NULL,
  state    jsonb NOT NULL,
  saved_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, id)
);
