import { describe, expect, test } from 'vitest'
import { allStudentValues, sameAnswer, studentValues } from './student-answer.ts'

describe("the student's own answer", () => {
  test.each([
    ['I got x = 3 for that one', [3]],
    ['x = 2 and x = 3', [2, 3]],
    ['x1 = 2, x2 = 3', [2, 3]],
    ['i got 2 and 3', [2, 3]],
    ['wyszło mi x = 5/2', [2.5]],
    ['у мене вийшло x = -1/3', [-1 / 3]],
    ['x = 2,5', [2.5]],
    ['x = π/6 and x = 5π/6', [Math.PI / 6, (5 * Math.PI) / 6]],
    ['for 2x + 3 = 11 i got 4', [4]],
    // Both signs (was read as 4 alone, so a right "x = ±4" for x² = 16 was called wrong).
    ['x = ±4', [4, -4]],
    ['x=+-5', [5, -5]],
    ['my answer is +/- 3', [3, -3]],
  ])('%s', (message, values) => {
    expect(studentValues(message)).toEqual(values.map((v) => expect.closeTo(v, 9)))
  })

  test("every number of the message, the names' digits aside, is the second reading", () => {
    expect(allStudentValues('x = 2, 7')).toEqual([2, 7])
    expect(allStudentValues('x1 = 2, x2 = 3')).toEqual([2, 3])
    expect(allStudentValues('wyszło mi 4 w zadaniu 3')).toEqual([4, 3])
  })

  test('an answer rounded to the decimals written is the answer; fewer than two decimals are not enough', () => {
    expect(sameAnswer(0.33, 1 / 3, 'is it 0.33?')).toBe(true)
    expect(sameAnswer(0.3, 1 / 3, 'is it 0.3?')).toBe(false)
    expect(sameAnswer(0.34, 1 / 3, 'is it 0.34?')).toBe(false)
  })
})
