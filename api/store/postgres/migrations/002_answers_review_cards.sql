-- Issue 13: the answer history of practice sessions and the spaced-repetition (FSRS) review cards.

CREATE TABLE answers (
  id          text PRIMARY KEY,
  user_id     text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- NULL for answers imported at sign-up (a visitor's browser history has no server session).
  session_id  text REFERENCES practice_sessions (id) ON DELETE CASCADE,
  question_id text NOT NULL,
  exam_type   text NOT NULL,
  section     text NOT NULL,
  topic       text NOT NULL,
  difficulty  text NOT NULL,
  chosen      text,
  correct     boolean NOT NULL,
  seconds     integer NOT NULL CHECK (seconds >= 0),
  answered_at timestamptz NOT NULL
);
-- A question once per session; the same question at the same instant once per user (imports are idempotent).
CREATE UNIQUE INDEX answers_session_question_key ON answers (session_id, question_id) WHERE session_id IS NOT NULL;
CREATE UNIQUE INDEX answers_user_question_time_key ON answers (user_id, question_id, answered_at);
-- The history page, newest first (every filter narrows this scan of one user's rows).
CREATE INDEX answers_user_answered_idx ON answers (user_id, answered_at DESC, id DESC);
-- The mistakes filter of the review page.
CREATE INDEX answers_user_mistakes_idx ON answers (user_id, answered_at DESC, id DESC)
  WHERE correct = false OR chosen IS NULL;
-- Filters by exam type and section (mastery reads one exam type's answers).
CREATE INDEX answers_user_exam_section_idx ON answers (user_id, exam_type, section);
-- A session's answers (the duplicate check of PATCH and ?sessionId=).
CREATE INDEX answers_session_idx ON answers (session_id) WHERE session_id IS NOT NULL;

CREATE TABLE review_cards (
  user_id        text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id    text NOT NULL,
  exam_type      text NOT NULL,
  section        text NOT NULL,
  topic          text NOT NULL,
  due            timestamptz NOT NULL,
  stability      double precision NOT NULL CHECK (stability >= 0),
  difficulty     double precision NOT NULL CHECK (difficulty >= 0),
  elapsed_days   integer NOT NULL CHECK (elapsed_days >= 0),
  scheduled_days integer NOT NULL CHECK (scheduled_days >= 0),
  learning_steps integer NOT NULL CHECK (learning_steps >= 0),
  reps           integer NOT NULL CHECK (reps >= 0),
  lapses         integer NOT NULL CHECK (lapses >= 0),
  state          text NOT NULL CHECK (state IN ('New', 'Learning', 'Review', 'Relearning')),
  last_review    timestamptz,
  -- One card per user and question.
  PRIMARY KEY (user_id, question_id)
);
-- Due cards, soonest first, and the summary's count and next due time.
CREATE INDEX review_cards_user_due_idx ON review_cards (user_id, due, question_id);
