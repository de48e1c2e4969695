import type {
  AccuracyBucket,
  AccuracyPoint,
  AnswerRecord,
  MasteryLevel,
  ProgressEntry,
  SubjectMastery,
  TopicMastery,
} from '../../openapi/types.ts'
import { accuracyOf } from '../exam/progress.ts'
import { isMistake } from './rating.ts'

/** An answer as the history keeps it: always stamped. */
export type DatedAnswer = AnswerRecord & { answeredAt: string }

/** Mastery levels (decision 026): under MIN_ANSWERS answers a topic is `new`; then by accuracy. */
export const MASTERY_MIN_ANSWERS = 3
export const MASTERED_MIN_ANSWERS = 5
export const MASTERY_BANDS = { weak: 50, developing: 75, strong: 90 } as const

export function masteryLevel(answered: number, accuracy: number): MasteryLevel {
  if (answered < MASTERY_MIN_ANSWERS) return 'new'
  if (accuracy < MASTERY_BANDS.weak) return 'weak'
  if (accuracy < MASTERY_BANDS.developing) return 'developing'
  if (accuracy < MASTERY_BANDS.strong || answered < MASTERED_MIN_ANSWERS) return 'strong'
  return 'mastered'
}

const right = (a: DatedAnswer) => !isMistake(a)

/** Weakest first: lowest accuracy, then more answers (surer), then by name. */
const weakestFirst = (a: TopicMastery, b: TopicMastery) =>
  a.accuracy - b.accuracy || b.answered - a.answered || a.topic.localeCompare(b.topic)

/** Per exam type and subject (section), then per topic: answered, correct, accuracy, last seen, level. */
export function topicMastery(answers: DatedAnswer[]): SubjectMastery[] {
  const subjects = new Map<
    string,
    { examType: DatedAnswer['examType']; subject: string; topics: Map<string, DatedAnswer[]> }
  >()
  for (const a of answers) {
    const key = `${a.examType}\u0000${a.section}`
    const entry = subjects.get(key) ?? { examType: a.examType, subject: a.section, topics: new Map() }
    entry.topics.set(a.topic, [...(entry.topics.get(a.topic) ?? []), a])
    subjects.set(key, entry)
  }
  return [...subjects.values()]
    .map(({ examType, subject, topics }) => {
      const topicList: TopicMastery[] = [...topics.entries()].map(([topic, list]) => {
        const correct = list.filter(right).length
        const accuracy = accuracyOf(correct, list.length)
        return {
          topic,
          answered: list.length,
          correct,
          accuracy,
          lastSeen: list.reduce((latest, a) => (a.answeredAt > latest ? a.answeredAt : latest), list[0].answeredAt),
          level: masteryLevel(list.length, accuracy),
        }
      })
      const answered = topicList.reduce((n, t) => n + t.answered, 0)
      const correct = topicList.reduce((n, t) => n + t.correct, 0)
      return {
        examType,
        subject,
        answered,
        correct,
        accuracy: accuracyOf(correct, answered),
        topics: topicList.sort(weakestFirst),
      }
    })
    .sort((a, b) => a.examType.localeCompare(b.examType) || a.subject.localeCompare(b.subject))
}

/** The first day (UTC, YYYY-MM-DD) of the day or the Monday-started week an instant falls in. */
export function bucketStart(instant: string, bucket: AccuracyBucket): string {
  const d = new Date(instant)
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
  if (bucket === 'week') day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7))
  return day.toISOString().slice(0, 10)
}

/** Accuracy per day or week, oldest first; buckets without answers are left out. */
export function accuracyOverTime(answers: DatedAnswer[], bucket: AccuracyBucket = 'week'): AccuracyPoint[] {
  const buckets = new Map<string, { answered: number; correct: number }>()
  for (const a of answers) {
    const start = bucketStart(a.answeredAt, bucket)
    const b = buckets.get(start) ?? { answered: 0, correct: 0 }
    b.answered++
    if (right(a)) b.correct++
    buckets.set(start, b)
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([start, b]) => ({ start, ...b, accuracy: accuracyOf(b.correct, b.answered) }))
}

/** A topic as a skill of the weakness analysis: "Subject: topic name" (underscores read as spaces). */
export const topicSkill = (subject: string, topic: string) => `${subject}: ${topic.replace(/_/g, ' ')}`

/** Topic mastery as progress entries (one per topic, named by topicSkill), for the weakness analysis. */
export function topicProgress(subjects: SubjectMastery[]): ProgressEntry[] {
  return subjects.flatMap((s) =>
    s.topics.map((t) => ({
      examType: s.examType,
      subject: topicSkill(s.subject, t.topic),
      totalQuestions: t.answered,
      correctAnswers: t.correct,
      accuracy: t.accuracy,
    })),
  )
}
