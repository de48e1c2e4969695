import { visitorProgressEntry } from '~/features/full-exam/progress.ts'
import { readGradeForm } from '~/features/review/grade.ts'
import { addAnswers, addResult, readAttempt, writeAttempt } from '~/utils/browser-store/records.ts'
import type { ProgressStore } from './types.ts'
import { localProgressEntry } from '#domain/exam/tally.ts'

/**
 * A visitor's store: this browser's IndexedDB (decision 134). Finished tests go to the results, their answers to
 * the answer history, attempts and review cards to their own object stores. What the pages read, and the review
 * scheduler (ts-fsrs), load when first read (browser-reads.ts, visitor-cards.ts): off every first load.
 */

const reads = () => import('./browser-reads.ts')
const visitorCards = () => import('~/features/review/visitor-cards.ts')

/** A write the page goes on without when it fails: the store has told the student (a finish also says 'none'). */
const toldAlready = () => {}

export const browserStore: ProgressStore = {
  kind: 'browser',
  // A visitor's results are kept when the test is finished.
  startPractice() {},
  async finishPractice({ session, summary, totalTime, records, date }) {
    try {
      const { examType: testType, province } = session
      await addResult(localProgressEntry(summary, { testType, province, date, totalTime }))
      await addAnswers(records, date)
      return 'local'
    } catch {
      return 'none'
    }
  },
  resumeFullExam: async (id) => readAttempt(id).catch(() => null),
  keepFullExam: (id, state) => void writeAttempt(id, state).catch(toldAlready),
  async finishFullExam({ examType, state, estimate }) {
    // Like the short flows: the answers into the history, the sitting into the results (/progress shows it).
    const date = new Date(state.updatedAt)
    const seconds = (state.updatedAt - state.startedAt) / 1000
    try {
      await addAnswers(estimate.records, date)
      await addResult(visitorProgressEntry(estimate, { testType: examType, date, seconds }))
      return 'local'
    } catch {
      return 'none'
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
    const result = await (await visitorCards()).gradeVisitorCard(answer.record, answer.timeLimit)
    return result ? { ok: true, result } : { ok: false, status: 404 }
  },
  exportForAccount: async () => (await import('~/utils/visitor-import-fields.ts')).visitorImportFields(),
}
