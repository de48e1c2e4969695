import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { examName, humanizeKey, subjectName, textKey, topicName } from './names.ts'
import { loadQuestionBank } from '#api/seed/index.ts'
import { languageValues } from '#openapi/types.ts'

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

describe('topic names', () => {
  it('every topic of the bank has a name in every language (results by topic never show a key as words)', () => {
    const topics = [...new Set(loadQuestionBank().map((q) => q.topic))]
    for (const language of languageValues) {
      const names = JSON.parse(readFileSync(`app/locales/${language}/common.json`, 'utf8')).topics
      expect(
        topics.filter((topic) => !names[topic]),
        language,
      ).toEqual([])
    }
  })
})
