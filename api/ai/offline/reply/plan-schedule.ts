import type { ExamTypeName } from '../../../../openapi/types.ts'
import type { TutorProgress, TutorWeakArea } from '../../types.ts'
import { say } from '../texts.ts'
import type { PlanRequest } from './plan-request.ts'
import type { PlanSummary, Reply } from './reply.ts'

/**
 * A plan that spans the time the student has: day by day up to 10 days, week by week beyond, each day or week on
 * one focus topic (those the student named first, then their weakest for that exam) with a link to practice
 * filtered to it, and the last day or two for a mixed test.
 */

const DEFAULT_DAYS = 7
const DEFAULT_MINUTES = 30
const MAX_TOPICS = 4

interface Focus {
  topic?: string
  examType?: ExamTypeName
  section?: string
}

/** Where a topic is practised: its bank section in the exam (the first that has it when no exam is named). */
function placeOf(r: Reply, topic: string, examType?: ExamTypeName): Focus {
  for (const d of r.search.docs.values())
    if (d.kind === 'question' && d.topic === topic && (!examType || d.examType === examType))
      return { topic, examType: d.examType, section: d.section }
  return { topic, examType }
}

function practiceLink(focus: Focus): string {
  const params = new URLSearchParams()
  if (focus.examType) params.set('examType', focus.examType)
  if (focus.section) params.set('section', focus.section)
  if (focus.topic) params.set('topic', focus.topic)
  return `/questions?${params.toString()}`
}

const focusName = (r: Reply, focus: Focus) => (focus.topic ? r.topic(focus.topic) : r.subject(focus.section ?? ''))

/** No topic named and no results: the exam's subjects, those the message names first. */
function examSections(r: Reply, examType: ExamTypeName, named: string[]): Focus[] {
  const sections = [
    ...new Set([...r.search.docs.values()].filter((d) => d.examType === examType).map((d) => d.section)),
  ]
  const chosen = sections.filter((s) => named.includes(s))
  return (chosen.length ? chosen : sections).slice(0, MAX_TOPICS).map((section) => ({ examType, section }))
}

export function focusTopics(request: PlanRequest, progress: TutorProgress | undefined, examType?: ExamTypeName) {
  const forExam = (a: TutorWeakArea) => !examType || (a.examType ?? progress?.examType) === examType
  const weakest = [...(progress?.weakAreas ?? [])]
    .filter((a) => a.topic && forExam(a))
    .sort((a, b) => (a.accuracy || 0) - (b.accuracy || 0))
    .map((a) => a.topic as string)
  const topics = [...new Set([...request.topics, ...weakest])].slice(0, MAX_TOPICS)
  const source = request.topics.length ? (weakest.length ? 'planSourceBoth' : 'planSourceMessage') : 'planSourceResults'
  return { topics, source } as const
}

/** Adds the schedule to the reply and returns the plan's shape (reply.plan). */
export function addSchedule(r: Reply, request: PlanRequest, progress: TutorProgress | undefined): PlanSummary {
  const examType = request.examType ?? progress?.examType
  const days = request.days ?? DEFAULT_DAYS
  const minutes = request.minutesPerDay ?? DEFAULT_MINUTES
  const { topics, source } = focusTopics(request, progress, examType)
  const shape: PlanSummary = { examType, days, topics, minutesPerDay: minutes }
  const places = topics.length
    ? topics.map((k) => placeOf(r, k, examType))
    : examType
      ? examSections(r, examType, request.sections ?? [])
      : []
  if (!places.length) return shape
  const t = r.t.conversation
  r.add(
    examType
      ? say(r.t, 'conversation', 'planFor', { days, exam: r.examName(examType), minutes })
      : say(r.t, 'conversation', 'planForAnyExam', { days, minutes }),
  )
  if (topics.length)
    r.add(
      say(r.t, 'conversation', 'planTopicsFrom', {
        topics: topics.map((k) => r.topic(k)).join(', '),
        source: t[source],
      }),
    )
  const lines: string[] = []
  const reviewDays = days > 10 ? 2 : days >= 3 ? 1 : 0
  if (days > 10) {
    const weeks = Math.ceil((days - reviewDays) / 7)
    for (let w = 0; w < weeks; w++) {
      const focus = places[w % places.length]
      const from = w * 7 + 1
      const to = Math.min(days - reviewDays, from + 6)
      lines.push(
        say(r.t, 'conversation', 'planWeek', {
          n: w + 1,
          from,
          to,
          topic: focusName(r, focus),
          href: practiceLink(focus),
        }),
      )
    }
  } else {
    for (let d = 0; d < days - reviewDays; d++) {
      const focus = places[d % places.length]
      lines.push(
        say(r.t, 'conversation', 'planDay', { n: d + 1, topic: focusName(r, focus), href: practiceLink(focus) }),
      )
    }
  }
  r.add(lines.join('\n'))
  if (reviewDays) r.add(say(r.t, 'conversation', 'planReview', { last: reviewDays > 1 ? t.lastDays : t.lastDay }))
  return shape
}
