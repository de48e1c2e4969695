-- Sign-in through OpenID Connect providers (decision 060): each provider account (issuer, subject) signs in as one
-- user; a user made by a provider sign-in has no password.
CREATE TABLE user_identities (
  issuer     text NOT NULL,
  subject    text NOT NULL,
  user_id    text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX user_identities_user ON user_identities (user_id);
ALTER TABLE users ALTER COLUMN password_hash DROP NOT NULL;
