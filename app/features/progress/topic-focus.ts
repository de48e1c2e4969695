import { FOCUS_THRESHOLD } from '#domain/exam/scoring.ts'
import type { ExamTypeName, MasteryLevel, SubjectMastery } from '#openapi/types.ts'

/** A topic to work on: one the student has answered enough of (not `new`) and gets under 75% right. */
export interface TopicFocus {
  examType: ExamTypeName
  subject: string
  topic: string
  accuracy: number
  answered: number
  level: MasteryLevel
}

/** Up to `max` topics below the focus threshold (75%) with enough answers, weakest first, then most answered. */
export function focusTopics(subjects: readonly SubjectMastery[], max = 3): TopicFocus[] {
  return subjects
    .flatMap((s) =>
      s.topics
        .filter((t) => t.level !== 'new' && t.accuracy < FOCUS_THRESHOLD)
        .map((t) => ({
          examType: s.examType,
          subject: s.subject,
          topic: t.topic,
          accuracy: t.accuracy,
          answered: t.answered,
          level: t.level,
        })),
    )
    .sort((a, b) => a.accuracy - b.accuracy || b.answered - a.answered || a.topic.localeCompare(b.topic))
    .slice(0, max)
}

/** The chart's points: x from 0 to width over the buckets, y from the accuracy (100% at the top). */
export function chartPoints(
  values: readonly number[],
  box: { width: number; height: number; pad: number },
): { x: number; y: number }[] {
  const { width, height, pad } = box
  const n = values.length
  return values.map((v, i) => ({
    x: n === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (n - 1),
    y: pad + ((100 - Math.min(Math.max(v, 0), 100)) * (height - 2 * pad)) / 100,
  }))
}
