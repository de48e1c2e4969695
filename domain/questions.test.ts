import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { filterQuestions, optionText, orderQuestions, pageOfQuestions, sortById } from './questions.ts'

const question = fc.record({
  id: fc.stringMatching(/^[a-z]{1,3}-\d{1,2}$/),
  examType: fc.constantFrom('SAT', 'NMT'),
  section: fc.constantFrom('Math', 'Reading'),
  difficulty: fc.constantFrom('Easy', 'Hard'),
  topic: fc.constantFrom('Algebra', 'ALGEBRA', 'Geometry'),
  createdAt: fc.option(fc.constantFrom('2026-01-01', '2026-02-01', '2026-03-01'), { nil: undefined }),
  options: fc.constant(['a', 'b', 'c', 'd']),
})
// Ids unique across all three lists, as in the store.
const lists = fc
  .uniqueArray(question, { selector: (q) => q.id, maxLength: 40 })
  .chain((all) =>
    fc.tuple(fc.constant(all), fc.array(fc.constantFrom(0, 1, 2), { minLength: all.length, maxLength: all.length })),
  )
  .map(([all, where]) => {
    const of = (n: number) => all.filter((_, i) => where[i] === n) as unknown as Question[]
    return { bank: of(0), accepted: of(1), own: of(2) }
  })
const filter = fc.record(
  {
    examType: fc.constantFrom('SAT', 'NMT'),
    section: fc.constantFrom('Math', 'Reading'),
    topic: fc.constantFrom('algebra', 'Geometry'),
  },
  { requiredKeys: [] },
)
const page = fc.record({ limit: fc.integer({ min: 1, max: 15 }), offset: fc.integer({ min: 0, max: 45 }) })

describe('pageOfQuestions', () => {
  it('is the same page as filtering, ordering and slicing whole lists', () => {
    fc.assert(
      fc.property(lists, filter, page, ({ bank, accepted, own }, f, p) => {
        const whole = orderQuestions(filterQuestions([...bank, ...accepted], f), filterQuestions(own, f))
        const expected = whole.slice(p.offset, p.offset + p.limit).map((q) => q.id)
        const got = pageOfQuestions({ bankById: sortById(bank), accepted, own }, f, p).map((q) => q.id)
        expect(got).toEqual(expected)
      }),
      { numRuns: 500 },
    )
  })
})

describe('optionText', () => {
  it('drops the letter label an option carries and keeps every other option as written', () => {
    expect(optionText('A) they')).toBe('they')
    expect(optionText('D) −10')).toBe('−10')
    expect(optionText('E) x')).toBe('x')
    // Not a label: no space after the bracket, a word starting with a capital, a Cyrillic letter.
    expect(optionText('A)b')).toBe('A)b')
    expect(optionText('Apples) are')).toBe('Apples) are')
    expect(optionText('А) вони')).toBe('А) вони')
    expect(optionText('they')).toBe('they')
  })
})
