import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { gradeAnswers, gradedCorrect } from './grading.ts'

const choice: Question = {
  id: 'sat-math-calculator-001',
  examType: 'SAT',
  countryCode: 'US',
  section: 'Math Calculator',
  topic: 'algebra',
  difficulty: 'Easy',
  questionText: 'What is 2 + 2?',
  options: ['A) 3', 'B) 4', 'C) 5', 'D) 6'],
  correctAnswer: 'B) 4',
  explanation: 'Two and two make four.',
  timeLimit: 60,
  source: 'bank',
}
const decimal: Question = {
  ...choice,
  id: 'nmt-mathematics-101',
  examType: 'NMT',
  type: 'numeric',
  options: [],
  correctAnswer: '2.5',
  acceptedAnswers: ['2.5'],
}
const matching: Question = {
  ...choice,
  id: 'nmt-x-1',
  examType: 'NMT',
  type: 'matching',
  options: [],
  matching: { prompts: ['p1', 'p2'], choices: ['a', 'b', 'c'] },
  correctAnswer: '1-B,2-C',
}
const record = (q: Question, chosen: string | null, correct: boolean) => ({
  questionId: q.id,
  examType: q.examType,
  chosen,
  correct,
})

describe('the server grade', () => {
  it('grades a choice by the option given, not by the letter it was shown under', () => {
    expect(gradedCorrect(choice, 'B) 4', 'SAT')).toBe(true)
    // The same letter on another option (as a shuffled screen might show it) is not the key.
    expect(gradedCorrect(choice, 'A) 3', 'SAT')).toBe(false)
    expect(gradedCorrect(choice, null, 'SAT')).toBe(false)
  })

  it('grades numeric answers by their accepted forms in the exam language (a decimal comma in NMT)', () => {
    expect(gradedCorrect(decimal, '2,5', 'NMT')).toBe(true)
    expect(gradedCorrect(decimal, '5/2', 'NMT')).toBe(true)
    expect(gradedCorrect(decimal, '2,6', 'NMT')).toBe(false)
  })

  it('grades matching by all its pairs', () => {
    expect(gradedCorrect(matching, '1-B,2-C', 'NMT')).toBe(true)
    expect(gradedCorrect(matching, '1-B,2-A', 'NMT')).toBe(false)
  })

  it('corrects a flag that disagrees with the key and keeps the ones that agree', () => {
    const questions = new Map([choice, decimal].map((q) => [q.id, q]))
    const lying = record(choice, 'A) 3', true)
    const modest = record(decimal, '2,5', false)
    const honest = record(choice, 'B) 4', true)
    const [a, b, c] = gradeAnswers([lying, modest, honest], questions)
    expect(a.correct).toBe(false)
    expect(b.correct).toBe(true)
    expect(c).toBe(honest)
  })

  it('leaves an answer to an unknown question as sent (the caller refuses it)', () => {
    const unknown = { ...record(choice, 'A) 3', true), questionId: 'gone-1' }
    expect(gradeAnswers([unknown], new Map())[0]).toBe(unknown)
  })
})
