import { visitorProgressEntry } from '~/features/full-exam/progress.ts'
import { readVisitorAttempt, writeVisitorAttempt } from '~/features/full-exam/storage.ts'
import { readGradeForm } from '~/features/review/grade.ts'
import { appendVisitorAnswers } from '~/utils/answer-history.ts'
import { practiceStorage } from '~/utils/practice-storage.ts'
import type { ProgressStore } from './types.ts'
import { localProgressEntry } from '#domain/exam/tally.ts'

/**
 * A visitor's store: this browser (the validated keys of storage.ts). Finished tests go to `userProgress`, their
 * answers to the answer history, attempts and review cards under their own keys. What the pages read, and the
 * review scheduler (ts-fsrs), load when first read (browser-reads.ts, visitor-cards.ts): off every first load.
 */

const reads = () => import('./browser-reads.ts')
const visitorCards = () => import('~/features/review/visitor-cards.ts')

export const browserStore: ProgressStore = {
  kind: 'browser',
  // A visitor's results are kept when the test is finished.
  startPractice() {},
  async finishPractice({ session, summary, totalTime, records, date }) {
    try {
      const { examType: testType, province } = session
      practiceStorage.appendLocalProgress(localProgressEntry(summary, { testType, province, date, totalTime }))
      appendVisitorAnswers(records, date)
      return 'local'
    } catch (error) {
      console.warn('The result could not be kept in this browser', error)
      return 'none'
    }
  },
  resumeFullExam: async (id) => readVisitorAttempt(id),
  keepFullExam: (id, state) => writeVisitorAttempt(id, state),
  finishFullExam({ examType, state, estimate }) {
    // Like the short flows: the answers into the history, the sitting into userProgress (/progress shows it).
    try {
      const date = new Date(state.updatedAt)
      const seconds = (state.updatedAt - state.startedAt) / 1000
      appendVisitorAnswers(estimate.records, date)
      practiceStorage.appendLocalProgress(visitorProgressEntry(estimate, { testType: examType, date, seconds }))
    } catch (error) {
      console.warn('The result could not be kept in this browser', error)
    }
  },
  readProgress: async (now) => (await reads()).readKeptProgress(now),
  readResults: async () => (await reads()).readKeptResults(),
  readMistakes: async (signal) => (await import('~/features/review/visitor-mistakes.ts')).loadVisitorMistakes(signal),
  readDueCards: async (signal) => (await visitorCards()).loadVisitorDue(signal),
  /** Graded here by the same FSRS rules as the server. */
  async gradeCard(form) {
    const answer = readGradeForm(form)
    if (!answer) return { ok: false, status: 400 }
    const result = (await visitorCards()).gradeVisitorCard(answer.record, answer.timeLimit)
    return result ? { ok: true, result } : { ok: false, status: 404 }
  },
}
