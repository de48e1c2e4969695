import { describe, expect, it } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { parseMaturaLevel } from './exams.ts'
import {
  maturaResultFigures,
  maturaResultsHref,
  maturaTutorHref,
  parseCount,
  parseSections,
  satResultFigures,
  satResultsHref,
  satTutorHref,
} from './links.ts'
import { buildCanadaResults, canadaTopicLists, canadaTutorHref, maturaAnalysis } from './results.ts'
import { satHalves, satLevel } from './scoring.ts'
import { localProgressEntry, pickMixed, sessionNumbers, shuffle, summarize, tallyBy } from './tally.ts'

function q(id: string, section: string, topic: string, correctAnswer = 'A) yes'): Question {
  return {
    id,
    examType: 'SAT',
    countryCode: 'US',
    section,
    topic,
    difficulty: 'Medium',
    questionText: `Question ${id}?`,
    options: ['A) yes', 'B) no', 'C) maybe', 'D) never'],
    correctAnswer,
    explanation: 'Because the first option is the right one in this made-up item.',
    timeLimit: 120,
    source: 'bank',
  }
}

const RW = 'Evidence-Based Reading & Writing'
const QUESTIONS = [
  q('1', RW, 'grammar'),
  q('2', RW, 'grammar'),
  q('3', 'Math No Calculator', 'algebra'),
  q('4', 'Math Calculator', 'algebra'),
  q('5', 'Math Calculator', 'statistics'),
]
const ANSWERS = ['A) yes', 'B) no', 'A) yes', null, 'A) yes']

describe('tallies from answers', () => {
  it('counts correct answers; null and wrong are not correct', () => {
    expect(summarize(QUESTIONS, ANSWERS).questionsCorrect).toBe(3)
    expect(summarize(QUESTIONS, []).questionsCorrect).toBe(0)
  })

  it('tallies by section and topic in first-seen order', () => {
    const bySection = tallyBy(QUESTIONS, ANSWERS, 'section')
    expect(Object.keys(bySection)).toEqual([RW, 'Math No Calculator', 'Math Calculator'])
    expect(bySection).toEqual({
      [RW]: { correct: 1, total: 2 },
      'Math No Calculator': { correct: 1, total: 1 },
      'Math Calculator': { correct: 1, total: 2 },
    })
    const s = summarize(QUESTIONS, ANSWERS)
    expect(s).toMatchObject({ questionsAttempted: 5, questionsCorrect: 3, scorePercentage: 60 })
    expect(s.topicBreakdown).toEqual({
      grammar: { correct: 1, total: 2 },
      algebra: { correct: 1, total: 2 },
      statistics: { correct: 1, total: 1 },
    })
  })

  it('builds session numbers the resource route accepts', () => {
    const numbers = sessionNumbers(summarize(QUESTIONS, ANSWERS), 123.4)
    expect(numbers).toEqual({
      questionsAttempted: 5,
      questionsCorrect: 3,
      scorePercentage: 60,
      subjectScores: { [RW]: 50, 'Math No Calculator': 100, 'Math Calculator': 50 },
      topicBreakdown: {
        grammar: { correct: 1, total: 2 },
        algebra: { correct: 1, total: 2 },
        statistics: { correct: 1, total: 1 },
      },
      totalTime: 123,
    })
    expect(sessionNumbers(summarize([], []), -5).totalTime).toBe(0)
    expect(sessionNumbers(summarize([], []), 10 ** 7).totalTime).toBe(86400)
  })

  it('builds a valid local progress entry', () => {
    const entry = localProgressEntry(summarize(QUESTIONS, ANSWERS), {
      testType: 'SAT',
      province: null,
      date: new Date('2026-11-22T10:00:00Z'),
    })
    expect(entry).toMatchObject({
      testType: 'SAT',
      questionsAttempted: 5,
      questionsCorrect: 3,
      scorePercentage: 60,
      date: '2026-11-22T10:00:00.000Z',
    })
  })
})

describe('query parameters', () => {
  it('parses counts: missing, junk and negatives are 0', () => {
    expect(parseCount(null)).toBe(0)
    expect(parseCount('')).toBe(0)
    expect(parseCount('abc')).toBe(0)
    expect(parseCount('-3')).toBe(0)
    expect(parseCount('7')).toBe(7)
    expect(parseCount('7.6')).toBe(8)
    expect(parseCount('Infinity')).toBe(0)
  })

  it('parses sections; malformed is empty and flagged, missing is empty and not flagged', () => {
    expect(parseSections(null)).toEqual({ sections: {}, invalid: false })
    expect(parseSections('{"Math":{"correct":1,"total":2}}')).toEqual({
      sections: { Math: { correct: 1, total: 2 } },
      invalid: false,
    })
    // Encoded twice still reads.
    expect(parseSections(encodeURIComponent('{"Math":{"correct":1,"total":2}}')).invalid).toBe(false)
    for (const bad of [
      '{',
      'null',
      '[]',
      '"x"',
      '{"Math":{"correct":3,"total":2}}',
      '{"Math":{"correct":-1,"total":2}}',
      '{"Math":{"correct":1}}',
      '{"Math":5}',
      '%E0%A4%A',
    ]) {
      expect(parseSections(bad), bad).toEqual({ sections: {}, invalid: true })
    }
  })

  it('SAT: the results link carries the sectional total, and the results page computes from the sections', () => {
    const summary = summarize(QUESTIONS, ANSWERS)
    const href = satResultsHref(summary)
    const params = new URL(href, 'http://x').searchParams
    expect(params.get('score')).toBe(String(satHalves(summary.subjectTallies).total))
    expect(params.get('correct')).toBe('3')
    expect(params.get('total')).toBe('5')
    const figures = satResultFigures(params)
    expect(figures).toMatchObject({
      correct: 3,
      total: 5,
      sectionsInvalid: false,
      totalScore: satHalves(summary.subjectTallies).total,
    })
    // A crafted score is ignored when the sections are there.
    params.set('score', '1600')
    expect(satResultFigures(params).totalScore).toBe(satHalves(summary.subjectTallies).total)
  })

  it('SAT: exact levels at every threshold, from sections', () => {
    const cases: [Record<string, { correct: number; total: number }>, number, string][] = [
      [{ [RW]: { correct: 5, total: 6 }, 'Math Calculator': { correct: 5, total: 6 } }, 1400, 'Excellent'],
      [{ [RW]: { correct: 5, total: 6 }, 'Math Calculator': { correct: 499, total: 600 } }, 1399, 'Good'],
      [{ [RW]: { correct: 2, total: 3 }, 'Math Calculator': { correct: 2, total: 3 } }, 1200, 'Good'],
      [{ [RW]: { correct: 2, total: 3 }, 'Math Calculator': { correct: 399, total: 600 } }, 1199, 'Average'],
      [{ [RW]: { correct: 1, total: 2 }, 'Math No Calculator': { correct: 1, total: 2 } }, 1000, 'Average'],
      [
        { [RW]: { correct: 1, total: 2 }, 'Math No Calculator': { correct: 299, total: 600 } },
        999,
        'Needs Improvement',
      ],
    ]
    for (const [sections, total, level] of cases) {
      const figures = satResultFigures(new URLSearchParams({ score: '0', sections: JSON.stringify(sections) }))
      expect(figures.totalScore).toBe(total)
      expect(satLevel(figures.totalScore)).toBe(level)
    }
  })

  it('SAT: without sections the score, correct and total params are the fallback; missing is 0', () => {
    expect(satResultFigures(new URLSearchParams())).toMatchObject({
      correct: 0,
      total: 0,
      totalScore: 0,
      halves: null,
      sectionsInvalid: false,
    })
    expect(satResultFigures(new URLSearchParams({ score: '1250', correct: '9', total: '12' }))).toMatchObject({
      correct: 9,
      total: 12,
      totalScore: 1250,
      halves: null,
    })
    expect(satResultFigures(new URLSearchParams({ score: '99999', correct: '50', total: '12' }))).toMatchObject({
      correct: 12,
      totalScore: 1600,
    })
    expect(satResultFigures(new URLSearchParams({ score: '1100', sections: '{not json' }))).toMatchObject({
      totalScore: 1100,
      sectionsInvalid: true,
      sections: {},
    })
  })

  it('SAT and Matura tutor links', () => {
    const sat = new URL(satTutorHref({ totalScore: 1300, sections: { Math: { correct: 1, total: 2 } } }), 'http://x')
    expect(sat.pathname).toBe('/ai-tutor')
    expect(Object.fromEntries(sat.searchParams)).toEqual({
      examType: 'SAT',
      score: '1300',
      sections: '{"Math":{"correct":1,"total":2}}',
    })
    const matura = new URL(maturaTutorHref({ percentage: 64, level: 'Extended', sections: {} }), 'http://x')
    expect(Object.fromEntries(matura.searchParams)).toEqual({
      examType: 'Matura',
      score: '64',
      level: 'Extended',
      sections: '{}',
    })
  })

  it('Matura: the results link round-trips, the score is the percentage, missing is 0', () => {
    const summary = summarize(QUESTIONS, ANSWERS)
    const figures = maturaResultFigures(new URL(maturaResultsHref(summary, 'Extended'), 'http://x').searchParams)
    expect(figures).toEqual({
      percentage: 60,
      correct: 3,
      total: 5,
      level: 'Extended',
      sections: summary.subjectTallies,
      sectionsInvalid: false,
    })
    expect(maturaResultFigures(new URLSearchParams())).toEqual({
      percentage: 0,
      correct: 0,
      total: 0,
      level: 'Basic',
      sections: {},
      sectionsInvalid: false,
    })
    expect(maturaResultFigures(new URLSearchParams({ score: '89' })).percentage).toBe(89)
    expect(maturaResultFigures(new URLSearchParams({ score: '140' })).percentage).toBe(100)
    expect(maturaResultFigures(new URLSearchParams({ correct: '3', total: '4' })).percentage).toBe(75)
    expect(maturaResultFigures(new URLSearchParams({ sections: 'oops' }))).toMatchObject({
      sections: {},
      sectionsInvalid: true,
    })
    expect(parseMaturaLevel('extended')).toBe('Extended')
    expect(parseMaturaLevel('nonsense')).toBe('Basic')
  })
})

describe('Canada', () => {
  it('mixes subjects one at a time up to the total (the one mixing rule)', () => {
    const ids = (list: string[]) => list.map((id) => ({ id }))
    const picked = pickMixed([ids(['a1', 'a2', 'a3']), ids(['b1']), ids(['c1', 'c2'])], 5).map((x) => x.id)
    expect(picked).toEqual(['a1', 'b1', 'c1', 'a2', 'c2'])
    expect(pickMixed([ids(['a1']), []], 5)).toEqual([{ id: 'a1' }])
    expect(pickMixed([], 5)).toEqual([])
  })

  it('shuffles without losing items', () => {
    const items = [1, 2, 3, 4, 5]
    expect(shuffle(items, () => 0.5).sort()).toEqual(items)
    expect(items).toEqual([1, 2, 3, 4, 5])
  })

  it('builds a valid results record', () => {
    const record = buildCanadaResults({
      examType: 'ALBERTA_DIPLOMA',
      province: 'Alberta',
      testName: 'Alberta Diploma Exams',
      questions: QUESTIONS,
      answers: ANSWERS,
      date: new Date('2026-11-22T10:00:00Z'),
    })
    expect(record).toMatchObject({
      totalQuestions: 5,
      correctAnswers: 3,
      scorePercentage: 60,
      countryCode: 'CA',
    })
    expect(record.questions.map((x) => x.isCorrect)).toEqual([true, false, true, false, true])
    expect(record.questions[3].userAnswer).toBeNull()
    expect('source' in record.questions[0]).toBe(false)
  })

  it('lists at most 3 strong (≥ 80) and 3 weak (< 70) topics', () => {
    const breakdown = {
      a: { correct: 5, total: 5 },
      b: { correct: 4, total: 5 },
      c: { correct: 9, total: 10 },
      d: { correct: 17, total: 20 },
      e: { correct: 3, total: 4 },
      f: { correct: 2, total: 3 },
      g: { correct: 7, total: 10 },
      h: { correct: 0, total: 2 },
      i: { correct: 1, total: 2 },
      j: { correct: 3, total: 5 },
      k: { correct: 0, total: 0 },
    }
    const lists = canadaTopicLists(breakdown)
    expect(lists.strong.map((r) => r.topic)).toEqual(['a', 'c', 'd'])
    expect(lists.strongCount).toBe(4)
    expect(lists.weak.map((r) => r.topic)).toEqual(['h', 'i', 'j'])
    expect(lists.weakCount).toBe(4)
  })

  it('links to the tutor with the results', () => {
    const url = new URL(
      canadaTutorHref({
        scorePercentage: 60,
        province: 'Alberta',
        subjectScores: { 'Math 30-1': { correct: 1, total: 2 } },
        topicBreakdown: { functions: { correct: 0, total: 1 }, logs: { correct: 1, total: 1 } },
      }),
      'http://x',
    )
    expect(Object.fromEntries(url.searchParams)).toEqual({
      examType: 'CANADA',
      score: '60',
      province: 'Alberta',
      subjects: '["Math 30-1"]',
      sections: '{"Math 30-1":{"correct":1,"total":2}}',
      weakAreas: '[{"topic":"functions","accuracy":0}]',
    })
  })
})

describe('the Matura subject analysis', () => {
  const sections = {
    Mathematics: { correct: 1, total: 4 },
    'Polish Language': { correct: 4, total: 4 },
    'English Language': { correct: 2, total: 4 },
  }
  it('subjects with their status; strong and weak (weakest first); next steps by key', () => {
    const analysis = maturaAnalysis({ percentage: 58, level: 'Basic', sections })
    expect(analysis.subjects.map((s) => [s.subject, s.pct, s.status])).toEqual([
      ['Mathematics', 25, 'FAILED'],
      ['Polish Language', 100, 'PASSED'],
      ['English Language', 50, 'PASSED'],
    ])
    expect(analysis.strong).toEqual([{ topic: 'Polish Language', pct: 100 }])
    expect(analysis.weak.map((w) => w.topic)).toEqual(['Mathematics', 'English Language'])
    expect(analysis.steps).toEqual([
      { key: 'weakSubject', subject: 'Mathematics' },
      { key: 'weakSubject', subject: 'English Language' },
      { key: 'tutor' },
      { key: 'retake' },
    ])
  })
  it('a failed result adds the pass mark; a strong Basic one suggests the Extended level', () => {
    expect(maturaAnalysis({ percentage: 20, level: 'Basic', sections: {} }).steps.map((s) => s.key)).toEqual([
      'passMark',
      'tutor',
      'retake',
    ])
    expect(maturaAnalysis({ percentage: 80, level: 'Basic', sections: {} }).steps.at(-1)).toEqual({
      key: 'tryExtended',
    })
    expect(maturaAnalysis({ percentage: 80, level: 'Extended', sections: {} }).steps.at(-1)).toEqual({
      key: 'retake',
    })
  })
})
