import { describe, expect, it } from 'vitest'
import type { SelectedSession } from '~/utils/practice-storage.ts'
import { previousConversations, storedContextText, tutorContextText } from '~/utils/tutor-context.ts'
import {
  analysisFromQuery,
  analysisFromSession,
  GREETING,
  needsStoredSession,
  tutorIntro,
  type TutorAnalysis,
} from '~/utils/tutor-intro.ts'
import { parseTutorQuery } from '~/utils/tutor-query.ts'
import { maturaTutorHref, satTutorHref } from '#domain/exam/links.ts'
import { canadaTutorHref } from '#domain/exam/results.ts'
import type { TutorMessage, TutorSession } from '#openapi/types.ts'

const params = (query: Record<string, string>) => new URLSearchParams(query)
const fromHref = (href: string) => new URL(href, 'http://x').searchParams
const noSession = () => null
function analysis(p: URLSearchParams, stored: SelectedSession | null = null): TutorAnalysis {
  const intro = tutorIntro(p, () => stored)
  if (intro.kind !== 'analysis') throw new Error('expected an analysis')
  return intro.analysis
}

describe('tutorIntro: the first message', () => {
  it('is the default greeting without parameters', () => {
    expect(tutorIntro(new URLSearchParams(), noSession)).toEqual(GREETING)
  })

  it('is the greeting when only descriptive parameters are given (nothing to analyse)', () => {
    expect(
      tutorIntro(params({ examType: 'SAT', province: 'Alberta', level: 'Basic', subjects: '["Math"]' }), noSession),
    ).toEqual(GREETING)
  })

  it('analyses the SAT link of the results page: score, breakdown, weak and strong sections (80/70)', () => {
    const href = satTutorHref({
      totalScore: 1180,
      sections: {
        'Evidence-Based Reading & Writing': { correct: 4, total: 4 },
        'Math Calculator': { correct: 1, total: 4 },
        'Math No Calculator': { correct: 3, total: 4 },
      },
    })
    const a = analysis(fromHref(href))
    expect(a.exam).toBe('SAT')
    expect(a.score).toEqual({ kind: 'sat', value: 1180 })
    expect(a.breakdown).toEqual([
      { name: 'Evidence-Based Reading & Writing', pct: 100, correct: 4, total: 4 },
      { name: 'Math Calculator', pct: 25, correct: 1, total: 4 },
      { name: 'Math No Calculator', pct: 75, correct: 3, total: 4 },
    ])
    expect(a.weak).toEqual([{ name: 'Math Calculator', pct: 25 }])
    expect(a.strong).toEqual([{ name: 'Evidence-Based Reading & Writing', pct: 100 }])
  })

  it('SAT: an out-of-range score falls back to the score computed from the sections', () => {
    const a = analysis(
      params({
        examType: 'SAT',
        score: '2400',
        sections: JSON.stringify({ Math: { correct: 2, total: 4 }, Reading: { correct: 4, total: 4 } }),
      }),
    )
    expect(a.score).toEqual({ kind: 'sat', value: 500 + 800 })
  })

  it('Matura uses its own thresholds (strong 70%+, weak under 60%) and keeps the level', () => {
    const href = maturaTutorHref({
      percentage: 64,
      level: 'Extended',
      sections: {
        Mathematics: { correct: 7, total: 10 },
        'Polish Language': { correct: 5, total: 10 },
        'English Language': { correct: 6, total: 10 },
      },
    })
    const a = analysis(fromHref(href))
    expect(a).toMatchObject({ exam: 'Matura', score: { kind: 'percent', value: 64 }, level: 'Extended' })
    expect(a.strong).toEqual([{ name: 'Mathematics', pct: 70 }])
    expect(a.weak).toEqual([{ name: 'Polish Language', pct: 50 }])
  })

  it('Canada: the weakAreas list is the weak areas; province and subjects are kept', () => {
    const href = canadaTutorHref({
      scorePercentage: 60,
      province: 'Alberta',
      subjectScores: { 'Math 30-1': { correct: 4, total: 5 }, 'English 30-1': { correct: 2, total: 5 } },
      topicBreakdown: {
        functions: { correct: 0, total: 2 },
        logarithms: { correct: 1, total: 2 },
        reading_comprehension: { correct: 5, total: 6 },
      },
    })
    const a = analysis(fromHref(href))
    expect(a).toMatchObject({
      exam: 'CANADA',
      score: { kind: 'percent', value: 60 },
      province: 'Alberta',
      subjects: ['Math 30-1', 'English 30-1'],
    })
    expect(a.weak).toEqual([
      { name: 'functions', pct: 0 },
      { name: 'logarithms', pct: 50 },
    ])
    expect(a.strong).toEqual([{ name: 'Math 30-1', pct: 80 }])
  })

  it('an empty weakAreas list means no weak areas (even if a section is low)', () => {
    const a = analysis(
      params({
        examType: 'CANADA',
        score: '90',
        sections: JSON.stringify({ Math: { correct: 1, total: 4 } }),
        weakAreas: '[]',
      }),
    )
    expect(a.weak).toEqual([])
  })

  it('without a score the percentage comes from the sections; examType is case-insensitive', () => {
    const a = analysis(
      params({
        examType: 'matura',
        sections: JSON.stringify({ A: { correct: 3, total: 4 }, B: { correct: 1, total: 4 } }),
      }),
    )
    expect(a.exam).toBe('Matura')
    expect(a.score).toEqual({ kind: 'percent', value: 50 })
  })

  it('an unknown examType is ignored but the rest still counts (generic results links)', () => {
    const a = analysis(
      params({
        examType: 'ALBERTA_DIPLOMA',
        score: '72',
        sections: JSON.stringify({ 'Math 30-1': { correct: 1, total: 2 } }),
      }),
    )
    expect(a.exam).toBeNull()
    expect(a.score).toEqual({ kind: 'percent', value: 72 })
    expect(a.weak).toEqual([{ name: 'Math 30-1', pct: 50 }])
  })

  it('sections that were URI-encoded twice are still read', () => {
    const a = analysis(
      params({ score: '50', sections: encodeURIComponent(JSON.stringify({ Math: { correct: 1, total: 2 } })) }),
    )
    expect(a.breakdown).toHaveLength(1)
  })
})

describe('malformed parameters are ignored one by one', () => {
  const malformedSections = [
    'not json',
    '{"Math":',
    '[]',
    '"x"',
    '{"Math":{"correct":5,"total":2}}',
    '{"Math":{"correct":-1,"total":2}}',
    '{"Math":{"correct":"1","total":2}}',
    '{"":{"correct":1,"total":2}}',
    'null',
    '%E0%A4%A',
  ]
  it.each(malformedSections)('sections=%s', (sections) => {
    expect(parseTutorQuery(params({ sections })).sections).toEqual({})
    expect(tutorIntro(params({ sections }), noSession)).toEqual(GREETING)
    const a = analysis(params({ examType: 'SAT', score: '1200', sections }))
    expect(a.score).toEqual({ kind: 'sat', value: 1200 })
    expect(a.breakdown).toEqual([])
    expect(a.weak).toEqual([])
  })

  it.each(['abc', '-5', '1e3', '', ' ', '12abc', 'NaN', 'Infinity', '999999'])('score=%s', (score) => {
    expect(parseTutorQuery(params({ score })).score).toBeNull()
    expect(tutorIntro(params({ examType: 'Matura', score }), noSession)).toEqual(GREETING)
  })

  it('a percentage above 100 is no score', () => {
    expect(tutorIntro(params({ examType: 'CANADA', score: '150' }), noSession)).toEqual(GREETING)
  })

  it.each(['Advanced', '', '<b>', 'basicx'])('level=%s', (level) => {
    expect(parseTutorQuery(params({ level })).level).toBeNull()
  })

  it.each(['<script>', '', 'A'.repeat(61), '12', 'Alb\nerta'])('province=%s', (province) => {
    expect(parseTutorQuery(params({ province })).province).toBeNull()
  })

  it('accepts real province names', () => {
    expect(parseTutorQuery(params({ province: 'British Columbia' })).province).toBe('British Columbia')
    expect(parseTutorQuery(params({ province: 'Québec' })).province).toBe('Québec')
  })

  it.each(['["Math",', '{"a":1}', '[1,2]', '[""]', '[]', 'Math'])('subjects=%s', (subjects) => {
    expect(parseTutorQuery(params({ subjects })).subjects).toEqual([])
  })

  it.each([
    '[{"topic":"x"}]',
    '[{"topic":"x","accuracy":120}]',
    '[{"topic":"x","accuracy":"50"}]',
    '{"topic":"x","accuracy":5}',
    'nope',
    '["algebra"]',
  ])('weakAreas=%s', (weakAreas) => {
    expect(parseTutorQuery(params({ weakAreas })).weakAreas).toBeNull()
    const a = analysis(params({ score: '40', weakAreas, sections: JSON.stringify({ Math: { correct: 1, total: 4 } }) }))
    expect(a.weak).toEqual([{ name: 'Math', pct: 25 }])
  })

  it.each(['../etc', 'a b', '', 'x'.repeat(101)])('session=%s', (session) => {
    expect(parseTutorQuery(params({ session })).session).toBeNull()
    expect(needsStoredSession(params({ session }))).toBe(false)
  })

  it('examType values other than the three are null', () => {
    for (const examType of ['NMT', '', 'SAT ', 'sat2'])
      expect(parseTutorQuery(params({ examType })).exam).toBe(examType === 'SAT ' ? 'SAT' : null)
  })
})

describe('the stored session (?session=)', () => {
  const stored: SelectedSession = {
    id: 'sess-1',
    scorePercentage: 65,
    subjectScores: { 'Ukrainian Language': 86, Mathematics: { correct: 1, total: 4 } },
    topicBreakdown: {
      punctuation: { correct: 4, total: 4 },
      algebra: { correct: 1, total: 4 },
      geometry: { correct: 3, total: 4 },
      empty: { correct: 0, total: 0 },
    },
  }

  it('is analysed with the topic rule (strong 80%+, weak under 70%)', () => {
    const a = analysis(params({ session: 'sess-1' }), stored)
    expect(a.source).toBe('session')
    expect(a.score).toEqual({ kind: 'percent', value: 65 })
    expect(a.breakdown).toEqual([
      { name: 'Ukrainian Language', pct: 86, correct: null, total: null },
      { name: 'Mathematics', pct: 25, correct: 1, total: 4 },
    ])
    expect(a.strong).toEqual([{ name: 'punctuation', pct: 100 }])
    expect(a.weak).toEqual([{ name: 'algebra', pct: 25 }])
    expect(needsStoredSession(params({ session: 'sess-1' }))).toBe(true)
  })

  it('another session id, or nothing stored, falls back to the query, then to the greeting', () => {
    expect(analysisFromSession('sess-2', stored)).toBeNull()
    expect(tutorIntro(params({ session: 'sess-2' }), () => stored)).toEqual(GREETING)
    expect(tutorIntro(params({ session: 'sess-1' }), noSession)).toEqual(GREETING)
    expect(analysis(params({ session: 'sess-1', score: '40' })).score).toEqual({ kind: 'percent', value: 40 })
  })

  it('a stored session without an id is accepted for any ?session=', () => {
    const { id: _id, ...rest } = stored
    expect(analysisFromSession('whatever', rest)).not.toBeNull()
  })

  it('without ?session= the stored session is not read', () => {
    let read = false
    tutorIntro(new URLSearchParams(), () => {
      read = true
      return stored
    })
    expect(read).toBe(false)
  })
})

describe('the context sent to the tutor', () => {
  it('states the result a fact a line, weak areas on their own line, weakest first', () => {
    const a = analysisFromQuery(
      parseTutorQuery(
        params({
          examType: 'CANADA',
          score: '60',
          province: 'Alberta',
          subjects: '["Math 30-1"]',
          sections: JSON.stringify({ 'Math 30-1': { correct: 4, total: 5 } }),
          weakAreas: JSON.stringify([
            { topic: 'logarithms', accuracy: 50 },
            { topic: 'functions', accuracy: 0 },
          ]),
        }),
      ),
    )
    expect(a).not.toBeNull()
    expect(tutorContextText(a as TutorAnalysis).split('\n')).toEqual([
      "Student's recent practice results (Canadian provincial exam).",
      'Overall score: 60%',
      'Province: Alberta',
      'Subjects: Math 30-1',
      'Subject breakdown: Math 30-1 4/5 (80%)',
      'Weak areas: Functions (0%), Logarithms (50%)',
      'Strong areas: Math 30-1 (80%)',
    ])
  })

  it('uses the labels it is given and leaves out empty lists', () => {
    const a = analysis(
      params({ examType: 'SAT', score: '1500', sections: JSON.stringify({ Math: { correct: 4, total: 4 } }) }),
    )
    const text = tutorContextText(a, { subject: (s) => `«${s}»`, topic: (s) => s })
    expect(text).toContain('Overall score: 1500/1600')
    expect(text).toContain('Strong areas: «Math» (100%)')
    expect(text).not.toMatch(/weak/i)
  })

  it('a session is labelled NMT', () => {
    const a = analysisFromSession('x', {
      scorePercentage: 50,
      subjectScores: {},
      topicBreakdown: { medieval_period: { correct: 0, total: 1 } },
    }) as TutorAnalysis
    expect(tutorContextText(a)).toBe(
      "Student's recent practice results (NMT).\nOverall score: 50%\nWeak areas: Medieval period (0%)",
    )
  })

  it('the stored tutorContext gives a short summary', () => {
    expect(
      storedContextText({
        examType: 'ALBERTA_DIPLOMA',
        countryCode: 'CA',
        scorePercentage: 61.6,
        weakAreas: [{ topic: 'functions', accuracy: 20 }, 'geometry'],
      }),
    ).toBe(
      "Student's most recent practice results (ALBERTA_DIPLOMA).\nOverall score: 62%\nWeak areas: Functions (20%), Geometry",
    )
    expect(storedContextText({ examType: 'sat', countryCode: 'US', scorePercentage: 90, weakAreas: [] })).toBe(
      "Student's most recent practice results (SAT).\nOverall score: 90%",
    )
  })
})

describe('previousConversations', () => {
  const session = (id: string, updatedAt: string, messages: [string, string][]): TutorSession => ({
    id,
    userId: 'u1',
    createdAt: updatedAt,
    updatedAt,
    messages: messages.map(([role, content]) => ({
      role: role as TutorMessage['role'],
      content,
      timestamp: updatedAt,
    })),
  })

  it('newest first, at most 5, empty sessions left out, with a short preview of the first question', () => {
    const long = `${'word '.repeat(30)}end`
    const list = previousConversations([
      session('a', '2026-01-01T00:00:00.000Z', [
        ['user', 'first'],
        ['assistant', 'reply'],
      ]),
      session('b', '2026-01-03T00:00:00.000Z', [
        ['user', long],
        ['assistant', 'r'],
      ]),
      session('c', '2026-01-02T00:00:00.000Z', []),
      ...[4, 5, 6, 7].map((d) => session(`d${d}`, `2025-12-0${d}T00:00:00.000Z`, [['user', 'q']])),
    ])
    expect(list.map((c) => c.id)).toEqual(['b', 'a', 'd7', 'd6', 'd5'])
    expect(list[0].preview).toHaveLength(80)
    expect(list[0].preview.endsWith('…')).toBe(true)
    expect(list[1]).toEqual({
      id: 'a',
      updatedAt: '2026-01-01T00:00:00.000Z',
      preview: 'first',
      count: 2,
      messages: [
        { role: 'user', content: 'first' },
        { role: 'assistant', content: 'reply' },
      ],
    })
  })
})
