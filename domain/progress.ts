import type { PracticeSession, ProgressEntry, Recommendation } from '../openapi/types.ts'
import { accuracyOf, round1, shareBySubject, streakFromDates } from './exam/progress.ts'

// The server's progress: streak, accuracy and mastery with the rules of exam/progress.ts; the UI's bands and the
// focus threshold live in exam/scoring.ts.
export const MAX_RECOMMENDATIONS = 3

/** Consecutive UTC days with a completed session, ending today or yesterday (the one streak rule, in UTC days). */
export function computeStreak(sessions: PracticeSession[], now: Date): number {
  const done = sessions.filter((s) => s.completed)
  return streakFromDates(
    done.map((s) => s.completedAt ?? s.createdAt),
    now,
    { utc: true },
  )
}

/** Correct over attempted across completed sessions, as a percent with one decimal. */
export function computeOverallAccuracy(sessions: PracticeSession[]): number {
  const done = sessions.filter((s) => s.completed)
  const attempted = done.reduce((n, s) => n + s.questionsAttempted, 0)
  const correct = done.reduce((n, s) => n + s.questionsCorrect, 0)
  return accuracyOf(correct, attempted)
}

/**
 * One entry per exam type and subject over completed sessions. A session's questions are shared evenly among
 * the subjects in its subjectScores (each scored by its percent); a session without subject scores counts
 * under its first subject (or its exam type).
 */
export function computeProgress(sessions: PracticeSession[]): ProgressEntry[] {
  const totals = new Map<string, ProgressEntry>()
  for (const s of sessions) {
    if (!s.completed || s.questionsAttempted === 0) continue
    const scored = Object.entries(s.subjectScores)
    const parts: [string, number, number][] =
      scored.length > 0
        ? shareBySubject(s.questionsAttempted, scored)
        : [[s.subjects[0] ?? s.examType, s.questionsAttempted, s.questionsCorrect]]
    for (const [subject, total, correct] of parts) {
      if (total === 0) continue
      const key = `${s.examType}\u0000${subject}`
      const entry = totals.get(key) ?? {
        examType: s.examType,
        subject,
        totalQuestions: 0,
        correctAnswers: 0,
        accuracy: 0,
      }
      entry.totalQuestions += total
      entry.correctAnswers += correct
      totals.set(key, entry)
    }
  }
  return [...totals.values()]
    .map((e) => ({ ...e, accuracy: round1((e.correctAnswers / e.totalQuestions) * 100) }))
    .sort((a, b) => a.examType.localeCompare(b.examType) || a.subject.localeCompare(b.subject))
}

export interface RecommendationTexts {
  timeline: string
  description: (skill: string, accuracy: number) => string
  methods: string[]
  target: string
}

/**
 * The weakness analysis: the student's weakest subjects, weakest first, at most 3, whatever their accuracy. The
 * home card colours each (under 50 error, under 75 warning, else success) and offers Advanced above 75%, so
 * strong subjects must be able to appear; the focus-area list of /progress (under 75% only) is filtered in the
 * app (exam/scoring.ts focusAreas).
 */
export function computeRecommendations(progress: ProgressEntry[], texts: RecommendationTexts): Recommendation[] {
  const bySkill = new Map<string, { correct: number; total: number }>()
  for (const p of progress) {
    const t = bySkill.get(p.subject) ?? { correct: 0, total: 0 }
    t.correct += p.correctAnswers
    t.total += p.totalQuestions
    bySkill.set(p.subject, t)
  }
  return [...bySkill.entries()]
    .map(([skill, t]) => ({ skill, accuracy: round1((t.correct / t.total) * 100) }))
    .sort((a, b) => a.accuracy - b.accuracy || a.skill.localeCompare(b.skill))
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ skill, accuracy }) => ({
      skill,
      accuracy,
      timeline: texts.timeline,
      description: texts.description(skill, accuracy),
      methods: [...texts.methods],
      target: texts.target,
    }))
}
