import { describe, expect, it } from 'vitest'
import type { ReviewCard } from '../../openapi/types.ts'
import { demoQuestionById } from '../exam/demo/index.ts'
import { cardAfterAnswer, gradeCard, isDue } from './fsrs.ts'
import { decodeCursor, encodeCursor, answerProblems } from './history.ts'
import {
  accuracyOverTime,
  bucketStart,
  masteryLevel,
  topicMastery,
  topicProgress,
  type DatedAnswer,
} from './mastery.ts'
import { ratingFor } from './rating.ts'

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const now = new Date('2026-11-24T08:00:00.000Z')
const subject = {
  questionId: 'sat-math-calculator-001',
  examType: 'SAT',
  section: 'Math Calculator',
  topic: 'algebra',
} as const

function missed(at = now): ReviewCard {
  const card = cardAfterAnswer(undefined, { ...subject, chosen: 'A) 1', correct: false }, at)
  if (!card) throw new Error('a wrong answer makes a card')
  return card
}

describe('ratingFor (decision 026)', () => {
  it('wrong or skipped is Again, whatever the time', () => {
    expect(ratingFor({ chosen: 'x', correct: false, seconds: 5 }, 120)).toBe('Again')
    expect(ratingFor({ chosen: null, correct: true, seconds: 5 }, 120)).toBe('Again')
  })
  it('right: Easy within a quarter of the limit, Hard beyond three quarters, Good between', () => {
    expect(ratingFor({ chosen: 'x', correct: true, seconds: 30 }, 120)).toBe('Easy')
    expect(ratingFor({ chosen: 'x', correct: true, seconds: 31 }, 120)).toBe('Good')
    expect(ratingFor({ chosen: 'x', correct: true, seconds: 90 }, 120)).toBe('Good')
    expect(ratingFor({ chosen: 'x', correct: true, seconds: 91 }, 120)).toBe('Hard')
    expect(ratingFor({ chosen: 'x', correct: true, seconds: 500 }, 120)).toBe('Hard')
  })
})

describe('FSRS cards', () => {
  it('a wrong or skipped answer makes a new card due at once; a right one makes none', () => {
    const card = missed()
    expect(card).toMatchObject({ ...subject, state: 'New', reps: 0, lapses: 0, due: now.toISOString() })
    expect(isDue(card, now)).toBe(true)
    expect(cardAfterAnswer(undefined, { ...subject, chosen: null, correct: false }, now)?.state).toBe('New')
    expect(cardAfterAnswer(undefined, { ...subject, chosen: 'B', correct: true }, now)).toBeUndefined()
  })

  it('answering a card right moves its due date days ahead', () => {
    const good = gradeCard(missed(), 'Good', now)
    expect(Date.parse(good.due) - now.getTime()).toBeGreaterThanOrEqual(DAY)
    expect(good).toMatchObject({ state: 'Review', reps: 1 })
    const easy = gradeCard(missed(), 'Easy', now)
    expect(Date.parse(easy.due)).toBeGreaterThan(Date.parse(good.due))
    // A second right answer, when due, goes further still.
    const again = gradeCard(good, 'Good', new Date(good.due))
    expect(Date.parse(again.due) - Date.parse(good.due)).toBeGreaterThan(Date.parse(good.due) - now.getTime())
  })

  it('answering it wrong keeps it due within minutes (the same day)', () => {
    const wrong = gradeCard(missed(), 'Again', now)
    const wait = Date.parse(wrong.due) - now.getTime()
    expect(wait).toBeGreaterThan(0)
    expect(wait).toBeLessThanOrEqual(15 * MINUTE)
    expect(isDue(wrong, new Date(now.getTime() + 15 * MINUTE))).toBe(true)
  })

  it('a lapse of a learned card brings it back within minutes and counts the lapse', () => {
    const learned = gradeCard(missed(), 'Good', now)
    const lapse = gradeCard(learned, 'Again', new Date(learned.due))
    expect(Date.parse(lapse.due) - Date.parse(learned.due)).toBeLessThanOrEqual(15 * MINUTE)
    expect(lapse.lapses).toBe(1)
  })

  it('a new mistake on a question with a card resets it to new and due, keeping its reps and lapses', () => {
    const learned = gradeCard(missed(), 'Good', now)
    const later = new Date(now.getTime() + 3 * DAY)
    const reset = cardAfterAnswer(learned, { ...subject, chosen: null, correct: false }, later)
    expect(reset).toMatchObject({ state: 'New', due: later.toISOString(), reps: learned.reps })
  })

  it('the same answers give the same dates (no fuzz)', () => {
    expect(gradeCard(missed(), 'Good', now)).toEqual(gradeCard(missed(), 'Good', now))
  })
})

const answer = (topic: string, correct: boolean, answeredAt: string, section = 'Math Calculator'): DatedAnswer => ({
  questionId: `q-${topic}-${answeredAt}`,
  examType: 'SAT',
  section,
  topic,
  difficulty: 'Medium',
  chosen: correct ? 'right' : 'wrong',
  correct,
  seconds: 30,
  answeredAt,
})

describe('topic mastery and accuracy over time', () => {
  it('levels: new under 3 answers, then weak/developing/strong/mastered by accuracy', () => {
    expect(masteryLevel(2, 100)).toBe('new')
    expect(masteryLevel(3, 33.3)).toBe('weak')
    expect(masteryLevel(4, 50)).toBe('developing')
    expect(masteryLevel(4, 75)).toBe('strong')
    expect(masteryLevel(4, 100)).toBe('strong')
    expect(masteryLevel(5, 90)).toBe('mastered')
  })

  it('per subject then topic, weakest topic first, with the last time seen', () => {
    const answers = [
      answer('algebra', true, '2026-11-20T10:00:00.000Z'),
      answer('algebra', true, '2026-11-21T10:00:00.000Z'),
      answer('algebra', false, '2026-11-24T10:00:00.000Z'),
      answer('geometry', false, '2026-11-22T10:00:00.000Z'),
      answer('grammar', true, '2026-11-22T10:00:00.000Z', 'Reading and Writing'),
    ]
    const [math, reading] = topicMastery(answers)
    expect(math).toMatchObject({ subject: 'Math Calculator', answered: 4, correct: 2, accuracy: 50 })
    expect(math.topics.map((t) => t.topic)).toEqual(['geometry', 'algebra'])
    expect(math.topics[1]).toMatchObject({ answered: 3, correct: 2, accuracy: 66.7, level: 'developing' })
    expect(math.topics[1].lastSeen).toBe('2026-11-24T10:00:00.000Z')
    expect(reading.topics).toHaveLength(1)
    expect(topicProgress([math]).map((p) => p.subject)).toEqual([
      'Math Calculator: geometry',
      'Math Calculator: algebra',
    ])
  })

  it('accuracy per UTC day and per Monday-started week, oldest first', () => {
    expect(bucketStart('2026-11-24T23:59:00.000Z', 'day')).toBe('2026-11-24')
    expect(bucketStart('2026-11-29T12:00:00.000Z', 'week')).toBe('2026-11-23') // Sunday → that week's Monday
    expect(bucketStart('2026-11-23T00:00:00.000Z', 'week')).toBe('2026-11-23')
    const answers = [
      answer('a', true, '2026-11-24T10:00:00.000Z'),
      answer('a', false, '2026-11-24T11:00:00.000Z'),
      answer('a', true, '2026-11-16T10:00:00.000Z'),
    ]
    expect(accuracyOverTime(answers, 'week')).toEqual([
      { start: '2026-11-16', answered: 1, correct: 1, accuracy: 100 },
      { start: '2026-11-23', answered: 2, correct: 1, accuracy: 50 },
    ])
    expect(accuracyOverTime(answers, 'day').map((p) => p.start)).toEqual(['2026-11-16', '2026-11-24'])
  })
})

describe('answer history helpers', () => {
  it('refuses a question already in the session, twice in the request, or unknown', () => {
    const a = answer('algebra', true, now.toISOString())
    const b = { ...a, questionId: 'b' }
    const problems = answerProblems(
      [a, b, b, { ...a, questionId: 'zzz' }],
      new Set([a.questionId]),
      (x) => x.questionId !== 'zzz',
    )
    expect(problems.map((p) => p.path)).toEqual([
      '/body/answers/0/questionId',
      '/body/answers/2/questionId',
      '/body/answers/3/questionId',
    ])
    expect(answerProblems([b], new Set(), () => true)).toEqual([])
  })

  it('a cursor reads back as it was written; anything else is refused', () => {
    const cursor = { answeredAt: now.toISOString(), id: 'ans_AbC-_9' }
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor)
    expect(decodeCursor('not-a-cursor')).toBeNull()
    expect(decodeCursor(encodeCursor({ answeredAt: 'yesterday', id: 'x' }))).toBeNull()
  })
})

describe('built-in questions by id (answers to the demo and fallback sets are known)', () => {
  it('finds each set, the variant of the answer’s exam type, as a bank item', () => {
    expect(demoQuestionById('nmt-builtin-1')).toMatchObject({ id: 'nmt-builtin-1', examType: 'NMT', source: 'bank' })
    expect(demoQuestionById('sat-demo-1')?.examType).toBe('SAT')
    expect(demoQuestionById('matura-demo-1', 'MATURA_EXTENDED')).toMatchObject({ level: 'Extended' })
    expect(demoQuestionById('matura-demo-1', 'MATURA_BASIC')).toMatchObject({ level: 'Basic' })
    expect(demoQuestionById('canada-builtin-2', 'ONTARIO_OSSLT')?.examType).toBe('ONTARIO_OSSLT')
    expect(demoQuestionById('canada-builtin-2')?.examType).toBe('ALBERTA_DIPLOMA')
    expect(demoQuestionById('nmt-builtin-999')).toBeUndefined()
    expect(demoQuestionById('sat-math-calculator-001')).toBeUndefined()
  })
})
