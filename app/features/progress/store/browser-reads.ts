import { readVisitorAnswers } from '~/utils/answer-history.ts'
import { hasStoredKey } from '~/utils/browser-store/areas.ts'
import { readLocal } from '~/utils/storage.ts'
import type { KeptProgress } from './types.ts'
import { summarizeLocal } from '#domain/exam/progress.ts'
import { accuracyOverTime, topicMastery } from '#domain/review/mastery.ts'

/** What a visitor's pages read from this browser, loaded when first read (browser-store.ts). */

/** A read that cannot fail a page: storage blocked or unreadable reads as nothing kept. */
function orNull<T>(read: () => T | null): T | null {
  try {
    return read()
  } catch {
    return null
  }
}

/** /progress: userProgress summarised, and topic mastery from the answer history by the server's rules. */
export function readKeptProgress(now: Date): KeptProgress {
  const stored = hasStoredKey('local', 'userProgress')
  // A corrupt value is removed (storage.ts) and reported as reset.
  const entries = orNull(() => readLocal('userProgress'))
  const answers = orNull(readVisitorAnswers) ?? []
  return {
    summary: summarizeLocal(entries ?? [], now),
    mastery: { subjects: topicMastery(answers), overTime: accuracyOverTime(answers, 'week') },
    reset: stored && entries === null,
  }
}

/** The finished tests kept in this browser. */
export const readKeptResults = () => orNull(() => readLocal('userProgress')) ?? []
