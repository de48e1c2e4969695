-- Password reset tokens (decision 067): only a token's SHA-256 is kept, one per user, gone once used or expired.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
-- A changed or reset password ends every session of the user: found by the user id in the session's data.
CREATE INDEX auth_sessions_user ON auth_sessions ((data ->> 'userId'));
