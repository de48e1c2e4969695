-- ExamReady schema, version 1: every collection the lowdb store keeps, with the constraints that keep data right.
-- Ids are the app's own (`usr_…`, `ses_…`), generated in Node like the lowdb store does.

CREATE TABLE users (
  id            text PRIMARY KEY,
  email         text NOT NULL,
  first_name    text,
  password_hash text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
-- Emails are stored trimmed and lower-cased (as lowdb does); the index enforces uniqueness and serves sign-in.
CREATE UNIQUE INDEX users_email_key ON users (email);

-- express-session records. `data` is what express-session serializes (cookie + userId).
CREATE TABLE auth_sessions (
  sid        text PRIMARY KEY,
  data       jsonb NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_sessions_expires_at_idx ON auth_sessions (expires_at);

CREATE TABLE practice_sessions (
  id                  text PRIMARY KEY,
  user_id             text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  exam_type           text NOT NULL,
  country_code        text NOT NULL,
  province            text,
  subjects            text[] NOT NULL,
  questions_attempted integer NOT NULL CHECK (questions_attempted >= 0),
  questions_correct   integer NOT NULL CHECK (questions_correct >= 0),
  total_time          integer NOT NULL CHECK (total_time >= 0),
  completed           boolean NOT NULL,
  created_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  score_percentage    double precision CHECK (score_percentage BETWEEN 0 AND 100),
  -- The contract's SubjectScores and TopicBreakdown maps, kept in their own shape.
  subject_scores      jsonb NOT NULL DEFAULT '{}',
  topic_breakdown     jsonb NOT NULL DEFAULT '{}'
);
-- Progress, history, streak and the user profile all read a user's sessions newest first.
CREATE INDEX practice_sessions_user_created_idx ON practice_sessions (user_id, created_at DESC, id DESC);

CREATE TABLE tutor_sessions (
  id         text PRIMARY KEY,
  -- NULL for anonymous chats (a signed-out visitor).
  user_id    text REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX tutor_sessions_user_updated_idx ON tutor_sessions (user_id, updated_at DESC, id DESC)
  WHERE user_id IS NOT NULL;

CREATE TABLE tutor_messages (
  id         bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL REFERENCES tutor_sessions (id) ON DELETE CASCADE,
  role       text NOT NULL CHECK (role IN ('user', 'assistant')),
  content    text NOT NULL,
  sent_at    timestamptz NOT NULL
);
CREATE INDEX tutor_messages_session_idx ON tutor_messages (session_id, id);

-- Generated questions (the written bank stays read-only in api/seed). The filter columns are copied out of the
-- contract-shaped body so the list query can use an index.
CREATE TABLE generated_questions (
  id         text PRIMARY KEY,
  exam_type  text NOT NULL,
  section    text NOT NULL,
  topic      text NOT NULL,
  difficulty text NOT NULL,
  level      text,
  created_at text,
  body       jsonb NOT NULL
);
CREATE INDEX generated_questions_filter_idx ON generated_questions (exam_type, section, created_at DESC);

-- Which questions generation already handed to a requester (a user id or an anonymous client id, so no FK).
CREATE TABLE question_seen (
  requester   text NOT NULL,
  question_id text NOT NULL,
  PRIMARY KEY (requester, question_id)
);

-- express-rate-limit counters shared by every app server.
CREATE TABLE rate_limits (
  key      text PRIMARY KEY,
  hits     integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);

-- Small shared settings, e.g. the session secret generated on first start when SESSION_SECRET is unset.
CREATE TABLE app_settings (
  name  text PRIMARY KEY,
  value text NOT NULL
);
