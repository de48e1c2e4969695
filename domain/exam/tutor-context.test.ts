import { describe, expect, it } from 'vitest'
import type { PracticeQuestion } from './tally.ts'
import { coachContext, questionContext } from './tutor-context.ts'

const question: PracticeQuestion = {
  id: 'q1',
  examType: 'ONTARIO_OSSLT',
  countryCode: 'CA',
  section: 'Reading',
  topic: 'main_idea',
  difficulty: 'Easy',
  questionText: 'What is the main idea?',
  passage: 'A passage.',
  options: ['A', 'B', 'C', 'D'],
  correctAnswer: 'B',
  explanation: '',
  timeLimit: 60,
}

describe('what the practice chats tell the tutor', () => {
  it('the question: text, options and passage; the answer and the explanation only as they are', () => {
    const before = questionContext(question, null, false)
    expect(before).toMatchObject({ id: 'q1', questionText: 'What is the main idea?', passage: 'A passage.' })
    expect(before).toMatchObject({ options: ['A', 'B', 'C', 'D'], answered: false })
    expect(before).not.toHaveProperty('studentAnswer')
    expect(before).not.toHaveProperty('explanation')
    expect(questionContext(question, 'C', true)).toMatchObject({ answered: true, studentAnswer: 'C' })
  })

  it("a figure's text description goes with the question (the tutor cannot see the drawing)", () => {
    const figure = { svg: '<svg viewBox="0 0 9 9"></svg>', description: 'A right triangle with legs 9 and 12.' }
    expect(questionContext({ ...question, figure }, null, false)).toMatchObject({
      figureDescription: 'A right triangle with legs 9 and 12.',
    })
    expect(questionContext(question, null, false)).not.toHaveProperty('figureDescription')
  })

  it('caps every text at what the API takes', () => {
    const long = { ...question, questionText: 'x'.repeat(5000), options: Array.from({ length: 12 }, () => 'o') }
    const sent = questionContext(long, 'y'.repeat(2000), true)
    expect(sent.questionText).toHaveLength(4000)
    expect(sent.options).toHaveLength(10)
    expect(sent.studentAnswer).toHaveLength(1000)
  })

  it("Canada's coach: the province test's role, or the general one, and the test named", () => {
    const osslt = coachContext({ id: 'ontario-osslt', name: 'OSSLT', province: 'Ontario' })
    expect(osslt).toContain('Ontario Secondary School Literacy Test')
    expect(osslt).toContain('Canadian province exam preparation: OSSLT (Ontario).')
    expect(coachContext({ id: 'other', name: 'X', province: 'Canada' })).toMatch(/^A coach helping a student/)
  })
})
