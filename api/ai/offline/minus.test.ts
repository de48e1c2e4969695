import { describe, expect, it } from 'vitest'
import { difficultyValues, type Question } from '../../../openapi/types.ts'
import { loadExamTypes, loadQuestionBank } from '../../seed/index.ts'
import { MINUS_SIGN, withMinusSigns } from './minus.ts'
import { generateFromTemplates, hasTemplates } from './templates.ts'

/** Each minus sign (before a number, not inside a word or range) in the texts a student reads, by the sign used. */
function minusSigns(questions: Question[]): { unicode: number; hyphen: number; hyphenIn: string[] } {
  const count = { unicode: 0, hyphen: 0, hyphenIn: [] as string[] }
  for (const q of questions) {
    for (const text of [q.questionText, q.explanation, ...q.options]) {
      count.unicode += text.match(/(^|[^\p{L}\p{N}_])\u2212(?=\.?\d)/gu)?.length ?? 0
      const hyphens = text.match(/(^|[^\p{L}\p{N}_])-(?=\.?\d)/gu)?.length ?? 0
      count.hyphen += hyphens
      if (hyphens) count.hyphenIn.push(text)
    }
  }
  return count
}

/** Every template family's items: each maths section of each exam, each difficulty, many draws. */
function generatedItems(): Question[] {
  let state = 42
  const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return loadExamTypes().flatMap((examType) =>
    examType.sections
      .filter((section) => hasTemplates(examType.name, section))
      .flatMap((section) =>
        difficultyValues.flatMap((difficulty) =>
          generateFromTemplates({ examType, section, difficulty, count: 30, requester: 'minus-test' }, random),
        ),
      ),
  )
}

describe('minus signs in generated items', () => {
  it('the bank writes its minus signs as U+2212', () => {
    const bank = minusSigns(loadQuestionBank())
    expect(bank.unicode).toBeGreaterThan(100)
    expect(bank.hyphen, bank.hyphenIn.slice(0, 5).join('\n')).toBeLessThan(bank.unicode / 100)
  })

  it('generated questions, options and explanations use the same sign, never a hyphen-minus', () => {
    const items = generatedItems()
    const signs = minusSigns(items)
    expect(items.length).toBeGreaterThan(100)
    expect(signs.hyphenIn.slice(0, 5)).toEqual([])
    expect(signs.unicode).toBeGreaterThan(50)
    // The key is still one of the options, written the same way.
    for (const q of items) expect(q.options).toContain(q.correctAnswer)
  })

  it('typesets a minus sign only where it is one', () => {
    expect(withMinusSigns('x = -3, (-0.5) and -.5; 2·(-4)')).toBe('x = −3, (−0.5) and −.5; 2·(−4)')
    expect(withMinusSigns('Math 30-1, a well-known 2-step rule, x-axis')).toBe(
      'Math 30-1, a well-known 2-step rule, x-axis',
    )
    expect(withMinusSigns('-7')).toBe(`${MINUS_SIGN}7`)
  })
})
