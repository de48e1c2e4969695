import type { TutorContext } from '~/utils/practice-storage.ts'
import { clampPct, SAT_MAX_TOTAL, type AreaRow, type OverallScore, type TutorAnalysis } from '~/utils/tutor-intro.ts'
import { MAX_ROWS, TUTOR_EXAMS, type TutorExam } from '~/utils/tutor-query.ts'
import type { TutorMessage, TutorSession } from '#openapi/types.ts'

/** What the tutor is told with each message (the analysis or the stored context), and the previous conversations. */

// ── The context sent to the tutor ────────────────────────────────────────────────────────────────────────

export interface Labels {
  subject: (name: string) => string
  topic: (name: string) => string
}
const humanize = (key: string) => {
  const text = key.replaceAll('_', ' ').trim()
  return text ? text[0].toUpperCase() + text.slice(1) : key
}
export const plainLabels: Labels = { subject: (s) => s, topic: humanize }

const EXAM_NAMES: Record<TutorExam, string> = {
  SAT: 'SAT',
  CANADA: 'Canadian provincial exam',
  Matura: 'Polish Matura',
}
/** The API takes up to 8000 characters of context; the results never need more than this. */
export const MAX_CONTEXT = 4000

const scoreText = (score: OverallScore) =>
  score.kind === 'sat' ? `${score.value}/${SAT_MAX_TOTAL}` : `${score.value}%`
const areaList = (rows: AreaRow[], label: (name: string) => string) =>
  rows.map((r) => `${label(r.name)} (${r.pct}%)`).join(', ')

/**
 * What the tutor is told about the student's result, one fact a line (the weak areas on a line of their own,
 * weakest first). Labels may be translated so the tutor can quote them in the student's language.
 */
export function tutorContextText(analysis: TutorAnalysis, labels: Labels = plainLabels): string {
  const lines = [
    `Student's recent practice results${analysis.exam ? ` (${EXAM_NAMES[analysis.exam]})` : analysis.source === 'session' ? ' (NMT)' : ''}.`,
  ]
  if (analysis.score) lines.push(`Overall score: ${scoreText(analysis.score)}`)
  if (analysis.level) lines.push(`Level: ${analysis.level}`)
  if (analysis.province) lines.push(`Province: ${analysis.province}`)
  if (analysis.subjects.length) lines.push(`Subjects: ${analysis.subjects.map(labels.subject).join(', ')}`)
  if (analysis.breakdown.length) {
    const rows = analysis.breakdown.map(
      (r) => `${labels.subject(r.name)} ${r.correct !== null ? `${r.correct}/${r.total} ` : ''}(${r.pct}%)`,
    )
    lines.push(`Subject breakdown: ${rows.join('; ')}`)
  }
  const topicOrSubject = (name: string) =>
    analysis.breakdown.some((r) => r.name === name) ? labels.subject(name) : labels.topic(name)
  if (analysis.weak.length) lines.push(`Weak areas: ${areaList(analysis.weak, topicOrSubject)}`)
  if (analysis.strong.length) lines.push(`Strong areas: ${areaList(analysis.strong, topicOrSubject)}`)
  return lines.join('\n').slice(0, MAX_CONTEXT)
}

/** The stored tutorContext (the last results page's summary), for when the page shows the plain greeting. */
export function storedContextText(stored: TutorContext, labels: Labels = plainLabels): string {
  const exam = TUTOR_EXAMS.find((e) => e.toLowerCase() === stored.examType.toLowerCase())
  const name = exam ? EXAM_NAMES[exam] : stored.examType.replace(/[^\p{L}\p{N} _-]/gu, '').slice(0, 60)
  const lines = [
    `Student's most recent practice results${name ? ` (${name})` : ''}.`,
    `Overall score: ${clampPct(stored.scorePercentage)}%`,
  ]
  const weak = stored.weakAreas
    .slice(0, MAX_ROWS)
    .map((w) => (typeof w === 'string' ? labels.topic(w) : `${labels.topic(w.topic)} (${clampPct(w.accuracy)}%)`))
  if (weak.length) lines.push(`Weak areas: ${weak.join(', ')}`)
  return lines.join('\n').slice(0, MAX_CONTEXT)
}

// ── Previous conversations ───────────────────────────────────────────────────────────────────────────────

export interface PreviousConversation {
  id: string
  updatedAt: string
  preview: string
  count: number
  messages: Pick<TutorMessage, 'role' | 'content'>[]
}
export const MAX_PREVIOUS = 5
const MAX_KEPT_MESSAGES = 40

/** The newest few tutor sessions with messages, each with a short preview (its first question). */
export function previousConversations(sessions: readonly TutorSession[], max = MAX_PREVIOUS): PreviousConversation[] {
  return [...sessions]
    .filter((s) => s.messages.length > 0)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, max)
    .map((s) => {
      const first = s.messages.find((m) => m.role === 'user')?.content ?? s.messages[0].content
      const preview = first.replace(/\s+/g, ' ').trim()
      return {
        id: s.id,
        updatedAt: s.updatedAt,
        preview: preview.length > 80 ? `${preview.slice(0, 79)}…` : preview,
        count: s.messages.length,
        messages: s.messages.slice(-MAX_KEPT_MESSAGES).map((m) => ({ role: m.role, content: m.content })),
      }
    })
}
