import * as v from 'valibot'
import { ACCOUNT_RESULTS_KEY } from '~/utils/account-results.ts'
import { browserArea } from '~/utils/browser-store/areas.ts'
import { saveQueue } from '~/utils/save-queue.ts'
import type { Pending } from '~/utils/save-rules.ts'
import { FullExamFinish, fullExamSession, SessionSave } from '~/utils/session-records.ts'
import { SESSION_SUBJECTS } from '#domain/exam/exams.ts'
import { practiceSessionSchema } from '#openapi/records.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * A signed-in student's finished sessions without a connection (decision 149): the sessions the server sent last,
 * kept on this device (account-results.ts), and the finishes still in the save queue (sent when the connection
 * returns), as the server will record them. Read only offline, by the results pages' client loaders.
 */

const KeptResults = v.object({ owner: v.nullable(v.string()), sessions: v.array(practiceSessionSchema) })
const PracticeFinish = v.object({ ...SessionSave.entries, finish: SessionSave.entries.finish.wrapped })

/** The copy the server's last answer left, checked against the contract; a damaged one counts as none. */
function keptCopy(): v.InferOutput<typeof KeptResults> | null {
  try {
    const raw = browserArea('local')?.getItem(ACCOUNT_RESULTS_KEY)
    const parsed = raw ? v.safeParse(KeptResults, JSON.parse(raw)) : null
    return parsed?.success ? parsed.output : null
  } catch {
    return null
  }
}

/** A queued finish: its client id, the session it belongs to and its figures; null for any other save. */
function queuedFinish(body: unknown) {
  const practice = v.safeParse(PracticeFinish, body)
  if (practice.success) {
    const { clientId, session, finish } = practice.output
    return { clientId, session, numbers: finish }
  }
  const fullExam = v.safeParse(FullExamFinish, body)
  const session = fullExam.success && fullExamSession(fullExam.output)
  return session ? { clientId: fullExam.output.clientId, session, numbers: fullExam.output } : null
}

/** A queued finish as the session the server will record from it (resources.practice-session, .full-exam). */
function queuedSession(save: Pending, userId: string): PracticeSession | null {
  const queued = queuedFinish(save.body)
  if (!queued) return null
  const { clientId, session, numbers } = queued
  const at = new Date(save.queuedAt).toISOString()
  return {
    id: clientId,
    clientId,
    userId,
    examType: session.examType,
    countryCode: session.countryCode,
    province: session.province ?? null,
    subjects: session.subjects.slice(0, SESSION_SUBJECTS),
    questionsAttempted: numbers.questionsAttempted,
    questionsCorrect: Math.min(numbers.questionsCorrect, numbers.questionsAttempted),
    scorePercentage: numbers.scorePercentage,
    subjectScores: numbers.subjectScores,
    topicBreakdown: numbers.topicBreakdown,
    totalTime: numbers.totalTime,
    completed: true,
    createdAt: at,
    completedAt: at,
  }
}

/**
 * The kept sessions and the queued finishes, once each: a finish the server already recorded (a kept session of
 * its client id) is shown as the server sent it.
 */
export function sessionsKeptHere(kept: readonly PracticeSession[], queue: readonly Pending[], owner: string | null) {
  const seen = new Set(kept.flatMap((s) => (s.clientId ? [s.clientId] : [])))
  const sessions = [...kept]
  for (const save of queue) {
    const session = queuedSession(save, owner ?? '')
    if (!session || seen.has(session.id)) continue
    seen.add(session.id)
    sessions.push(session)
  }
  return sessions
}

/** This device's copy of the student's sessions, with what the save queue holds. */
export function accountSessionsOffline(): PracticeSession[] {
  const copy = keptCopy()
  return sessionsKeptHere(copy?.sessions ?? [], saveQueue().pending(), copy?.owner ?? null)
}
