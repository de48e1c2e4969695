import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import { generateSchema } from '~/features/questions/generate-schema.ts'
import { parseFilters, topicKey } from '~/routes/questions.server.ts'
import { loadExamTypes } from '#api/seed/index.ts'
import { generateQuestionsRequestCountValues, type ExamType } from '#openapi/types.ts'

const examTypes: ExamType[] = loadExamTypes()

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

describe('/questions: filters from the URL', () => {
  it('keeps valid filters', () => {
    const { filters, rejected } = parseFilters(
      new URLSearchParams('examType=SAT&section=Math+Calculator&difficulty=Hard'),
      examTypes,
    )
    expect(filters).toEqual({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Hard' })
    expect(rejected).toEqual([])
  })

  it('takes a topic key (the mistake review links to similar questions), refusing other text', () => {
    expect(parseFilters(new URLSearchParams('examType=NMT&topic=medieval_period'), examTypes)).toEqual({
      filters: { examType: 'NMT', topic: 'medieval_period' },
      rejected: [],
    })
    expect(parseFilters(new URLSearchParams('topic=%3Cscript%3E'), examTypes)).toEqual({
      filters: {},
      rejected: ['topic'],
    })
  })

  it('drops each bad value on its own and says which, never throws', () => {
    expect(parseFilters(new URLSearchParams('examType=GRE&difficulty=Hard'), examTypes)).toEqual({
      filters: { difficulty: 'Hard' },
      rejected: ['examType'],
    })
    expect(parseFilters(new URLSearchParams('difficulty=Extreme&section=Mathematics'), examTypes)).toEqual({
      filters: { section: 'Mathematics' },
      rejected: ['difficulty'],
    })
    // A section of another exam.
    expect(parseFilters(new URLSearchParams('examType=SAT&section=Mathematics'), examTypes)).toEqual({
      filters: { examType: 'SAT' },
      rejected: ['section'],
    })
    expect(parseFilters(new URLSearchParams(`section=${'x'.repeat(300)}`), examTypes).rejected).toEqual(['section'])
    // Empty values and unknown parameters are simply ignored.
    expect(parseFilters(new URLSearchParams('examType=&foo=bar'), examTypes)).toEqual({ filters: {}, rejected: [] })
  })

  it('without exam types, a section is taken as it is', () => {
    expect(parseFilters(new URLSearchParams('section=Reading'), null).filters).toEqual({ section: 'Reading' })
  })
})

describe('/questions: the generation form', () => {
  const schema = generateSchema(examTypes)

  it("accepts the spec's counts and difficulties, with an optional topic", () => {
    for (const count of generateQuestionsRequestCountValues.map(String)) {
      const s = parseWithZod(form({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count }), {
        schema,
      })
      expect(s.status).toBe('success')
    }
    const s = parseWithZod(
      form({ examType: 'NMT', section: 'Mathematics', difficulty: 'Hard', count: '3', topic: ' algebra ' }),
      { schema },
    )
    expect(s.status === 'success' && s.value).toEqual({
      examType: 'NMT',
      section: 'Mathematics',
      difficulty: 'Hard',
      count: 3,
      topic: 'algebra',
    })
  })

  it('rejects other counts, difficulties, exams and sections of another exam, with locale keys', () => {
    const errors = (fields: Record<string, string>) => {
      const s = parseWithZod(form(fields), { schema })
      return s.status === 'error' ? s.error : null
    }
    expect(errors({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: '4' })).toEqual({
      count: ['form.errors.count'],
    })
    expect(errors({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Extreme', count: '3' })).toEqual({
      difficulty: ['form.errors.difficulty'],
    })
    expect(errors({ examType: 'GRE', section: 'Math Calculator', difficulty: 'Easy', count: '3' })).toEqual({
      examType: ['form.errors.examType'],
    })
    expect(errors({ examType: 'SAT', section: 'Mathematics', difficulty: 'Easy', count: '3' })).toEqual({
      section: ['form.errors.section'],
    })
    expect(
      errors({ examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: '3', topic: 'x'.repeat(101) }),
    ).toEqual({ topic: ['form.errors.topicLong'] })
    expect(errors({})).toMatchObject({
      examType: expect.any(Array),
      section: expect.any(Array),
      difficulty: expect.any(Array),
      count: expect.any(Array),
    })
  })

  it("turns a typed topic into the bank's key, in any of the three languages", () => {
    expect(topicKey('Algebra')).toBe('algebra')
    expect(topicKey('алгебра')).toBe('algebra')
    expect(topicKey('Geometria')).toBe('geometry')
    expect(topicKey('Words in context')).toBe('words_in_context')
    expect(topicKey('linear  equations')).toBe('linear_equations')
    expect(topicKey('   ')).toBeUndefined()
    expect(topicKey(undefined)).toBeUndefined()
  })
})
