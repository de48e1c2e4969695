import { describe, expect, it } from 'vitest'
import { parseGradeForm } from '~/features/review/grade.ts'

function form(fields: Record<string, string>) {
  const data = new FormData()
  for (const [k, v] of Object.entries(fields)) data.append(k, v)
  return data
}

const ok = { questionId: 'sat-math-1', chosen: 'B', correct: 'true', seconds: '42', timeLimit: '90' }

describe('the daily review’s answer form', () => {
  it('reads the fields, with numbers and the verdict as values', () => {
    expect(parseGradeForm(form(ok))).toEqual({
      questionId: 'sat-math-1',
      chosen: 'B',
      correct: true,
      seconds: 42,
      timeLimit: 90,
    })
    const { chosen: _, ...noChoice } = ok
    const wrong = parseGradeForm(form({ ...noChoice, correct: 'false' }))
    expect(wrong?.correct).toBe(false)
    expect(wrong?.chosen).toBeUndefined()
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
    ])
      expect(parseGradeForm(form(bad)), JSON.stringify(bad)).toBeNull()
    const { timeLimit: _, ...noLimit } = ok
    expect(parseGradeForm(form(noLimit))).toBeNull()
  })
})
