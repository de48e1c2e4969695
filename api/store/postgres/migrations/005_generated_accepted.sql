-- Generated items an operator accepted into the shared bank (npm run bank:review): listed to everyone with the
-- written bank, no longer counted by the per-requester and total caps. NULL: still private to their requester.
ALTER TABLE generated_questions ADD COLUMN accepted_at timestamptz;
CREATE INDEX generated_questions_accepted_idx ON generated_questions (exam_type, section) WHERE accepted_at IS NOT NULL;
