import type { PracticeSession, ProgressEntry, Recommendation } from '../../openapi/types.ts'
import { round1 } from './practice.ts'

// Limits of spec section 5/9 that the server applies (the UI's bands and the focus threshold live in app/scoring.ts).
export const MAX_RECOMMENDATIONS = 3

const DAY = 24 * 60 * 60 * 1000

function utcDay(iso: string): number {
  return Math.floor(Date.parse(iso) / DAY)
}

/** Consecutive UTC days with a completed session, ending today or yesterday. */
export function computeStreak(sessions: PracticeSession[], now: Date): number {
  const days = new Set(sessions.filter((s) => s.completed).map((s) => utcDay(s.completedAt ?? s.createdAt)))
  const today = Math.floor(now.getTime() / DAY)
  let day = days.has(today) ? today : today - 1
  let streak = 0
  while (days.has(day)) {
    streak++
    day--
  }
  return streak
}

/** Correct over attempted across completed sessions, as a percent with one decimal. */
export function computeOverallAccuracy(sessions: PracticeSession[]): number {
  const done = sessions.filter((s) => s.completed)
  const attempted = done.reduce((n, s) => n + s.questionsAttempted, 0)
  const correct = done.reduce((n, s) => n + s.questionsCorrect, 0)
  return attempted > 0 ? round1((correct / attempted) * 100) : 0
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
        ? scored.map(([subject, pct], i) => {
            const share =
              Math.floor(s.questionsAttempted / scored.length) + (i < s.questionsAttempted % scored.length ? 1 : 0)
            return [subject, share, Math.round((share * pct) / 100)]
          })
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
 * app (app/scoring.ts focusAreas).
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
