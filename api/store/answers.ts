import type { Collection } from './in-process.ts'
import {
  addMissingCards,
  allAnswers,
  cardSummary,
  changeCard,
  findCard,
  listCards,
  newAnswers,
  pageOfAnswers,
  sessionQuestionIds,
  type OwnedCard,
} from './review-rows.ts'
import type { AnswerStore, ReviewCardStore, StoredAnswer } from './types.ts'

export type AnswerData = { answers: StoredAnswer[] }
export type ReviewCardData = { cards: OwnedCard[] }

/** The answer history (issue 13). */
export function answerStore(col: Collection<AnswerData>): AnswerStore {
  return {
    add: (userId, answers) =>
      col.update((data) => {
        const added = newAnswers(data.answers, userId, answers)
        data.answers.push(...added)
        return structuredClone(added)
      }),
    list: async (userId, filter, page) => pageOfAnswers(col.data.answers, userId, filter, page),
    all: async (userId, examType) => allAnswers(col.data.answers, userId, examType),
    questionIds: async (userId, sessionId) => sessionQuestionIds(col.data.answers, userId, sessionId),
    outcomes: async () => col.data.answers.map(({ userId, questionId, correct }) => ({ userId, questionId, correct })),
  }
}

/** The review cards (FSRS). */
export function reviewCardStore(col: Collection<ReviewCardData>): ReviewCardStore {
  return {
    get: async (userId, questionId) => findCard(col.data.cards, userId, questionId),
    update: (userId, questionId, change) => col.update((data) => changeCard(data.cards, userId, questionId, change)),
    addMissing: (userId, cards) => col.update((data) => addMissingCards(data.cards, userId, cards)),
    list: async (userId, query) => listCards(col.data.cards, userId, query),
    summary: async (userId, now) => cardSummary(col.data.cards, userId, now),
  }
}
