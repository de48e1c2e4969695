import { describe, expect, it } from 'vitest'
import { readGradeForm } from '~/features/review/grade.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

const ok = {
  questionId: 'sat-math-1',
  examType: 'SAT',
  section: 'Math Calculator',
  topic: 'ratios',
  difficulty: 'Easy',
  chosen: 'B',
  correct: 'true',
  seconds: '42',
  timeLimit: '90',
}

describe('the daily review’s answer form', () => {
  it('reads the answer to record, with numbers and the verdict as values', () => {
    expect(readGradeForm(form(ok))).toEqual({
      record: {
        questionId: 'sat-math-1',
        examType: 'SAT',
        section: 'Math Calculator',
        topic: 'ratios',
        difficulty: 'Easy',
        chosen: 'B',
        correct: true,
        seconds: 42,
      },
      timeLimit: 90,
    })
    const { chosen: _, ...noChoice } = ok
    const wrong = readGradeForm(form({ ...noChoice, correct: 'false' }))
    expect(wrong?.record.correct).toBe(false)
    expect(wrong?.record.chosen).toBeNull()
  })

  it('rejects a missing or out-of-range field', () => {
    for (const bad of [
      { ...ok, questionId: '../x' },
      { ...ok, questionId: 'a'.repeat(65) },
      { ...ok, correct: 'yes' },
      { ...ok, seconds: '-1' },
      { ...ok, seconds: '1.5' },
      { ...ok, seconds: 'abc' },
      { ...ok, seconds: '86401' },
      { ...ok, timeLimit: '0' },
      { ...ok, chosen: 'x'.repeat(2001) },
      { ...ok, examType: 'GRE' },
      { ...ok, difficulty: 'Trivial' },
      { ...ok, topic: '' },
    ])
      expect(readGradeForm(form(bad)), JSON.stringify(bad)).toBeNull()
    const { timeLimit: _, ...noLimit } = ok
    expect(readGradeForm(form(noLimit))).toBeNull()
  })
})
