import { describe, expect, it } from 'vitest'
import { withoutCourseCodes } from './course-codes.ts'

/** Decision 146: a course's number ("Math 30-1", "Biology 30") is part of its name, not a sum. */
describe('course codes', () => {
  it('takes the number out of a course name the student types, however short the word before it', () => {
    expect(withoutCourseCodes('social 30-1: what does collectivism mean')).toBe('social: what does collectivism mean')
    expect(withoutCourseCodes('bio 30 diploma, what does the thyroid do')).toBe('bio diploma, what does the thyroid do')
    expect(withoutCourseCodes('Математика 30-1 що таке радикальна функція')).toBe(
      'Математика що таке радикальна функція',
    )
    expect(withoutCourseCodes('numeracy 10: how do exchange rates work')).toBe('numeracy: how do exchange rates work')
  })

  it('leaves numbers that are no course code, and sums written after a course word', () => {
    expect(withoutCourseCodes('math 30 - 1 = ?')).toBe('math 30 - 1 = ?')
    expect(withoutCourseCodes('history 1917-1921')).toBe('history 1917-1921')
    expect(withoutCourseCodes('biology 12 chapters in 3 weeks')).toBe('biology 12 chapters in 3 weeks')
    expect(withoutCourseCodes('solve x + 30 = 1')).toBe('solve x + 30 = 1')
  })
})
