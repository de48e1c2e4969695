import { describe, expect, it } from 'vitest'
import type { PracticeSession, ProgressEntry } from '../../openapi/types.ts'
import {
  RECENT_SESSIONS_SHOWN,
  accuracyOf,
  hasProgress,
  newestFirst,
  streakFromDates,
  subjectsFromLocal,
  subjectsFromProgress,
  summarizeLocal,
  summarizeServer,
} from './progress.ts'
import type { LocalEntry as LocalProgressEntry } from './results.ts'
import { focusAreas } from './scoring.ts'

/** Local noon on a day, so the tests hold in any time zone. */
const day = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h)
const iso = (date: Date) => date.toISOString()

function entry(over: Partial<LocalProgressEntry> = {}): LocalProgressEntry {
  return {
    date: iso(day(2025, 3, 10)),
    testType: 'NMT',
    province: null,
    questionsAttempted: 4,
    questionsCorrect: 2,
    scorePercentage: 50,
    subjectScores: {},
    topicBreakdown: {},
    ...over,
  }
}

function session(over: Partial<PracticeSession> = {}): PracticeSession {
  return {
    id: 's1',
    userId: 'u1',
    examType: 'NMT',
    countryCode: 'UA',
    province: null,
    subjects: ['Mathematics'],
    questionsAttempted: 0,
    questionsCorrect: 0,
    totalTime: 0,
    completed: false,
    createdAt: '2025-03-10T10:00:00.000Z',
    completedAt: null,
    scorePercentage: null,
    subjectScores: {},
    topicBreakdown: {},
    ...over,
  }
}

describe('accuracyOf', () => {
  it('is a percent with one decimal, 0 with nothing answered, never above 100', () => {
    expect(accuracyOf(2, 3)).toBe(66.7)
    expect(accuracyOf(1, 3)).toBe(33.3)
    expect(accuracyOf(0, 0)).toBe(0)
    expect(accuracyOf(5, 4)).toBe(100)
    expect(accuracyOf(-1, 4)).toBe(0)
  })
})

describe('streakFromDates', () => {
  const now = day(2025, 3, 10, 9)
  it('counts consecutive days ending today', () => {
    expect(streakFromDates([iso(day(2025, 3, 10)), iso(day(2025, 3, 9)), iso(day(2025, 3, 8))], now)).toBe(3)
  })
  it('a streak ending yesterday still counts; two days ago it is broken', () => {
    expect(streakFromDates([iso(day(2025, 3, 9)), iso(day(2025, 3, 8))], now)).toBe(2)
    expect(streakFromDates([iso(day(2025, 3, 8)), iso(day(2025, 3, 7))], now)).toBe(0)
  })
  it('several sessions on one day count once; a gap stops the count', () => {
    expect(
      streakFromDates(
        [iso(day(2025, 3, 10, 8)), iso(day(2025, 3, 10, 20)), iso(day(2025, 3, 9)), iso(day(2025, 3, 7))],
        day(2025, 3, 10, 21),
      ),
    ).toBe(2)
  })
  it('local calendar days: just after and just before midnight are two days', () => {
    expect(streakFromDates([iso(day(2025, 3, 10, 0)), iso(day(2025, 3, 9, 23))], day(2025, 3, 10, 1))).toBe(2)
  })
  it('ignores invalid dates and works on an empty list', () => {
    expect(streakFromDates(['not a date', iso(day(2025, 3, 10))], now)).toBe(1)
    expect(streakFromDates([], now)).toBe(0)
  })
  it('counts across a month end', () => {
    expect(
      streakFromDates([iso(day(2025, 3, 1)), iso(day(2025, 2, 28)), iso(day(2025, 2, 27))], day(2025, 3, 1, 18)),
    ).toBe(3)
  })
  it('can count UTC days, as the server does', () => {
    const utcNow = new Date('2025-03-10T00:30:00Z')
    expect(
      streakFromDates(['2025-03-10T00:10:00Z', '2025-03-09T23:50:00Z', '2025-03-08T12:00:00Z'], utcNow, { utc: true }),
    ).toBe(3)
  })
})

describe('subjects', () => {
  it('server entries of one subject under several exams become one row, sorted by name', () => {
    const entries: ProgressEntry[] = [
      { examType: 'NMT', subject: 'Mathematics', totalQuestions: 4, correctAnswers: 3, accuracy: 75 },
      { examType: 'MATURA_BASIC', subject: 'Mathematics', totalQuestions: 6, correctAnswers: 3, accuracy: 50 },
      { examType: 'NMT', subject: 'History', totalQuestions: 3, correctAnswers: 1, accuracy: 33.3 },
      { examType: 'SAT', subject: 'Empty', totalQuestions: 0, correctAnswers: 0, accuracy: 0 },
    ]
    expect(subjectsFromProgress(entries)).toEqual([
      { subject: 'History', correct: 1, total: 3, accuracy: 33.3 },
      { subject: 'Mathematics', correct: 6, total: 10, accuracy: 60 },
    ])
  })

  it('local tallies are summed; bare percents share the questions evenly; no scores count under the test type', () => {
    const rows = subjectsFromLocal([
      entry({
        questionsAttempted: 6,
        questionsCorrect: 3,
        subjectScores: { 'Math Calculator': { correct: 1, total: 3 }, Reading: { correct: 2, total: 3 } },
      }),
      entry({
        questionsAttempted: 3,
        questionsCorrect: 3,
        subjectScores: { 'Math Calculator': { correct: 3, total: 3 } },
      }),
      // 5 questions over 2 subjects: 3 and 2; 100% of 3 and 50% of 2.
      entry({ questionsAttempted: 5, questionsCorrect: 4, subjectScores: { Mathematics: 100, Ukrainian: 50 } }),
      entry({ testType: 'SAT', questionsAttempted: 2, questionsCorrect: 1, subjectScores: {} }),
    ])
    expect(rows).toEqual([
      { subject: 'Math Calculator', correct: 4, total: 6, accuracy: 66.7 },
      { subject: 'Mathematics', correct: 3, total: 3, accuracy: 100 },
      { subject: 'Reading', correct: 2, total: 3, accuracy: 66.7 },
      { subject: 'SAT', correct: 1, total: 2, accuracy: 50 },
      { subject: 'Ukrainian', correct: 1, total: 2, accuracy: 50 },
    ])
  })

  it('a tally claiming more correct than total is capped; empty tallies are left out', () => {
    expect(
      subjectsFromLocal([entry({ subjectScores: { A: { correct: 5, total: 2 }, B: { correct: 0, total: 0 } } })]),
    ).toEqual([{ subject: 'A', correct: 2, total: 2, accuracy: 100 }])
  })

  it('focus areas come from these rows through scoring.focusAreas (under the threshold, weakest first, at most 3)', () => {
    const rows = subjectsFromLocal([
      entry({
        subjectScores: {
          A: { correct: 1, total: 4 },
          B: { correct: 2, total: 4 },
          C: { correct: 3, total: 4 },
          D: { correct: 0, total: 4 },
          E: { correct: 2, total: 3 },
        },
      }),
    ])
    expect(focusAreas(rows).map((r) => r.subject)).toEqual(['D', 'A', 'B'])
  })
})

describe('newestFirst', () => {
  it('sorts by date, newest first, keeps at most the limit, undated last', () => {
    const items = [{ date: '2025-01-01' }, { date: 'bad' }, { date: '2025-03-01' }, { date: '2025-02-01' }]
    expect(newestFirst(items).map((i) => i.date)).toEqual(['2025-03-01', '2025-02-01', '2025-01-01', 'bad'])
    expect(newestFirst(items, 2).map((i) => i.date)).toEqual(['2025-03-01', '2025-02-01'])
  })
})

describe('summarizeLocal', () => {
  it('an empty browser: zeros and no progress', () => {
    const s = summarizeLocal([], day(2025, 3, 10))
    expect(s).toEqual({
      totalSessions: 0,
      questionsAnswered: 0,
      overallAccuracy: 0,
      streak: 0,
      subjects: [],
      recent: [],
    })
    expect(hasProgress(s)).toBe(false)
  })

  it('stats, streak, subjects and the 5 most recent entries', () => {
    const entries = [
      entry({
        date: iso(day(2025, 3, 10)),
        testType: 'NMT',
        questionsAttempted: 5,
        questionsCorrect: 4,
        subjectScores: { Mathematics: 100, Ukrainian: 50 },
      }),
      entry({
        date: iso(day(2025, 3, 9)),
        testType: 'SAT',
        questionsAttempted: 6,
        questionsCorrect: 3,
        subjectScores: { 'Math Calculator': { correct: 1, total: 3 }, Reading: { correct: 2, total: 3 } },
      }),
      ...[1, 2, 3, 4, 5].map((d) =>
        entry({
          date: iso(day(2025, 2, d)),
          testType: 'MATURA_BASIC',
          questionsAttempted: 2,
          questionsCorrect: 2,
          subjectScores: { 'Polish Language': { correct: 2, total: 2 } },
        }),
      ),
    ]
    const s = summarizeLocal(entries, day(2025, 3, 10, 18))
    expect(s.totalSessions).toBe(7)
    expect(s.questionsAnswered).toBe(21)
    expect(s.overallAccuracy).toBe(accuracyOf(17, 21))
    expect(s.streak).toBe(2)
    expect(s.subjects.map((r) => r.subject)).toEqual([
      'Math Calculator',
      'Mathematics',
      'Polish Language',
      'Reading',
      'Ukrainian',
    ])
    expect(s.recent).toHaveLength(RECENT_SESSIONS_SHOWN)
    expect(s.recent.map((r) => r.examType)).toEqual(['NMT', 'SAT', 'MATURA_BASIC', 'MATURA_BASIC', 'MATURA_BASIC'])
    expect(s.recent[0]).toMatchObject({
      attempted: 5,
      correct: 4,
      completed: true,
      subjects: ['Mathematics', 'Ukrainian'],
    })
    expect(new Set(s.recent.map((r) => r.id)).size).toBe(RECENT_SESSIONS_SHOWN)
    expect(hasProgress(s)).toBe(true)
  })

  it('correct answers never exceed the questions attempted', () => {
    const s = summarizeLocal([entry({ questionsAttempted: 2, questionsCorrect: 9 })], day(2025, 3, 10))
    expect(s.overallAccuracy).toBe(100)
    expect(s.recent[0]).toMatchObject({ attempted: 2, correct: 2 })
  })
})

describe('summarizeServer', () => {
  it('sessions and questions from the sessions, accuracy and streak from the user, subjects from progress', () => {
    const sessions = [
      session({
        id: 'old',
        createdAt: '2025-03-01T10:00:00Z',
        completed: true,
        questionsAttempted: 8,
        questionsCorrect: 5,
      }),
      session({ id: 'open', createdAt: '2025-03-05T10:00:00Z' }),
      ...[1, 2, 3, 4].map((n) =>
        session({
          id: `s${n}`,
          createdAt: `2025-02-0${n}T10:00:00Z`,
          completed: true,
          questionsAttempted: 2,
          questionsCorrect: 1,
        }),
      ),
    ]
    const progress: ProgressEntry[] = [
      { examType: 'NMT', subject: 'History', totalQuestions: 4, correctAnswers: 1, accuracy: 25 },
    ]
    const s = summarizeServer({ user: { streak: 3, overallAccuracy: 56.3 }, progress, sessions })
    expect(s).toMatchObject({ totalSessions: 6, questionsAnswered: 16, overallAccuracy: 56.3, streak: 3 })
    expect(s.subjects).toEqual([{ subject: 'History', correct: 1, total: 4, accuracy: 25 }])
    expect(s.recent.map((r) => r.id)).toEqual(['open', 'old', 's4', 's3', 's2'])
    expect(s.recent[0]).toMatchObject({ completed: false, attempted: 0, correct: 0 })
  })

  it('a new student: no progress', () => {
    const s = summarizeServer({ user: { streak: 0, overallAccuracy: 0 }, progress: [], sessions: [] })
    expect(hasProgress(s)).toBe(false)
    expect(s.recent).toEqual([])
  })
})
