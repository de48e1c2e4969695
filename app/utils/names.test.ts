import { describe, expect, it } from 'vitest'
import { examName, humanizeKey, subjectName, textKey, topicName } from './names.ts'

// A stand-in translator: knows one key, otherwise answers the default as i18next does.
const t = (key: string, options?: Record<string, unknown>) =>
  key === 'common:topics.algebra' ? 'Алгебра' : String(options?.defaultValue ?? key)

describe('names', () => {
  it('reads keys with no translation as words', () => {
    expect(humanizeKey('words_in_context')).toBe('Words in context')
    expect(humanizeKey('medieval-period')).toBe('Medieval period')
    expect(humanizeKey('___')).toBe('___')
  })

  it('uses the translation when there is one, else a readable fallback', () => {
    expect(topicName(t, 'algebra')).toBe('Алгебра')
    expect(topicName(t, 'reading_comprehension')).toBe('Reading comprehension')
    expect(subjectName(t, 'Math 30-1')).toBe('Math 30-1')
    expect(examName(t, 'MATURA_BASIC')).toBe('MATURA_BASIC')
  })

  it('keys catalogue values as the locale files do', () => {
    expect(textKey('Not Meeting')).toBe('notMeeting')
    expect(textKey('Needs Improvement')).toBe('needsImprovement')
    expect(textKey('Excellent')).toBe('excellent')
  })
})
