import { describe, expect, it } from 'vitest'
import { examName, subjectName, textKey, topicName } from './names.ts'

// A t() that knows no key: every name falls back to its default.
const t = (_key: string, options?: Record<string, unknown>) => String(options?.defaultValue)

describe('display names', () => {
  it('falls back to the value itself, a topic made readable', () => {
    expect(subjectName(t, 'Mathematics')).toBe('Mathematics')
    expect(topicName(t, 'words_in_context')).toBe('Words in context')
    expect(examName(t, 'ALBERTA_DIPLOMA')).toBe('ALBERTA_DIPLOMA')
  })

  it('keys catalogue values as the locale files do', () => {
    expect(textKey('Not Meeting')).toBe('notMeeting')
    expect(textKey('Needs Improvement')).toBe('needsImprovement')
    expect(textKey('Excellent')).toBe('excellent')
  })
})
