-- Tokens the paid AI provider used per requester (ip:… or user:…) and UTC day, shared by every app server on this
-- database so the daily allowance is one per requester (api/ai/token-budget.ts). Old days are pruned.
CREATE TABLE ai_token_usage (
  key text NOT NULL,
  day date NOT NULL,
  tokens bigint NOT NULL DEFAULT 0 CHECK (tokens >= 0),
  PRIMARY KEY (key, day)
);
