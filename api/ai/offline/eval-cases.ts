import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { examTypeNameValues, languageValues } from '../../../openapi/types.ts'
import type { TutorProgress } from '../types.ts'
import round10 from './eval-cases-r10.json'
import data from './eval-cases.json'
import { tutorIntentValues } from './reply/reply.ts'

/**
 * The evaluation sets of the offline tutor: what students write, in English, Ukrainian and Polish, with what a
 * correct reply must contain. eval-cases.json is the tuning part (tutor.test.ts asserts every case);
 * eval-heldout.json, the held-out part, has the same shape and is read from the disk only by `npm run eval:tutor`,
 * which prints its scores and never its cases (see EVAL.md). Each file names its progress profiles and results
 * summaries once; cases refer to them by name.
 */

const values = z.array(z.number())
const expectSchema = z.union([
  /** A maths answer: the numbers (roots sorted; none for "no real roots"), checked to 1e-6. */
  z.strictObject({ kind: z.literal('maths'), values }),
  /**
   * A maths answer that is an expression: checked numerically at x = 2 and x = 3; an antiderivative
   * (`upToConstant`) by the difference of its values there.
   */
  z.strictObject({ kind: z.literal('maths'), expression: z.string(), upToConstant: z.boolean().optional() }),
  /** Out of the engine's reach: it must decline, not guess. */
  z.strictObject({ kind: z.literal('decline-maths') }),
  /**
   * A method or a concept: answered from the notes or the bank (a source quoted); with `topic` (a topic key of
   * the bank), from a study note of that topic in the case's language.
   */
  z.strictObject({ kind: z.literal('explain'), topic: z.string().optional() }),
  /** A study plan; each field given must match `reply.plan` (days ±1, the topics among its focus topics). */
  z.strictObject({
    kind: z.literal('plan'),
    days: z.number().int().positive().optional(),
    examType: z.enum(examTypeNameValues).optional(),
    topics: z.array(z.string()).optional(),
    minutesPerDay: z.number().int().positive().optional(),
  }),
  z.strictObject({ kind: z.literal('weakest') }),
  z.strictObject({ kind: z.literal('off-topic') }),
  z.strictObject({ kind: z.literal('injection') }),
  /** The chat opened from a bank question: before an answer, the key must not appear; after, it must. */
  z.strictObject({ kind: z.literal('question'), questionId: z.string(), answered: z.boolean() }),
  /**
   * A follow-up on the conversation (`history`): "explain step 2", "why?", "a simpler example". The problem it
   * shows (the earlier one, or the new example) must have these numbers (or this expression), checked to 1e-6.
   */
  z.strictObject({ kind: z.literal('follow-up'), values }),
  z.strictObject({ kind: z.literal('follow-up'), expression: z.string() }),
  /** A vague or general message with no relevant notes: declined, nothing quoted. */
  z.strictObject({ kind: z.literal('vague') }),
  /**
   * A pasted multiple-choice question: the reply picks this option, by the letter it is printed with (Latin, or
   * Ukrainian А–Д as in the NMT); reordered options change the letter.
   */
  z.strictObject({ kind: z.literal('choice'), option: z.enum(['A', 'B', 'C', 'D', 'E', 'А', 'Б', 'В', 'Г', 'Д']) }),
  /** The student's own answer to the earlier problem (in `history`): judged right or wrong. */
  z.strictObject({ kind: z.literal('check'), verdict: z.enum(['right', 'wrong']) }),
  /** A new problem of the earlier one's kind, with other numbers. */
  z.strictObject({ kind: z.literal('similar') }),
  /** The earlier explanation again, in the case's language: the same sources or the same maths values. */
  z.strictObject({ kind: z.literal('translate') }),
  /** "What did we do first?": the reply quotes the earlier thing asked about. */
  z.strictObject({ kind: z.literal('recall'), contains: z.string().min(1) }),
  /** The student says they are in a live exam: a short refusal, no answer shown. */
  z.strictObject({ kind: z.literal('live-exam') }),
  /** Russian or another unsupported language: said so, in the request's language. */
  z.strictObject({ kind: z.literal('unsupported-language') }),
  z.strictObject({ kind: z.literal('greeting') }),
  /** What to practise next: a topic named, with a /questions link. */
  z.strictObject({ kind: z.literal('what-next') }),
])
export type Expect = z.infer<typeof expectSchema>

const language = z.enum(languageValues)
const progressSchema = z.strictObject({
  source: z.enum(['account', 'browser']),
  examType: z.enum(examTypeNameValues).optional(),
  scorePercentage: z.number().optional(),
  weakAreas: z.array(
    z.strictObject({
      examType: z.enum(examTypeNameValues).optional(),
      section: z.string().optional(),
      topic: z.string().optional(),
      accuracy: z.number(),
      answered: z.number().optional(),
    }),
  ),
}) satisfies z.ZodType<TutorProgress>

const fileSchema = z
  .strictObject({
    /** Progress profiles (a signed-in or a visitor's), by name. */
    progress: z.record(z.string(), progressSchema),
    /** Results summaries as the results pages send them (app/utils/tutor-context.ts), line by line, by name. */
    results: z.record(z.string(), z.array(z.string())),
    cases: z.array(
      z.strictObject({
        id: z.string(),
        /** The language the reply must be in. */
        language,
        /** The request's language (the UI's), when it differs from the student's. */
        requestLanguage: language.optional(),
        message: z.string(),
        expect: expectSchema,
        /** The name of a progress profile sent along. */
        progress: z.string().optional(),
        /** The name of a results summary the page sent along as free text. */
        context: z.string().optional(),
        /** The student's earlier messages in this session, oldest first (the tutor's replies to them are added). */
        history: z.array(z.string()).optional(),
        /** Words the reply must contain (the weakest subject, its accuracy, the questions a day). */
        mentions: z.array(z.string()).optional(),
        /** Hostile markup in the message: the reply must not carry any of it. */
        hostile: z.boolean().optional(),
        /** What the student wants, as a reader labels it (required on new cases). */
        intent: z.enum(tutorIntentValues).optional(),
        /** A group for the report, e.g. `maths:log-equation`, `concept:biology`, `pasted-mc`. */
        set: z.string().min(1).optional(),
      }),
    ),
  })
  .superRefine((file, issues) => {
    const ids = new Set<string>()
    file.cases.forEach((c, index) => {
      const problem = (message: string) => issues.addIssue({ code: 'custom', path: ['cases', index], message })
      if (ids.has(c.id)) problem(`duplicate id ${c.id}`)
      ids.add(c.id)
      if (c.progress && !Object.hasOwn(file.progress, c.progress)) problem(`no progress profile "${c.progress}"`)
      if (c.context && !Object.hasOwn(file.results, c.context)) problem(`no results summary "${c.context}"`)
    })
  })

type CaseEntry = z.infer<typeof fileSchema>['cases'][number]
export type EvalCase = Omit<CaseEntry, 'progress' | 'context'> & {
  progress?: TutorProgress
  /** Free text the page sent along (a results summary). */
  context?: string
}

/** The cases of an evaluation file, checked, with their progress profiles and results summaries filled in. */
export function loadEvalCases(raw: unknown = data): EvalCase[] {
  const file = fileSchema.parse(raw)
  return file.cases.map(({ progress, context, ...c }) => ({
    ...c,
    ...(progress ? { progress: file.progress[progress] } : {}),
    ...(context ? { context: file.results[context].join('\n') } : {}),
  }))
}

/** The tuning part. */
export const EVAL_CASES: EvalCase[] = loadEvalCases()

/**
 * More of the tuning part (decision 164): a student's own answer checked, pasted options, messages to decline and
 * live exams with a task attached, in uk and pl above all. Run by `npm run eval:tutor` as a source of its own.
 */
export const ROUND10_CASES: EvalCase[] = loadEvalCases(round10)

export const HELD_OUT_FILE = new URL('./eval-heldout.json', import.meta.url)

/** The held-out part, or undefined on a branch without it. */
export function loadHeldOutCases(file: URL = HELD_OUT_FILE): EvalCase[] | undefined {
  if (!existsSync(file)) return undefined
  return loadEvalCases(JSON.parse(readFileSync(file, 'utf8')))
}
