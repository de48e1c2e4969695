import { demoQuestionById } from '../../domain/exam/demo/index.ts'
import { gradeAnswers, gradedCorrect } from '../../domain/grading.ts'
import {
  accuracyOverTime,
  cardAfterAnswer,
  decodeCursor,
  encodeCursor,
  gradeCard,
  historyItem,
  isMistake,
  ratingFor,
  topicMastery,
} from '../../domain/review/index.ts'
import type {
  AccuracyBucket,
  AnswerPage,
  AnswerRecord,
  ImportAnswersRequest,
  ImportAnswersResult,
  Mastery,
  Question,
  ReviewCard,
  ReviewGradeRequest,
  ReviewGradeResult,
  ReviewItem,
  ReviewSummary,
} from '../../openapi/types.ts'
import { newId } from '../store/ids.ts'
import type { StoredAnswer } from '../store/types.ts'
import { invalidFields, requireOwner, type OperationContext, type Operation } from './context.ts'
import { HttpProblem } from './problem.ts'

type QuestionRef = Pick<AnswerRecord, 'questionId' | 'examType'>

/**
 * The questions answers name, by id: the bank and generated questions of the store, then the built-in demo and
 * fallback sets (whose ids are shared across exam types, so the answer's exam type picks the variant).
 */
export async function resolveQuestions(ctx: OperationContext, refs: QuestionRef[]): Promise<Map<string, Question>> {
  const ids = [...new Set(refs.map((r) => r.questionId))]
  const found = new Map((await ctx.store.questions.byIds(ids)).map((q) => [q.id, q]))
  for (const ref of refs) {
    if (found.has(ref.questionId)) continue
    const demo = demoQuestionById(ref.questionId, ref.examType)
    if (demo) found.set(ref.questionId, demo)
  }
  return found
}

/** The stored form of answers given now (or at their own time). */
export function stampAnswers(
  userId: string,
  sessionId: string | null,
  answers: AnswerRecord[],
  now: Date,
): StoredAnswer[] {
  return answers.map((a) => ({
    ...a,
    id: newId('ans'),
    userId,
    sessionId,
    answeredAt: a.answeredAt ? new Date(a.answeredAt).toISOString() : now.toISOString(),
  }))
}

/** Every wrong or skipped answer creates or resets its question's card (at the answer's time). */
export async function updateCardsFor(ctx: OperationContext, userId: string, answers: StoredAnswer[]): Promise<void> {
  const byQuestion = new Map<string, StoredAnswer[]>()
  for (const a of answers.filter(isMistake)) byQuestion.set(a.questionId, [...(byQuestion.get(a.questionId) ?? []), a])
  // The questions' cards at once (on lowdb one journal append for a finish's hundred mistakes, not a hundred fsyncs
  // in turn); one question's answers in their order.
  await Promise.all(
    [...byQuestion].map(async ([questionId, list]) => {
      for (const a of list)
        await ctx.store.reviewCards.update(userId, questionId, (card) =>
          cardAfterAnswer(card, a, new Date(a.answeredAt)),
        )
    }),
  )
}

const flag = (value: unknown) => value === true || value === 'true'
const int = (value: unknown, fallback: number) => (value === undefined ? fallback : Number(value))
const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

export const listAnswers: Operation<Record<string, unknown>, AnswerPage> = async (ctx, caller, query) => {
  const userId = requireOwner(caller, undefined)
  const limit = int(query.limit, 20)
  const cursorText = text(query.cursor)
  const after = cursorText ? decodeCursor(cursorText) : undefined
  if (after === null) throw invalidFields([{ path: '/query/cursor', message: 'is not a cursor this server gave' }])
  const page = await ctx.store.answers.list(
    userId,
    {
      examType: text(query.examType),
      section: text(query.section),
      topic: text(query.topic),
      sessionId: text(query.sessionId),
      mistakes: flag(query.mistakes),
    },
    { limit: limit + 1, after },
  )
  const items = page.slice(0, limit)
  const questions = await resolveQuestions(ctx, items)
  const last = items.at(-1)
  return {
    items: items.map((a) => historyItem(a, questions.get(a.questionId))),
    nextCursor: page.length > limit && last ? encodeCursor(last) : null,
  }
}

export const importAnswers: Operation<ImportAnswersRequest, ImportAnswersResult> = async (ctx, caller, body) => {
  const userId = requireOwner(caller, undefined)
  const answers = body.answers ?? []
  const cards = body.cards ?? []
  const questions = await resolveQuestions(ctx, [...answers, ...cards])
  const knownCards = cards.filter((c) => questions.has(c.questionId))
  // The visitor's own cards first: they carry the schedule the browser kept.
  const cardsImported = await ctx.store.reviewCards.addMissing(userId, knownCards)
  const knownAnswers = gradeAnswers(
    answers.filter((a) => questions.has(a.questionId)),
    questions,
  )
  const added = await ctx.store.answers.add(userId, stampAnswers(userId, null, knownAnswers, ctx.now()))
  // A mistake whose question still has no card gets one; an existing card is left as the visitor's schedule says.
  for (const a of added) {
    if (!isMistake(a)) continue
    await ctx.store.reviewCards.update(userId, a.questionId, (card) =>
      card ? undefined : cardAfterAnswer(undefined, a, new Date(a.answeredAt)),
    )
  }
  return {
    answers: { imported: added.length, skipped: answers.length - added.length },
    cards: { imported: cardsImported, skipped: cards.length - cardsImported },
  }
}

export const getMastery: Operation<Record<string, unknown>, Mastery> = async (ctx, caller, query) => {
  const userId = requireOwner(caller, undefined)
  const answers = await ctx.store.answers.all(userId, text(query.examType))
  return {
    subjects: topicMastery(answers),
    overTime: accuracyOverTime(answers, (text(query.bucket) as AccuracyBucket | undefined) ?? 'week'),
  }
}

export const listReviewCards: Operation<Record<string, unknown>, ReviewItem[]> = async (ctx, caller, query) => {
  const userId = requireOwner(caller, undefined)
  const cards = await ctx.store.reviewCards.list(userId, {
    dueBy: flag(query.due) ? ctx.now().toISOString() : undefined,
    examType: text(query.examType),
    limit: int(query.limit, 50),
  })
  const questions = await resolveQuestions(ctx, cards)
  return cards.flatMap((card) => {
    const question = questions.get(card.questionId)
    return question ? [{ card, question }] : []
  })
}

export const getReviewSummary: Operation<void, ReviewSummary> = async (ctx, caller) => {
  const userId = requireOwner(caller, undefined)
  return ctx.store.reviewCards.summary(userId, ctx.now().toISOString())
}

type GradeCardInput = { questionId: string; body: ReviewGradeRequest }

export const gradeReviewCard: Operation<GradeCardInput, ReviewGradeResult> = async (ctx, caller, input) => {
  const userId = requireOwner(caller, undefined)
  const card = await ctx.store.reviewCards.get(userId, input.questionId)
  if (!card) throw new HttpProblem(404, 'No review card for this question.')
  const question = (await resolveQuestions(ctx, [card])).get(card.questionId)
  // Graded by the key (issue 25), not by the flag sent; a card whose question is gone keeps the flag.
  const correct = question ? gradedCorrect(question, input.body.chosen, card.examType) : input.body.correct
  const rating = ratingFor({ ...input.body, correct }, question?.timeLimit ?? DEFAULT_TIME_LIMIT)
  const now = ctx.now()
  let graded: ReviewCard | undefined
  const { reps } = input.body
  await ctx.store.reviewCards.update(userId, input.questionId, (current) => {
    // Reviewed since the client saw it: a retried grade, answered with the card as it is.
    if (current && reps !== undefined && current.reps !== reps) {
      graded = current
      return undefined
    }
    graded = current && gradeCard(current, rating, now)
    return graded
  })
  if (!graded) throw new HttpProblem(404, 'No review card for this question.')
  return { rating, card: graded }
}

/** The time limit of a question the server no longer knows (a card outlives its question only by accident). */
const DEFAULT_TIME_LIMIT = 120
