import { demoQuestions } from '#domain/exam/demo/index.ts'
import { BANK_POOL_LIMIT, GENERATION_REQUEST_COUNT, LOAD_DEADLINE_MS, type FlowRules } from '#domain/exam/exams.ts'
import { isUsableQuestion, pickMixed, shuffle, type PracticeQuestion } from '#domain/exam/tally.ts'
import type { GenerateQuestionsRequest } from '#openapi/types.ts'

/**
 * The one question loader of the five flows (run on the server: route loaders for the bank, the Start action
 * for generation): every section at once (bank list or generation, as the exam table
 * says), one overall deadline (the page may start with the bank meanwhile). Sections that did not arrive in time (or failed) are
 * taken from the bank instead; with nothing at all the flow's built-in demo set is used — and said so.
 */

export interface LoadPlan {
  rules: Pick<FlowRules, 'source' | 'perSection' | 'total' | 'demo'>
  examType: string
  sections: readonly string[]
  difficulty?: GenerateQuestionsRequest['difficulty']
}

export interface Loaded {
  questions: PracticeQuestion[]
  /** The built-in set stands in (the page shows a notice). */
  demo: boolean
  /** Sections that gave nothing (failed, timed out or empty). */
  missing: string[]
  /** Every call failed: nothing came back at all (not even an empty list). */
  failed: boolean
  /** Sections whose generation gave nothing in time: bank questions stand in (the page says so). */
  fellBack: string[]
}

export type QuestionQuery = { examType: string; section: string; limit: number }
export type GenerateQuery = Omit<GenerateQuestionsRequest, 'examType'> & { examType: string }

type Result = { ok: true; questions: PracticeQuestion[] } | { ok: false; status: number; error: string }
export interface Calls {
  list: (query: QuestionQuery, signal?: AbortSignal) => Promise<Result>
  generate: (body: GenerateQuery, signal?: AbortSignal) => Promise<Result>
}

const usable = (r: Result | null) => (r?.ok ? r.questions.filter(isUsableQuestion) : [])

/** Resolves to null when the signal aborts first. */
function untilAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T | null> {
  if (signal.aborted) return Promise.resolve(null)
  return new Promise((resolve) => {
    const stop = () => resolve(null)
    signal.addEventListener('abort', stop, { once: true })
    promise.then(resolve, () => resolve(null)).finally(() => signal.removeEventListener('abort', stop))
  })
}

/** Loads every section at once; at the deadline what has arrived is used, the other sections come from the bank. */
export function loadSections(plan: LoadPlan, calls: Calls, deadlineMs = LOAD_DEADLINE_MS): Promise<Loaded> {
  const waiting = new AbortController()
  const timer = setTimeout(() => waiting.abort(), deadlineMs)
  const { rules, examType, sections } = plan
  // Bank flows draw from the section's whole pool (its set items come after its choice items in id order).
  const bankQuery = (section: string) => ({ examType, section, limit: BANK_POOL_LIMIT })

  const first = sections.map((section) =>
    untilAbort(
      rules.source === 'bank'
        ? calls.list(bankQuery(section), waiting.signal)
        : calls.generate(
            { examType, section, difficulty: plan.difficulty ?? 'Medium', count: GENERATION_REQUEST_COUNT },
            waiting.signal,
          ),
      waiting.signal,
    ),
  )

  return (async (): Promise<Loaded> => {
    const arrived = await Promise.all(first)
    clearTimeout(timer)
    // Generation that did not arrive (or failed): the bank's questions for that section, if it has any.
    const fallback = await Promise.all(
      sections.map((section, i) =>
        rules.source === 'generate' && usable(arrived[i]).length === 0
          ? calls.list(bankQuery(section)).catch(() => null)
          : Promise.resolve(null),
      ),
    )
    const groups = sections.map((_, i) => {
      const list = usable(arrived[i]).length > 0 ? usable(arrived[i]) : usable(fallback[i])
      return rules.source === 'bank' ? shuffle(list) : list.slice(0, rules.perSection)
    })
    const questions = pickMixed(groups, rules.total)
    const missing = sections.filter((_, i) => groups[i].length === 0)
    const failed = arrived.every((r, i) => !r?.ok && !fallback[i]?.ok)
    const fellBack = sections.filter((_, i) => rules.source === 'generate' && usable(arrived[i]).length === 0)
    if (questions.length > 0 || !rules.demo) return { questions, demo: false, missing, failed, fellBack }
    return { questions: demoQuestions(rules.demo, examType), demo: true, missing, failed, fellBack }
  })()
}
