import { pageOfQuestions, questionsByIds, sortById } from '../../domain/questions.ts'
import type { Question } from '../../openapi/types.ts'
import { GeneratedIndex, type GeneratedCaps } from './generated.ts'
import type { Collection } from './partitions.ts'
import type { QuestionStore, RequesterQuestions } from './types.ts'

/**
 * `owners`: generated item id → its requester (files written before owners were kept have none: nobody's);
 * `accepted`: generated items an operator moved into the shared bank (files from before it have none).
 */
export type QuestionData = {
  generated: Question[]
  owners?: Record<string, string>
  accepted?: Question[]
  seen: Record<string, string[]>
}

/** The written bank (read-only, from api/seed) plus the generated questions kept in the collection. */
export function questionStore(
  col: Collection<QuestionData>,
  bank: Question[],
  caps: GeneratedCaps,
): QuestionStore & RequesterQuestions {
  col.data.owners ??= {}
  col.data.accepted ??= []
  // Built once at start; every change below goes through it, so it always matches the collection's data.
  const index = new GeneratedIndex(bank, col.data.generated, col.data.owners, col.data.accepted)
  const shared = () => (index.accepted.length ? [...bank, ...index.accepted] : bank)
  const bankById = sortById(bank)
  // Every change of the index below counts; the start's own id makes a restart (a new bank) a new revision.
  const started = globalThis.crypto.randomUUID()
  let changes = 0
  const changing = <R>(change: (data: QuestionData) => R) =>
    col.update((data) => {
      changes++
      return change(data)
    })
  return {
    // A requester with no generated items of their own is listed what every such requester is.
    revision: (requester) => `${started}.${changes}.${index.of(requester).length ? requester : ''}`,
    list: async (filter, page = { limit: 10, offset: 0 }) =>
      structuredClone(
        pageOfQuestions({ bankById, accepted: index.accepted, own: index.of(filter.owner) }, filter, page),
      ),
    byIds: async (ids) => questionsByIds(ids, shared(), col.data.generated),
    pendingGenerated: async (page) =>
      structuredClone(
        index.items
          .slice(page.offset, page.offset + page.limit)
          .map((question) => ({ question, requester: index.owners[question.id] ?? null })),
      ),
    acceptGenerated: (ids) => changing(() => index.accept(ids)),
    addGenerated: (questions, requester) => changing(() => void index.add(structuredClone(questions), requester, caps)),
    knownTexts: async (texts) => index.known(texts),
    seenIds: async (requester) => new Set(col.data.seen[requester] ?? []),
    markSeen: (requester, ids) =>
      col.update((data) => {
        const set = new Set(data.seen[requester] ?? [])
        for (const id of ids) set.add(id)
        data.seen[requester] = [...set]
      }),
    ownGenerated: async (requester) => structuredClone(index.of(requester)),
    forgetRequester: (requester) =>
      changing((data) => {
        index.drop([...index.of(requester)])
        delete data.seen[requester]
      }),
  }
}
