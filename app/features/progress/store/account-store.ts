import { sessionNumbers as attemptNumbers } from '~/features/full-exam/progress.ts'
import { readGradeForm, type GradeReply } from '~/features/review/grade.ts'
import { saveQueue, type SaveOutcome } from '~/utils/save-queue.ts'
import type { SessionSave } from '~/utils/session-records.ts'
import type { ProgressStore, SavedWhere, SessionInfo } from './types.ts'
import { sessionNumbers } from '#domain/exam/tally.ts'
import type { FullExamState } from '#openapi/types.ts'

/**
 * The account's store: every write goes through the save queue (kept in this browser until the server has it,
 * retried, decision 038); the figures the pages show are read by their loaders on the server, so reads answer null.
 */

const PRACTICE_URL = '/resources/practice-session'
const FULL_EXAM_URL = '/resources/full-exam'
const attemptKey = (id: string) => `full-exam:${id}`

/** One key per session, so the finish replaces an unsent Start. */
const practiceSave = (clientId: string, body: SessionSave) =>
  saveQueue().save({ key: `practice:${clientId}`, url: PRACTICE_URL, body })

const sessionBody = (clientId: string, session: SessionInfo) => ({
  clientId,
  session: { ...session, subjects: [...session.subjects] },
})

const whereOf = (outcome: SaveOutcome): SavedWhere =>
  outcome === 'saved' ? 'server' : outcome === 'pending' ? 'queued' : 'none'

/** Of the server's saved state and the one the save queue still holds (a save an outage kept), the later one. */
function newestOf(server: FullExamState | undefined, kept: FullExamState | null): FullExamState | null {
  if (!kept) return server ?? null
  return !server || kept.updatedAt >= server.updatedAt ? kept : server
}

export const accountStore: ProgressStore = {
  kind: 'account',
  startPractice(clientId, session) {
    void practiceSave(clientId, sessionBody(clientId, session))
  },
  async finishPractice({ clientId, session, summary, totalTime, records }) {
    // The finish carries the start too: a Start that never reached the server is not lost.
    const finish = { ...sessionNumbers(summary, totalTime), answers: records }
    const { outcome } = await practiceSave(clientId, { ...sessionBody(clientId, session), finish })
    return whereOf(outcome)
  },
  async resumeFullExam(id, saved) {
    const body = saveQueue().pendingBody(attemptKey(id)) as { state?: FullExamState } | null
    return newestOf(saved, body?.state ?? null)
  },
  keepFullExam(id, state) {
    void saveQueue().save({ key: attemptKey(id), url: FULL_EXAM_URL, body: { intent: 'save', state } })
  },
  finishFullExam({ id, exam, state, estimate }) {
    // The sitting's own key (attempt and start time): a finish sent again after an outage counts once.
    const clientId = `${id}-${state.startedAt}`
    const seconds = (state.updatedAt - state.startedAt) / 1000
    const body = { intent: 'finish', clientId, exam, ...attemptNumbers(estimate, seconds), answers: estimate.records }
    return saveQueue()
      .save({ key: `full-exam-finish:${clientId}`, url: FULL_EXAM_URL, body })
      .then(({ outcome }) => whereOf(outcome))
  },
  readProgress: async () => null,
  readResults: async () => null,
  readMistakes: async () => null,
  readDueCards: async () => null,
  /** Sent once per card state (its `reps`), so a retry reschedules once. */
  async gradeCard(form) {
    const answer = readGradeForm(form)
    if (!answer) return { ok: false, status: 400 }
    const body = { ...Object.fromEntries(form), answeredAt: new Date().toISOString() }
    const key = `review-grade:${answer.record.questionId}:${answer.reps ?? 'any'}`
    const { outcome, reply } = await saveQueue().save({ key, url: '/resources/review-grade', body })
    if (outcome === 'saved' && reply) return reply as GradeReply
    return outcome === 'pending' ? { ok: false, status: 503, kept: true } : { ok: false, status: 400 }
  },
  // The account's data is already on the server: nothing moves.
  exportForAccount: async () => null,
}
