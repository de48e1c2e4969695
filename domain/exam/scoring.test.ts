import { describe, expect, it } from 'vitest'
import * as s from './scoring.ts'

describe('SAT', () => {
  it('section score is 200 + 600 × ratio, 200-800', () => {
    expect(s.satSectionScore(0, 10)).toBe(200)
    expect(s.satSectionScore(10, 10)).toBe(800)
    expect(s.satSectionScore(1, 2)).toBe(500)
    expect(s.satSectionScore(0, 0)).toBe(200)
    expect(s.satSectionScore(12, 10)).toBe(800)
  })
  it('total is the sum of the halves, 400-1600; maths sections form one half', () => {
    expect(
      s.satHalves({
        'Evidence-Based Reading & Writing': { correct: 4, total: 4 },
        'Math No Calculator': { correct: 2, total: 4 },
        'Math Calculator': { correct: 2, total: 4 },
      }),
    ).toEqual({ readingWriting: 800, math: 500, total: 1300 })
    expect(s.satHalves({}).total).toBe(400)
  })
  it('levels at 1400, 1200, 1000 (both sides)', () => {
    expect(s.satLevel(1400)).toBe('Excellent')
    expect(s.satLevel(1399)).toBe('Good')
    expect(s.satLevel(1200)).toBe('Good')
    expect(s.satLevel(1199)).toBe('Average')
    expect(s.satLevel(1000)).toBe('Average')
    expect(s.satLevel(999)).toBe('Needs Improvement')
  })
})

describe('Matura', () => {
  it.each([
    [100, 5, 'Celujący'],
    [90, 5, 'Celujący'],
    [89.9, 4, 'Dobry'],
    [75, 4, 'Dobry'],
    [74.9, 3, 'Dostateczny'],
    [50, 3, 'Dostateczny'],
    [49.9, 2, 'Dopuszczający'],
    [30, 2, 'Dopuszczający'],
    [29.9, 1, 'Niedostateczny'],
    [0, 1, 'Niedostateczny'],
  ])('%s%% → grade %s %s', (pct, grade, name) => expect(s.maturaGrade(pct)).toEqual({ grade, name }))
  it('pass mark 30%', () => {
    expect(s.maturaStatus(30)).toBe('ZDANY')
    expect(s.maturaStatus(29)).toBe('NIEZDANY')
    expect(s.maturaSubjectStatus(30)).toBe('PASSED')
    expect(s.maturaSubjectStatus(29.9)).toBe('FAILED')
  })
  it('strong ≥ 70, weak < 60', () => {
    expect(s.maturaIsStrong(70)).toBe(true)
    expect(s.maturaIsStrong(69.9)).toBe(false)
    expect(s.maturaIsWeak(59.9)).toBe(true)
    expect(s.maturaIsWeak(60)).toBe(false)
  })
})

describe('Canada', () => {
  it.each([
    [90, 'A+', 'Excellent'],
    [89, 'A', 'Excellent'],
    [85, 'A', 'Excellent'],
    [84, 'A-', 'Proficient'],
    [80, 'A-', 'Proficient'],
    [79, 'B+', 'Proficient'],
    [75, 'B+', 'Proficient'],
    [74, 'B', 'Proficient'],
    [70, 'B', 'Proficient'],
    [69, 'B-', 'Approaching'],
    [65, 'B-', 'Approaching'],
    [64, 'C+', 'Approaching'],
    [60, 'C+', 'Approaching'],
    [59, 'C', 'Developing'],
    [55, 'C', 'Developing'],
    [54, 'C-', 'Developing'],
    [50, 'C-', 'Developing'],
    [49, 'F', 'Not Meeting'],
    [0, 'F', 'Not Meeting'],
  ])('%s%% → %s (%s)', (pct, grade, band) => expect(s.canadaGrade(pct)).toEqual({ grade, band }))
  it('home tiers stop at B; below 70 needs improvement', () => {
    expect(s.canadaHomeTier(90)).toBe('A+')
    expect(s.canadaHomeTier(85)).toBe('A')
    expect(s.canadaHomeTier(80)).toBe('A-')
    expect(s.canadaHomeTier(75)).toBe('B+')
    expect(s.canadaHomeTier(70)).toBe('B')
    expect(s.canadaHomeTier(69)).toBe('Needs Improvement')
  })
  it('motivation tiers at 85, 75, 65', () => {
    expect([85, 84, 75, 74, 65, 64].map(s.canadaMotivationTier)).toEqual([0, 1, 1, 2, 2, 3])
  })
  it('strong ≥ 80, weak < 70', () => {
    expect(s.canadaIsStrong(80)).toBe(true)
    expect(s.canadaIsStrong(79)).toBe(false)
    expect(s.canadaIsWeak(69)).toBe(true)
    expect(s.canadaIsWeak(70)).toBe(false)
  })
})

describe('NMT, generic and topics', () => {
  it('NMT colours at 80 and 60', () => {
    expect([80, 79, 60, 59].map(s.nmtScoreColour)).toEqual(['green', 'orange', 'orange', 'red'])
  })
  it('generic colours at 80 and 60', () => {
    expect([80, 79, 60, 59].map(s.genericScoreColour)).toEqual(['green', 'yellow', 'yellow', 'red'])
  })
  it('topics strong ≥ 80, weak < 70', () => {
    const { strengths, weaknesses } = s.topicStrengths({
      a: { correct: 4, total: 5 },
      b: { correct: 3, total: 4 },
      c: { correct: 7, total: 10 },
      d: { correct: 2, total: 3 },
      e: { correct: 0, total: 0 },
    })
    expect(strengths.map((x) => x.topic)).toEqual(['a'])
    expect(weaknesses.map((x) => x.topic)).toEqual(['d'])
  })
})

describe('generic weak subjects and timers', () => {
  it('weak subjects are below 70 (69 yes, 70 no), weakest first', () => {
    expect(s.isWeakSubject(69.9)).toBe(true)
    expect(s.isWeakSubject(70)).toBe(false)
    expect(s.weakSubjects({ Maths: 69, Reading: 70, History: 0, Writing: 100 })).toEqual([
      { subject: 'History', pct: 0 },
      { subject: 'Maths', pct: 69 },
    ])
    expect(s.weakSubjects({})).toEqual([])
  })
  it('timer warning at 30 s or less', () => {
    expect(s.isTimerWarning(30)).toBe(true)
    expect(s.isTimerWarning(31)).toBe(false)
    expect(s.isTimerWarning(0)).toBe(true)
  })
})

describe('progress and weakness lists', () => {
  it('badges: < 50 error, < 75 warning, else success', () => {
    expect([49, 50, 74, 75].map(s.weaknessBadge)).toEqual(['error', 'warning', 'warning', 'success'])
  })
  it('Advanced above 75, Practice otherwise', () => {
    expect(s.isAdvanced(75)).toBe(false)
    expect(s.isAdvanced(75.1)).toBe(true)
  })
  it('focus areas under 75, weakest first, at most 3', () => {
    const list = [{ accuracy: 74 }, { accuracy: 75 }, { accuracy: 10 }, { accuracy: 50 }, { accuracy: 60 }]
    expect(s.focusAreas(list).map((x) => x.accuracy)).toEqual([10, 50, 60])
  })
})

describe('bands read the exact share; figures are rounded for display only (issue 26)', () => {
  it('grades Matura 29.5% as 1 NIEZDANY, not the 30% it rounds to', async () => {
    const { maturaResultFigures } = await import('./links.ts')
    const figures = maturaResultFigures(new URLSearchParams('score=29.5'))
    expect(figures.percentage).toBe(29.5)
    expect(s.maturaGrade(figures.percentage).grade).toBe(1)
    expect(s.maturaStatus(figures.percentage)).toBe('NIEZDANY')
    expect(s.shownPercent(figures.percentage)).toBe(29)
  })
  it('grades Canada 139/200 (69.5%) as B− Approaching', () => {
    const exact = s.exactPercent(139, 200)
    expect(exact).toBe(69.5)
    expect(s.canadaGrade(exact)).toEqual({ grade: 'B-', band: 'Approaching' })
    expect(s.canadaGrade(s.percent(139, 200)).grade).toBe('B')
  })
  it('never shows a figure that reaches a band the student has not', () => {
    expect(s.shownPercent(69.9)).toBe(69)
    expect(s.canadaHomeTier(69.9)).toBe('Needs Improvement')
    for (let correct = 0; correct <= 200; correct++) {
      const exact = s.exactPercent(correct, 200)
      expect(s.canadaGrade(s.shownPercent(exact))).toEqual(s.canadaGrade(exact))
    }
    expect(s.shownPercent(s.exactPercent(29, 100))).toBe(29)
    expect(s.shownPercent(s.exactPercent(7, 10))).toBe(70)
  })
})
