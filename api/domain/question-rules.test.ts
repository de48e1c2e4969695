import { describe, expect, it } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { questionProblems } from './question-rules.ts'

const base: Question = {
  id: 'x-1',
  examType: 'SAT',
  countryCode: 'US',
  section: 'Math Calculator',
  topic: 'algebra',
  difficulty: 'Easy',
  questionText: 'What is 2 + 2?',
  options: ['A) 3', 'B) 4', 'C) 5', 'D) 6'],
  correctAnswer: 'B) 4',
  explanation: 'Two and two make four; 3 and 5 are off by one, 6 adds instead of counting.',
  timeLimit: 60,
  source: 'bank',
}

describe('questionProblems', () => {
  it('accepts a valid item', () => expect(questionProblems(base)).toEqual([]))
  it('sees through the letters when options repeat', () => {
    expect(
      questionProblems({ ...base, options: ['A) same', 'B) same ', 'C) 5', 'D) 6'], correctAnswer: 'A) same' }),
    ).toContain('options are not distinct')
  })
  it('needs the answer among the options and lettered SAT options', () => {
    expect(questionProblems({ ...base, correctAnswer: '4' })).toContain('correctAnswer is not exactly one option')
    expect(questionProblems({ ...base, options: ['3', '4', '5', '6'], correctAnswer: '4' })).toContain(
      'options must be prefixed A) B) C) D)',
    )
  })
})
