import type { Partitioned, StudentData } from './partitions.ts'
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
} from './review-rows.ts'
import type { AnswerStore, ReviewCardStore } from './types.ts'

/** The answer history (issue 13), in each student's document. */
export function answerStore(students: Partitioned<StudentData>): AnswerStore {
  return {
    add: (userId, answers) =>
      students.update(userId, (doc, changed) => {
        const added = newAnswers(doc.answers, userId, answers)
        doc.answers.push(...added)
        changed('answers', ...added)
        return structuredClone(added)
      }),
    list: async (userId, filter, page) => pageOfAnswers((await students.read(userId)).answers, userId, filter, page),
    all: async (userId, examType) => allAnswers((await students.read(userId)).answers, userId, examType),
    questionIds: async (userId, sessionId) =>
      sessionQuestionIds((await students.read(userId)).answers, userId, sessionId),
    outcomes: async () => {
      const rows: { userId: string; questionId: string; correct: boolean }[] = []
      for (const userId of await students.students())
        for (const { questionId, correct } of (await students.read(userId)).answers)
          rows.push({ userId, questionId, correct })
      return rows
    },
  }
}

/** The review cards (FSRS), in each student's document. */
export function reviewCardStore(students: Partitioned<StudentData>): ReviewCardStore {
  const cards = async (userId: string) => (await students.read(userId)).cards
  return {
    get: async (userId, questionId) => findCard(await cards(userId), userId, questionId),
    update: (userId, questionId, change) =>
      students.update(userId, (doc, changed) => {
        const card = changeCard(doc.cards, userId, questionId, change)
        changed('cards', ...doc.cards.filter((c) => c.userId === userId && c.questionId === questionId))
        return card
      }),
    addMissing: (userId, incoming) =>
      students.update(userId, (doc, changed) => {
        const added = addMissingCards(doc.cards, userId, incoming)
        changed('cards', ...doc.cards.slice(doc.cards.length - added))
        return added
      }),
    list: async (userId, query) => listCards(await cards(userId), userId, query),
    summary: async (userId, now) => cardSummary(await cards(userId), userId, now),
  }
}
