import { LEGACY_RESULTS } from '~/utils/browser-store/legacy-keys.ts'
import { takeDamaged } from '~/utils/browser-store/progress-db.ts'
import { readAnswers, readResults } from '~/utils/browser-store/records.ts'
import type { KeptProgress } from './types.ts'
import { summarizeLocal } from '#domain/exam/progress.ts'
import { accuracyOverTime, topicMastery } from '#domain/review/mastery.ts'

/** What a visitor's pages read from this browser, loaded when first read (browser-store.ts). */

/** A read that cannot fail a page: storage blocked or unreadable reads as nothing kept. */
const orEmpty = <T>(read: Promise<T[]>): Promise<T[]> => read.catch(() => [])

/** /progress: the finished tests summarised, and topic mastery from the answer history by the server's rules. */
export async function readKeptProgress(now: Date): Promise<KeptProgress> {
  const [entries, answers] = await Promise.all([orEmpty(readResults()), orEmpty(readAnswers())])
  return {
    summary: summarizeLocal(entries, now),
    mastery: { subjects: topicMastery(answers), overTime: accuracyOverTime(answers, 'week') },
    // Damaged results found when they were moved in were removed (and reported): said as a reset.
    reset: await takeDamaged(LEGACY_RESULTS).catch(() => false),
  }
}

/** The finished tests kept in this browser. */
export const readKeptResults = () => orEmpty(readResults())
