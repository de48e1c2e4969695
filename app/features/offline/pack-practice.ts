import type { Calls, Loaded } from '~/utils/load-questions.ts'
import { loadPlanned, planFor, sectionLinkPlan } from '~/utils/practice-plan.ts'
import { findPackOf, packId, readPack } from './pack-store.ts'
import { isExamTypeName, type Flow } from '#domain/exam/exams.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'
import { checkSectionLink, REGISTRY_EXAM_TYPES, type SectionLink } from '#domain/exam/links.ts'
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

/**
 * The generic page's data from a kept pack (decision 144): a question-bank link is checked against the registry's
 * exam types (the contract's list, which cannot be asked offline) and drawn from the pack holding its exam; a chosen
 * test the bank does not know runs its built-in set. Undefined when the questions need a pack that is not kept.
 */
export async function genericFromPack(
  search: URLSearchParams,
): Promise<{ link: SectionLink | null; loaded: Loaded | null } | undefined> {
  if (!search.has('exam') && !search.has('section')) {
    const plan = planFor('generic', search)
    if (!plan) return { link: null, loaded: null }
    if (!isExamTypeName(plan.examType)) return { link: null, loaded: await loadPlanned(plan, packCalls([])) }
    const pack = await findPackOf(plan.examType).catch(() => undefined)
    return pack && { link: null, loaded: await loadPlanned(plan, packCalls(pack.questions)) }
  }
  const link = checkSectionLink(search.get('exam'), search.get('section'), REGISTRY_EXAM_TYPES)
  if (!link.ok) return { link, loaded: null }
  const pack = await findPackOf(link.examType).catch(() => undefined)
  return pack && { link, loaded: await loadPlanned(sectionLinkPlan(link), packCalls(pack.questions)) }
}
