import { describe, expect, it } from 'vitest'
import type { ExamType, PracticeSession } from '../../openapi/types.ts'
import * as links from './links.ts'
import * as results from './results.ts'
import * as tally from './tally.ts'

const q = (id: string, section: string, topic: string, correctAnswer = 'A'): tally.PracticeQuestion => ({
  id,
  examType: 'NMT',
  countryCode: 'UA',
  section,
  topic,
  difficulty: 'Easy',
  questionText: `Question ${id}`,
  options: ['A', 'B', 'C', 'D'],
  correctAnswer,
  explanation: 'Because.',
  timeLimit: 60,
})

const EXAM_TYPES: ExamType[] = [
  {
    id: 'alberta-diploma',
    name: 'ALBERTA_DIPLOMA',
    displayName: 'Alberta Diploma Exams',
    countryCode: 'CA',
    sections: ['Math 30-1', 'English 30-1'],
  },
  { id: 'nmt', name: 'NMT', displayName: 'NMT', countryCode: 'UA', sections: ['Mathematics', 'History of Ukraine'] },
]

describe('exam type names and section links', () => {
  it('accepts a known exam and one of its sections (case-insensitive), giving the canonical names', () => {
    expect(links.checkSectionLink('ALBERTA_DIPLOMA', 'Math 30-1', EXAM_TYPES)).toEqual({
      ok: true,
      examType: 'ALBERTA_DIPLOMA',
      countryCode: 'CA',
      section: 'Math 30-1',
    })
    expect(links.checkSectionLink('nmt', 'mathematics', EXAM_TYPES)).toEqual({
      ok: true,
      examType: 'NMT',
      countryCode: 'UA',
      section: 'Mathematics',
    })
  })

  it('names the problem of a bad link', () => {
    expect(links.checkSectionLink(null, 'Math 30-1', EXAM_TYPES)).toMatchObject({ ok: false, problem: 'missingExam' })
    expect(links.checkSectionLink('GRE', 'Math 30-1', EXAM_TYPES)).toMatchObject({
      ok: false,
      problem: 'unknownExam',
      exam: 'GRE',
    })
    expect(links.checkSectionLink('NMT', '', EXAM_TYPES)).toMatchObject({ ok: false, problem: 'missingSection' })
    expect(links.checkSectionLink('NMT', 'Math 30-1', EXAM_TYPES)).toMatchObject({
      ok: false,
      problem: 'unknownSection',
      section: 'Math 30-1',
    })
  })
})

describe('picking questions', () => {
  it('takes one per group in turn, skipping duplicates and exhausted groups', () => {
    const a = [q('a1', 'A', 't'), q('a2', 'A', 't'), q('a3', 'A', 't')]
    const b = [q('b1', 'B', 't')]
    const c = [q('c1', 'C', 't'), q('a1', 'C', 't'), q('c2', 'C', 't')]
    expect(tally.pickMixed([a, b, c], 5).map((x) => x.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2'])
    expect(tally.pickMixed([a, [], c], 10).map((x) => x.id)).toEqual(['a1', 'c1', 'a2', 'c2', 'a3'])
    expect(tally.pickMixed([], 5)).toEqual([])
  })

  it('shuffles a copy and keeps every item', () => {
    const list = [1, 2, 3, 4, 5]
    const out = tally.shuffle(list, () => 0)
    expect(out).toEqual([2, 3, 4, 5, 1])
    expect(list).toEqual([1, 2, 3, 4, 5])
    expect([...tally.shuffle(list)].sort()).toEqual(list)
  })
})

describe('scoring the answers', () => {
  const questions = [
    q('1', 'Mathematics', 'algebra', 'A'),
    q('2', 'Mathematics', 'geometry', 'B'),
    q('3', 'History', 'medieval_period', 'C'),
    q('4', 'History', 'medieval_period', 'D'),
    q('5', 'Ukrainian', '', 'A'),
  ]

  it('counts unanswered questions as attempted and wrong; builds subject percents and topic tallies', () => {
    const s = tally.summarize(questions, ['A', 'A', 'C', null, 'A'])
    expect(s).toEqual({
      questionsAttempted: 5,
      questionsAnswered: 4,
      questionsCorrect: 3,
      scorePercentage: 60,
      subjectTallies: {
        Mathematics: { correct: 1, total: 2 },
        History: { correct: 1, total: 2 },
        Ukrainian: { correct: 1, total: 1 },
      },
      subjectScores: { Mathematics: 50, History: 50, Ukrainian: 100 },
      topicBreakdown: {
        algebra: { correct: 1, total: 1 },
        geometry: { correct: 0, total: 1 },
        medieval_period: { correct: 1, total: 2 },
        general: { correct: 1, total: 1 },
      },
    })
  })

  it('an empty test scores 0 and a missing answer array means nothing answered', () => {
    expect(tally.summarize([], []).scorePercentage).toBe(0)
    expect(tally.summarize(questions, []).questionsCorrect).toBe(0)
  })

  it('elapsed seconds are whole, never negative, at most a day', () => {
    expect(tally.elapsedSeconds(1000, 62_400)).toBe(61)
    expect(tally.elapsedSeconds(5000, 1000)).toBe(0)
    expect(tally.elapsedSeconds(0, 10 ** 12)).toBe(tally.MAX_SESSION_SECONDS)
  })
})

describe('result cards', () => {
  const session = (id: string, createdAt: string, over: Partial<PracticeSession> = {}): PracticeSession => ({
    id,
    userId: 'usr_1',
    examType: 'NMT',
    countryCode: 'UA',
    province: null,
    subjects: ['Mathematics'],
    questionsAttempted: 5,
    questionsCorrect: 4,
    totalTime: 330,
    completed: true,
    createdAt,
    completedAt: createdAt,
    scorePercentage: 80,
    subjectScores: { Mathematics: 80 },
    topicBreakdown: { algebra: { correct: 4, total: 5 } },
    ...over,
  })

  it('lists completed Ukrainian sessions only', () => {
    const list = [
      session('a', '2026-01-01T10:00:00Z'),
      session('b', '2026-01-02T10:00:00Z', { completed: false }),
      session('c', '2026-01-03T10:00:00Z', { countryCode: 'CA', examType: 'ALBERTA_DIPLOMA' }),
      session('d', '2026-01-04T10:00:00Z', { examType: 'UA_CUSTOM' }),
    ]
    expect(results.nmtSessions(list).map((s) => s.id)).toEqual(['a', 'd'])
  })

  it('numbers from the oldest, lists the newest first, rounds minutes', () => {
    const cards = results.cardsFromSessions([
      session('old', '2026-01-01T10:00:00Z', { totalTime: 89 }),
      session('new', '2026-02-01T10:00:00Z', { scorePercentage: null, questionsCorrect: 2 }),
    ])
    expect(cards.map((c) => [c.id, c.number, c.minutes, c.scorePercentage])).toEqual([
      ['new', 2, 6, 40],
      ['old', 1, 1, 80],
    ])
  })

  it('turns visitor entries into cards, with tallies as percents and unknown minutes', () => {
    const cards = results.cardsFromLocal([
      {
        date: '2026-03-01T10:00:00.000Z',
        testType: 'NMT',
        questionsAttempted: 5,
        questionsCorrect: 3,
        scorePercentage: 60,
        subjectScores: { Mathematics: { correct: 1, total: 3 } },
        topicBreakdown: {},
      },
      {
        date: '2026-03-02T10:00:00.000Z',
        testType: 'NMT',
        questionsAttempted: 5,
        questionsCorrect: 5,
        scorePercentage: 100,
        subjectScores: { Mathematics: 100 },
        topicBreakdown: {},
        totalTime: 125,
      },
    ])
    expect(cards[0]).toMatchObject({
      id: `local-${Date.parse('2026-03-02T10:00:00.000Z')}`,
      number: 2,
      minutes: 2,
      correct: 5,
    })
    expect(cards[1]).toMatchObject({ number: 1, minutes: null, subjectScores: { Mathematics: 33 } })
    expect(
      results.nmtLocalEntries([
        {
          date: 'x',
          testType: 'CANADA',
          questionsAttempted: 1,
          questionsCorrect: 1,
          scorePercentage: 100,
          subjectScores: {},
          topicBreakdown: {},
        },
      ]),
    ).toEqual([])
  })

  it('builds the tutor query', () => {
    const qs = new URLSearchParams(links.tutorQuery('ALBERTA_DIPLOMA', 60, { 'Math 30-1': { correct: 3, total: 5 } }))
    expect(qs.get('examType')).toBe('ALBERTA_DIPLOMA')
    expect(qs.get('score')).toBe('60')
    expect(JSON.parse(qs.get('sections') ?? '')).toEqual({ 'Math 30-1': { correct: 3, total: 5 } })
  })
})

describe('the answer records of a finished test (issue 13)', () => {
  it('per question: its metadata, the final choice (null when skipped), whether it was right, whole seconds', () => {
    const questions = [q('q1', 'Mathematics', 'algebra'), q('q2', '', '', 'B')]
    expect(tally.answerRecords(questions, { answers: ['A'], spent: [4.6, 200_000] })).toEqual([
      {
        questionId: 'q1',
        examType: 'NMT',
        section: 'Mathematics',
        topic: 'algebra',
        difficulty: 'Easy',
        chosen: 'A',
        correct: true,
        seconds: 5,
      },
      {
        questionId: 'q2',
        examType: 'NMT',
        section: 'general',
        topic: 'general',
        difficulty: 'Easy',
        chosen: null,
        correct: false,
        seconds: 86_400,
      },
    ])
  })
})

describe('set items in the short flows (decision 104)', () => {
  const ordering: tally.PracticeQuestion = {
    ...q('h-1', 'History of Ukraine', 'cossacks'),
    type: 'ordering',
    options: [],
    ordering: { items: ['a', 'b', 'c', 'd'] },
    correctAnswer: '1-B,2-A,3-D,4-C',
  }
  const selection: tally.PracticeQuestion = {
    ...q('h-2', 'History of Ukraine', 'cossacks'),
    type: 'multiple-select',
    options: [],
    selection: { count: 3, choices: ['1', '2', '3', '4', '5', '6', '7'] },
    correctAnswer: '2,5,7',
  }

  it('are right only with every point, by their own rule, and count so in the summary', () => {
    expect(tally.isCorrect(ordering, '1-B,2-A,3-D,4-C')).toBe(true)
    expect(tally.isCorrect(ordering, '1-B,2-A,3-C,4-D')).toBe(false)
    expect(tally.isCorrect(selection, '7,2,5')).toBe(true)
    expect(tally.isCorrect(selection, null)).toBe(false)
    const summary = tally.summarize(
      [ordering, selection, q('c', 'Mathematics', 'x')],
      ['1-B,2-A,3-D,4-C', '2,5,6', 'A'],
    )
    expect(summary.questionsCorrect).toBe(2)
    expect(summary.subjectTallies['History of Ukraine']).toEqual({ correct: 1, total: 2 })
  })

  it('are usable when their key is complete; numeric entry is not shown in the short flows', () => {
    expect(tally.isUsableQuestion(ordering)).toBe(true)
    const matching = {
      ...ordering,
      type: 'matching' as const,
      matching: { prompts: ['p', 'q', 'r'], choices: ['a', 'b', 'c'] },
    }
    expect(tally.isUsableQuestion({ ...matching, correctAnswer: '1-B,2-A,3-C' })).toBe(true)
    expect(tally.isUsableQuestion({ ...matching, correctAnswer: '1-B,2-A' })).toBe(false)
    expect(tally.isUsableQuestion({ ...selection, correctAnswer: '2,5' })).toBe(false)
    expect(
      tally.isUsableQuestion({ ...q('n', 'Mathematics', 'x'), type: 'numeric', options: [], correctAnswer: '2' }),
    ).toBe(false)
  })

  it("record the key's grade with the answer", () => {
    const [record] = tally.answerRecords([ordering], { answers: ['1-B,2-A,3-D,4-C'], spent: [30] }, 9)
    expect(record).toMatchObject({ chosen: '1-B,2-A,3-D,4-C', correct: true, shuffleSeed: 9 })
  })
})
