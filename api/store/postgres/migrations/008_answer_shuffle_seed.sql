-- Issue 25: the seed of the option order a student saw (the attempt's shuffleSeed), so the history, the mistake
-- review and the tutor show the options as they were shown. NULL for answers given before options were shuffled.
ALTER TABLE answers ADD COLUMN shuffle_seed bigint CHECK (shuffle_seed BETWEEN 0 AND 4294967295);
