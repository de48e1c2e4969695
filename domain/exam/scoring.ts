/**
 * Every scoring and banding rule of spec section 5, and nothing else: one home, pure, tested at each boundary.
 * Percentages are 0-100.
 */

export const percent = (correct: number, total: number): number => (total > 0 ? Math.round((correct / total) * 100) : 0)
/** The exact share correct as a percentage: grades and bands read this, never a rounded figure (issue 26). */
export const exactPercent = (correct: number, total: number): number => (total > 0 ? (correct * 100) / total : 0)
/** A percentage shown beside its grade or band: whole and rounded down, so "70%" never sits beside a band below 70. */
export const shownPercent = (pct: number): number => Math.floor(pct + 1e-9)

// ── SAT ──────────────────────────────────────────────────────────────────────────────────────────────────
// The spec gives two readings; we use the sectional one everywhere (docs/decisions/006-sat-score-reading.md):
// each half is 200 + 600 × its fraction correct (200-800), and the total is the sum of the halves (400-1600).
export const SAT_SECTION_MIN = 200
export const SAT_SECTION_SPAN = 600
export const SAT_LEVELS = [
  { min: 1400, level: 'Excellent' },
  { min: 1200, level: 'Good' },
  { min: 1000, level: 'Average' },
] as const
export type SatLevel = 'Excellent' | 'Good' | 'Average' | 'Needs Improvement'

export function satSectionScore(correct: number, total: number): number {
  const ratio = total > 0 ? Math.min(Math.max(correct / total, 0), 1) : 0
  return Math.round(SAT_SECTION_MIN + SAT_SECTION_SPAN * ratio)
}

/** The SAT's two halves: Reading & Writing, and Math (both maths sections together). */
export function satHalves(sections: Record<string, { correct: number; total: number }>) {
  const rw = { correct: 0, total: 0 }
  const math = { correct: 0, total: 0 }
  for (const [name, tally] of Object.entries(sections)) {
    const half = /math/i.test(name) ? math : rw
    half.correct += tally.correct
    half.total += tally.total
  }
  const readingWriting = satSectionScore(rw.correct, rw.total)
  const mathScore = satSectionScore(math.correct, math.total)
  return { readingWriting, math: mathScore, total: readingWriting + mathScore }
}

export function satLevel(total: number): SatLevel {
  return SAT_LEVELS.find((l) => total >= l.min)?.level ?? 'Needs Improvement'
}

// ── Matura ───────────────────────────────────────────────────────────────────────────────────────────────
export const MATURA_GRADES = [
  { min: 90, grade: 5, name: 'Celujący' },
  { min: 75, grade: 4, name: 'Dobry' },
  { min: 50, grade: 3, name: 'Dostateczny' },
  { min: 30, grade: 2, name: 'Dopuszczający' },
] as const
export const MATURA_FAIL = { grade: 1, name: 'Niedostateczny' } as const
export const MATURA_PASS_MARK = 30
export const MATURA_STRONG = 70
export const MATURA_WEAK = 60

export function maturaGrade(pct: number): { grade: number; name: string } {
  const found = MATURA_GRADES.find((g) => pct >= g.min)
  return found ? { grade: found.grade, name: found.name } : { ...MATURA_FAIL }
}
export const maturaStatus = (pct: number): 'ZDANY' | 'NIEZDANY' => (pct >= MATURA_PASS_MARK ? 'ZDANY' : 'NIEZDANY')
export const maturaSubjectStatus = (pct: number): 'PASSED' | 'FAILED' => (pct >= MATURA_PASS_MARK ? 'PASSED' : 'FAILED')
export const maturaIsStrong = (pct: number) => pct >= MATURA_STRONG
export const maturaIsWeak = (pct: number) => pct < MATURA_WEAK

// ── Canada ───────────────────────────────────────────────────────────────────────────────────────────────
export const CANADA_GRADES = [
  { min: 90, grade: 'A+', band: 'Excellent' },
  { min: 85, grade: 'A', band: 'Excellent' },
  { min: 80, grade: 'A-', band: 'Proficient' },
  { min: 75, grade: 'B+', band: 'Proficient' },
  { min: 70, grade: 'B', band: 'Proficient' },
  { min: 65, grade: 'B-', band: 'Approaching' },
  { min: 60, grade: 'C+', band: 'Approaching' },
  { min: 55, grade: 'C', band: 'Developing' },
  { min: 50, grade: 'C-', band: 'Developing' },
] as const
export const CANADA_FAIL = { grade: 'F', band: 'Not Meeting' } as const
export const CANADA_STRONG = 80
export const CANADA_WEAK = 70
export const CANADA_MAX_LISTED = 3
export const CANADA_TARGET = 75
/** Motivational message tiers: 85, 75 and 65. */
export const CANADA_MOTIVATION = [85, 75, 65] as const
/** The shorter home-screen tiers: A+, A, A-, B+, B, then needs improvement. */
export const CANADA_HOME_TIERS = [
  { min: 90, grade: 'A+' },
  { min: 85, grade: 'A' },
  { min: 80, grade: 'A-' },
  { min: 75, grade: 'B+' },
  { min: 70, grade: 'B' },
] as const

export function canadaGrade(pct: number): { grade: string; band: string } {
  const found = CANADA_GRADES.find((g) => pct >= g.min)
  return found ? { grade: found.grade, band: found.band } : { ...CANADA_FAIL }
}
export function canadaHomeTier(pct: number): string {
  return CANADA_HOME_TIERS.find((g) => pct >= g.min)?.grade ?? 'Needs Improvement'
}
/** 0 = outstanding (≥85), 1 = great (≥75), 2 = good (≥65), 3 = keep going. */
export function canadaMotivationTier(pct: number): 0 | 1 | 2 | 3 {
  const i = CANADA_MOTIVATION.findIndex((min) => pct >= min)
  return (i === -1 ? 3 : i) as 0 | 1 | 2 | 3
}
export const canadaIsStrong = (pct: number) => pct >= CANADA_STRONG
export const canadaIsWeak = (pct: number) => pct < CANADA_WEAK

// ── NMT, session breakdowns and generic results ────────────────────────────────────────────────────────
export const SCORE_GOOD = 80
export const SCORE_OK = 60
export const TOPIC_STRONG = 80
export const TOPIC_WEAK = 70

export type ScoreColour = 'green' | 'orange' | 'red'
/** NMT result badges: green ≥ 80, orange ≥ 60, red below. */
export const nmtScoreColour = (pct: number): ScoreColour =>
  pct >= SCORE_GOOD ? 'green' : pct >= SCORE_OK ? 'orange' : 'red'
/** Generic results: green ≥ 80, yellow ≥ 60, red below. */
export const genericScoreColour = (pct: number): 'green' | 'yellow' | 'red' =>
  pct >= SCORE_GOOD ? 'green' : pct >= SCORE_OK ? 'yellow' : 'red'
export const isStrongTopic = (pct: number) => pct >= TOPIC_STRONG
export const isWeakTopic = (pct: number) => pct < TOPIC_WEAK

/** Topic strengths (≥ 80%) and weaknesses (< 70%) from a breakdown. */
export function topicStrengths(breakdown: Record<string, { correct: number; total: number }>) {
  const rows = Object.entries(breakdown)
    .filter(([, t]) => t.total > 0)
    .map(([topic, t]) => ({ topic, pct: percent(t.correct, t.total) }))
  return {
    strengths: rows.filter((r) => isStrongTopic(r.pct)).sort((a, b) => b.pct - a.pct),
    weaknesses: rows.filter((r) => isWeakTopic(r.pct)).sort((a, b) => a.pct - b.pct),
  }
}

/** Generic results: areas for improvement are subjects below 70%, weakest first. */
export const GENERIC_WEAK_SUBJECT = 70
export const isWeakSubject = (pct: number) => pct < GENERIC_WEAK_SUBJECT
export function weakSubjects(scores: Record<string, number>): { subject: string; pct: number }[] {
  return Object.entries(scores)
    .filter(([, pct]) => isWeakSubject(pct))
    .map(([subject, pct]) => ({ subject, pct }))
    .sort((a, b) => a.pct - b.pct)
}

// ── Timers ───────────────────────────────────────────────────────────────────────────────────────────────
/** NMT and Matura timers turn red at 30 seconds or less. */
export const TIMER_WARNING_SECONDS = 30
export const isTimerWarning = (seconds: number) => seconds <= TIMER_WARNING_SECONDS

// ── Progress and weakness lists ──────────────────────────────────────────────────────────────────────────
export const FOCUS_THRESHOLD = 75
export const MAX_FOCUS_AREAS = 3
export const BADGE_ERROR_BELOW = 50
export const BADGE_WARNING_BELOW = 75

export const weaknessBadge = (accuracy: number): 'error' | 'warning' | 'success' =>
  accuracy < BADGE_ERROR_BELOW ? 'error' : accuracy < BADGE_WARNING_BELOW ? 'warning' : 'success'
/** The weakness list button says Advanced above 75% and Practice otherwise. */
export const isAdvanced = (accuracy: number) => accuracy > BADGE_WARNING_BELOW
/** Focus areas: subjects under 75%, weakest first, at most 3. */
export function focusAreas<T extends { accuracy: number }>(subjects: T[]): T[] {
  return subjects
    .filter((s) => s.accuracy < FOCUS_THRESHOLD)
    .sort((a, b) => a.accuracy - b.accuracy)
    .slice(0, MAX_FOCUS_AREAS)
}
