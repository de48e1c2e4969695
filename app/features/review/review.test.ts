import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { chartPoints, focusTopics } from '~/features/progress/topic-focus.ts'
import { applyReviewFilters, filterChoices, newestPerQuestion, parseReviewFilters } from '~/features/review/filters.ts'
import {
  MAX_QUESTION_CONTEXT,
  questionContext,
  similarQuestionsHref,
  tutorQuestionHref,
} from '~/features/review/links.ts'
import {
  gradeVisitorCard,
  readVisitorCards,
  visitorDueCards,
  visitorReviewSummary,
} from '~/features/review/visitor-cards.ts'
import { addAnswers, readAnswers } from '~/utils/browser-store/records.ts'
import type { StoredAnswer } from '~/utils/browser-store/schemas.ts'
import { parseTutorQuery } from '~/utils/tutor-query.ts'
import { visitorImportFields } from '~/utils/visitor-import-fields.ts'
import { peekVisitorSummary } from '~/utils/visitor-review-summary.ts'
import { freshBrowser } from '../../../tests/fake-browser.ts'
import type { SubjectMastery } from '#openapi/types.ts'

const item = (examType: 'NMT' | 'SAT', section: string, topic: string) => ({ examType, section, topic })
const items = [
  item('NMT', 'Mathematics', 'algebra'),
  item('NMT', 'Mathematics', 'geometry'),
  item('NMT', 'History', 'medieval_period'),
  item('SAT', 'Math Calculator', 'algebra'),
]

describe('review filters', () => {
  it('applies good values and names malformed or unknown ones, ignoring them', () => {
    const params = new URLSearchParams({ exam: 'NMT', subject: 'Chemistry', topic: 'algebra' })
    const { filters, rejected } = parseReviewFilters(params, items)
    expect(filters).toEqual({ exam: 'NMT', topic: 'algebra' })
    expect(rejected).toEqual(['subject'])
    expect(applyReviewFilters(items, filters)).toEqual([items[0]])
  })

  it('refuses values that are not exams, too long or with control characters', () => {
    const params = new URLSearchParams({ exam: 'nmt', subject: 'x'.repeat(201), topic: 'alge\u0000bra' })
    expect(parseReviewFilters(params, items)).toEqual({ filters: {}, rejected: ['exam', 'subject', 'topic'] })
    expect(parseReviewFilters(new URLSearchParams('exam=&topic='), items).rejected).toEqual([])
  })

  it('offers the values left by the other filters', () => {
    expect(filterChoices(items, { exam: 'NMT' })).toEqual({
      exam: ['NMT', 'SAT'],
      subject: ['History', 'Mathematics'],
      topic: ['algebra', 'geometry', 'medieval_period'],
    })
    expect(filterChoices(items, { topic: 'algebra' }).subject).toEqual(['Math Calculator', 'Mathematics'])
  })

  it('keeps the newest answer of each question, newest first', () => {
    const list = [
      { questionId: 'a', answeredAt: '2026-11-20T10:00:00.000Z' },
      { questionId: 'b', answeredAt: '2026-11-22T10:00:00.000Z' },
      { questionId: 'a', answeredAt: '2026-11-23T10:00:00.000Z' },
    ]
    expect(newestPerQuestion(list)).toEqual([list[2], list[1]])
  })
})

describe('review links', () => {
  const question = {
    examType: 'NMT' as const,
    section: 'Mathematics',
    topic: 'algebra',
    questionText: 'Solve 2x = 4.',
    options: ['1', '2', '3', '4'],
    correctAnswer: '2',
  }

  it('tells the tutor the question, both answers, and the tutor page reads it back', () => {
    const href = tutorQuestionHref(question, '3')
    const parsed = parseTutorQuery(new URL(href, 'http://x').searchParams).question
    expect(parsed).toBe(questionContext(question, '3'))
    expect(parsed).toContain('Solve 2x = 4.\n---\n')
    expect(parsed).toContain("Student's answer: 3")
    expect(parsed).toContain('Correct answer: 2')
    expect(questionContext(question, null)).toContain('(none, skipped or out of time)')
  })

  it('keeps a long question within the bound (the tutor page accepts it)', () => {
    const text = questionContext({ ...question, questionText: 'word '.repeat(1000) }, 'x')
    expect(text.length).toBeLessThanOrEqual(MAX_QUESTION_CONTEXT)
    expect(text).toContain('Correct answer: 2')
    const params = new URLSearchParams({ question: text })
    expect(parseTutorQuery(params).question).toBe(text.trim())
    expect(parseTutorQuery(new URLSearchParams({ question: 'a\u0007b' })).question).toBeNull()
  })

  it('"Practise similar" is the bank filtered to the same exam, section and topic', () => {
    expect(similarQuestionsHref(question)).toBe('/questions?examType=NMT&section=Mathematics&topic=algebra')
  })
})

describe('topic focus and chart', () => {
  const subject = (topics: [string, number, number][]): SubjectMastery => ({
    examType: 'NMT',
    subject: 'Mathematics',
    answered: 0,
    correct: 0,
    accuracy: 0,
    topics: topics.map(([topic, answered, accuracy]) => ({
      topic,
      answered,
      correct: 0,
      accuracy,
      lastSeen: '2026-11-24T00:00:00.000Z',
      level: answered < 3 ? 'new' : accuracy < 50 ? 'weak' : accuracy < 75 ? 'developing' : 'strong',
    })),
  })

  it('picks up to 3 topics under 75% with enough answers, weakest first', () => {
    const focus = focusTopics([
      subject([
        ['algebra', 4, 50],
        ['geometry', 2, 0],
        ['functions', 10, 80],
        ['sequences', 6, 50],
        ['logarithms', 3, 20],
        ['vectors', 5, 74.9],
      ]),
    ])
    expect(focus.map((f) => f.topic)).toEqual(['logarithms', 'sequences', 'algebra'])
  })

  it('places points from 100% at the top to 0% at the bottom', () => {
    expect(chartPoints([100, 0], { width: 100, height: 50, pad: 5 })).toEqual([
      { x: 5, y: 5 },
      { x: 95, y: 45 },
    ])
    expect(chartPoints([50], { width: 100, height: 50, pad: 5 })).toEqual([{ x: 50, y: 25 }])
  })
})

// ── A visitor's cards, with an in-memory browser storage ────────────────────────────────────────────────────

const answer = (questionId: string, correct: boolean, answeredAt: string): StoredAnswer => ({
  questionId,
  examType: 'NMT',
  section: 'Mathematics',
  topic: 'algebra',
  difficulty: 'Easy',
  chosen: correct ? 'A' : 'B',
  correct,
  seconds: 20,
  answeredAt,
})

/** An answer given again in the daily review (the history stamps its time). */
const reviewed = (questionId: string, correct: boolean) => {
  const { answeredAt: _, ...record } = answer(questionId, correct, '')
  return { ...record, seconds: 5 }
}

describe("a visitor's review cards", () => {
  const now = new Date('2026-11-24T08:00:00.000Z')
  let local: Storage
  beforeEach(async () => {
    local = await freshBrowser()
    // Seeded as an old browser key: the first read moves it into the store.
    local.setItem(
      'answerHistory',
      JSON.stringify([
        answer('q1', false, '2026-11-24T07:00:00.000Z'),
        answer('q2', true, '2026-11-24T07:00:01.000Z'),
        answer('q3', false, '2026-11-24T07:00:02.000Z'),
      ]),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('makes a card due now for each wrong answer, and the header counts the same without the scheduler', async () => {
    expect(await peekVisitorSummary(now)).toEqual({ due: 2, total: 2, nextDue: '2026-11-24T07:00:00.000Z' })
    expect((await visitorDueCards(now)).map((c) => c.questionId)).toEqual(['q1', 'q3'])
    expect(await visitorReviewSummary(now)).toEqual(await peekVisitorSummary(now))
    // Reading again takes in nothing new.
    expect(await readVisitorCards()).toHaveLength(2)
  })

  it('a right, quick answer sends the card days ahead; a wrong one keeps it due within minutes', async () => {
    await readVisitorCards()
    const easy = await gradeVisitorCard(reviewed('q1', true), 60, now)
    expect(easy?.rating).toBe('Easy')
    expect(Date.parse(easy!.card.due) - now.getTime()).toBeGreaterThan(24 * 3600_000)
    const again = await gradeVisitorCard(reviewed('q3', false), 60, now)
    expect(again?.rating).toBe('Again')
    expect(Date.parse(again!.card.due) - now.getTime()).toBeLessThanOrEqual(10 * 60_000)
    expect(await gradeVisitorCard(reviewed('nope', true), 60, now)).toBeNull()
    expect((await peekVisitorSummary(now)).due).toBe(0)
    expect(await peekVisitorSummary(new Date(now.getTime() + 11 * 60_000))).toEqual(
      await visitorReviewSummary(new Date(now.getTime() + 11 * 60_000)),
    )
  })

  it('an answer given in the review goes into the history, grading its card without resetting it', async () => {
    const again = await gradeVisitorCard(reviewed('q3', false), 60, now)
    const history = await readAnswers()
    expect(history.at(-1)).toMatchObject({ questionId: 'q3', correct: false, answeredAt: now.toISOString() })
    const card = (await readVisitorCards()).find((c) => c.questionId === 'q3')
    expect(card).toEqual(again?.card)
    expect(card?.state).not.toBe('New')
  })

  it('a new miss of a scheduled question makes it due again (header and cards agree)', async () => {
    await readVisitorCards()
    await gradeVisitorCard(reviewed('q1', true), 60, now)
    await addAnswers([answer('q1', false, '2026-11-24T08:05:00.000Z')])
    const later = new Date('2026-11-24T08:06:00.000Z')
    expect(await peekVisitorSummary(later)).toEqual({ due: 2, total: 2, nextDue: '2026-11-24T07:00:02.000Z' })
    expect(await visitorReviewSummary(later)).toEqual(await peekVisitorSummary(later))
  })

  it('a corrupt old value is removed, not a crash: the cards are made again from the history', async () => {
    local.setItem('reviewCards', '{"cards": 5}')
    expect(await readVisitorCards()).toHaveLength(2)
    expect(local.getItem('reviewCards')).toBeNull()
  })

  it('the sign-up payload keeps the newest answers and fits the budget', async () => {
    await readVisitorCards()
    const whole = await visitorImportFields(100_000)
    expect(JSON.parse(whole.answers)).toHaveLength(3)
    expect(JSON.parse(whole.cards)).toHaveLength(2)
    const small = await visitorImportFields(900)
    expect(small.answers.length + small.cards.length).toBeLessThanOrEqual(900)
    const kept = JSON.parse(small.answers) as StoredAnswer[]
    expect(kept.at(-1)?.questionId).toBe('q3')
  })
})
