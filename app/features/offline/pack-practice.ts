import type { Calls, Loaded } from '~/utils/load-questions.ts'
import { loadPlanned, planFor } from '~/utils/practice-plan.ts'
import { packId, readPack } from './pack-store.ts'
import type { Flow } from '#domain/exam/exams.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'
import { filterQuestions, orderQuestions } from '#domain/questions.ts'
import type { Question } from '#openapi/types.ts'

/**
 * The bank calls of the practice loader answered from a kept pack (decision 095): the same filter and order as
 * GET /api/questions, so a test drawn offline is drawn as the server would. Generation needs the server: it
 * answers "unavailable", and the loader takes the bank's questions instead, as it does when generation fails.
 */
export function packCalls(questions: readonly Question[]): Calls {
  return {
    async list({ examType, section, limit }) {
      const found = filterQuestions([...questions], { examType, section })
      const ordered = orderQuestions(
        found.filter((q) => q.source !== 'generated'),
        found.filter((q) => q.source === 'generated'),
      )
      return { ok: true, questions: ordered.slice(0, limit) }
    },
    generate: async () => ({ ok: false, status: 503, error: 'Offline' }),
  }
}

/**
 * A practice page's questions from the pack of its exams, by the page's own plan (its search params); undefined
 * when no pack is kept, null while the page does not know yet what to load (a test chosen in the browser).
 */
export async function practiceFromPack(
  flow: Flow,
  exams: readonly FullExamId[],
  search: URLSearchParams,
): Promise<Loaded | null | undefined> {
  const pack = await readPack(packId(exams)).catch(() => undefined)
  if (!pack) return undefined
  const plan = planFor(flow, search)
  return plan ? loadPlanned(plan, packCalls(pack.questions)) : null
}
