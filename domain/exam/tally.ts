import type { AnswerRecord, Question, Tally } from '../../openapi/types.ts'
import { checkAnswer, type GradedItem } from '../answers.ts'
import { gradedCorrect } from '../grading.ts'
import { questionType } from '../questions.ts'
import { percent } from './scoring.ts'

/**
 * Tallies and summaries of a practice test, the same for every flow: which answers are right, correct/total per
 * subject (section) and per topic, the session numbers the API keeps, a visitor's local progress entry, and the
 * one mixing rule for picking questions. Pure; thresholds live in scoring.ts.
 */

export type Tallies = Record<string, Tally>
export type Answer = string | null
export type Answers = readonly (Answer | undefined)[]

/** The fields a practice flow uses of a question (bank items and the built-in sets). */
export type PracticeQuestion = Pick<
  Question,
  | 'id'
  | 'examType'
  | 'countryCode'
  | 'section'
  | 'topic'
  | 'difficulty'
  | 'questionText'
  | 'passage'
  | 'options'
  | 'correctAnswer'
  | 'explanation'
  | 'timeLimit'
  | 'optionOrder'
  | 'figure'
  | 'type'
  | 'acceptedAnswers'
  | 'matching'
  | 'ordering'
  | 'selection'
  | 'statements'
>
/** What scoring needs of a question (stored results hold looser types than the API's). */
export type Scorable = Pick<Question, 'section' | 'topic'> & GradedItem & { examType?: string }

/** The most a session may last (the API's totalTime bound). */
export const MAX_SESSION_SECONDS = 86_400

/** Right by the key and the item type's own rule (a set item only with every point, decision 084). */
export const isCorrect = (question: GradedItem & { examType?: string }, answer: Answer | undefined): boolean =>
  answer !== null && answer !== undefined && gradedCorrect(question, answer, question.examType ?? '')

/** A question a short flow can show: a choice with at least two options, one of them the key, or a set item whose
 * key is complete (it scores every point against itself); numeric entry is not shown there. */
export function isUsableQuestion(q: Pick<Question, 'options' | 'correctAnswer'> & GradedItem): boolean {
  const type = questionType(q)
  if (type === 'choice') return q.options.length >= 2 && q.options.includes(q.correctAnswer)
  return type !== 'numeric' && checkAnswer(q, q.correctAnswer).correct
}

/** correct/total per section (subject) or topic, in the order the keys first appear. Unanswered counts as wrong. */
export function tallyBy(questions: readonly Scorable[], answers: Answers, key: 'section' | 'topic'): Tallies {
  const out: Tallies = {}
  questions.forEach((q, i) => {
    const tally = (out[q[key] || 'general'] ??= { correct: 0, total: 0 })
    tally.total += 1
    if (isCorrect(q, answers[i])) tally.correct += 1
  })
  return out
}

export const sumTallies = (tallies: Tallies): Tally =>
  Object.values(tallies).reduce((acc, t) => ({ correct: acc.correct + t.correct, total: acc.total + t.total }), {
    correct: 0,
    total: 0,
  })

/** Key → percent (the API's SubjectScores). */
export function percentages(tallies: Tallies): Record<string, number> {
  return Object.fromEntries(Object.entries(tallies).map(([k, t]) => [k, percent(t.correct, t.total)]))
}

export interface PracticeSummary {
  /** Every question shown counts as attempted (a timed-out one too). */
  questionsAttempted: number
  questionsAnswered: number
  questionsCorrect: number
  scorePercentage: number
  subjectTallies: Tallies
  subjectScores: Record<string, number>
  topicBreakdown: Tallies
}

/** A finished practice test as its flow hands it on: what was asked and answered, the summary, the seconds it took
 * and where the result was kept (the server session, this browser, or nowhere). */
export interface FinishedTest {
  questions: PracticeQuestion[]
  answers: Answer[]
  summary: PracticeSummary
  totalTime: number
  /** queued: kept in this browser and retried until the server has it (the save notice says so). */
  saved: 'server' | 'local' | 'queued' | 'none'
}

export function summarize(questions: readonly Scorable[], answers: Answers): PracticeSummary {
  const questionsCorrect = questions.filter((q, i) => isCorrect(q, answers[i])).length
  const subjectTallies = tallyBy(questions, answers, 'section')
  return {
    questionsAttempted: questions.length,
    questionsAnswered: questions.filter((_, i) => answers[i] !== null && answers[i] !== undefined).length,
    questionsCorrect,
    scorePercentage: percent(questionsCorrect, questions.length),
    subjectTallies,
    subjectScores: percentages(subjectTallies),
    topicBreakdown: tallyBy(questions, answers, 'topic'),
  }
}

/** Whole seconds between two instants, within the API's bounds. */
export function elapsedSeconds(startedAt: number, now: number): number {
  return Math.min(MAX_SESSION_SECONDS, Math.max(0, Math.round((now - startedAt) / 1000)))
}

/** The final numbers of a server session (PATCH /api/practice/sessions/{id}). */
export function sessionNumbers(summary: PracticeSummary, totalTimeSeconds: number) {
  return {
    questionsAttempted: summary.questionsAttempted,
    questionsCorrect: summary.questionsCorrect,
    scorePercentage: summary.scorePercentage,
    subjectScores: summary.subjectScores,
    topicBreakdown: summary.topicBreakdown,
    totalTime: Math.min(Math.max(Math.round(totalTimeSeconds), 0), MAX_SESSION_SECONDS),
  }
}

/** A visitor's finished test, for userProgress (subject scores as tallies: exact accuracy on /progress). */
export function localProgressEntry(
  summary: PracticeSummary,
  info: { testType: string; province: string | null; date: Date; totalTime?: number },
) {
  return {
    date: info.date.toISOString(),
    testType: info.testType,
    province: info.province,
    questionsAttempted: summary.questionsAttempted,
    questionsCorrect: summary.questionsCorrect,
    scorePercentage: summary.scorePercentage,
    subjectScores: summary.subjectTallies,
    topicBreakdown: summary.topicBreakdown,
    ...(info.totalTime === undefined
      ? {}
      : { totalTime: Math.min(Math.max(Math.round(info.totalTime), 0), MAX_SESSION_SECONDS) }),
  }
}

/** Fisher-Yates on a copy. */
export function shuffle<T>(list: readonly T[], random: () => number = Math.random): T[] {
  const out = [...list]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j], out[i]]
  }
  return out
}

/**
 * The one mixing rule: one from each group in turn until `count` are taken (a few per subject, mixed), in the
 * groups' order. Duplicate ids are skipped.
 */
export function pickMixed<T extends { id: string }>(groups: readonly (readonly T[])[], count: number): T[] {
  const picked: T[] = []
  const seen = new Set<string>()
  const cursors = groups.map(() => 0)
  let progress = true
  while (picked.length < count && progress) {
    progress = false
    for (let g = 0; g < groups.length && picked.length < count; g++) {
      while (cursors[g] < groups[g].length) {
        const item = groups[g][cursors[g]++]
        if (seen.has(item.id)) continue
        seen.add(item.id)
        picked.push(item)
        progress = true
        break
      }
    }
  }
  return picked
}

/**
 * The answer history of a finished test (issue 13): per question what was chosen (the final answer, null when
 * time ran out or it was skipped), whether it was right and the seconds spent on it.
 */
export function answerRecords(
  questions: readonly PracticeQuestion[],
  state: { answers: Answers; spent: readonly number[] },
  shuffleSeed?: number,
): AnswerRecord[] {
  return questions.map((q, i) => {
    const chosen = state.answers[i] ?? null
    return {
      questionId: q.id,
      examType: q.examType,
      section: q.section || 'general',
      topic: q.topic || 'general',
      difficulty: q.difficulty,
      chosen,
      correct: isCorrect(q, chosen),
      seconds: Math.min(MAX_SESSION_SECONDS, Math.max(0, Math.round(state.spent[i] ?? 0))),
      ...(shuffleSeed === undefined ? {} : { shuffleSeed }),
    }
  })
}
