import { describe, expect, it } from 'vitest'
import {
  contentLanguage,
  generationToast,
  practiceHref,
  timeLimitMinutes,
  truncatePassage,
} from '~/features/questions/format.ts'

describe('question card formatting', () => {
  it('truncates a passage at 200 characters, and only when it is longer', () => {
    const short = 'a'.repeat(200)
    expect(truncatePassage(short)).toEqual({ text: short, truncated: false })
    const long = `${'word '.repeat(40)}tail`
    const { text, truncated } = truncatePassage(long)
    expect(truncated).toBe(true)
    expect(text.endsWith('…')).toBe(true)
    expect(Array.from(text.slice(0, -1)).length).toBeLessThanOrEqual(200)
    // Whole code points: an emoji at the cut is never split in half.
    const emoji = `${'x'.repeat(199)}😀😀`
    expect(truncatePassage(emoji).text).toBe(`${'x'.repeat(199)}😀…`)
  })

  it('shows the time limit in minutes; a missing or invalid one as 60 s', () => {
    expect(timeLimitMinutes(90, 'en')).toBe('1.5')
    expect(timeLimitMinutes(90, 'uk')).toBe('1,5')
    expect(timeLimitMinutes(120, 'pl')).toBe('2')
    expect(timeLimitMinutes(45, 'en')).toBe('0.8')
    for (const bad of [undefined, null, 0, -30, Number.NaN, '90']) expect(timeLimitMinutes(bad, 'en')).toBe('1')
  })

  it('links Practice This to /practice with the exam and an encoded section', () => {
    expect(practiceHref({ examType: 'SAT', section: 'Math Calculator' })).toBe(
      '/practice?exam=SAT&section=Math%20Calculator',
    )
    expect(practiceHref({ examType: 'SAT', section: 'Evidence-Based Reading & Writing' })).toBe(
      '/practice?exam=SAT&section=Evidence-Based%20Reading%20%26%20Writing',
    )
  })

  it('marks content with its language', () => {
    expect(contentLanguage({ examType: 'NMT', section: 'Mathematics' })).toBe('uk')
    expect(contentLanguage({ examType: 'MATURA_BASIC', section: 'Mathematics' })).toBe('pl')
    expect(contentLanguage({ examType: 'MATURA_BASIC', section: 'English Language' }, 'Choose the correct word.')).toBe(
      'en',
    )
    expect(contentLanguage({ examType: 'NMT', section: 'Foreign Language' }, 'Оберіть правильний варіант.')).toBe('uk')
  })
})

describe('generationToast', () => {
  it('reports success only when questions came back, with their count', () => {
    expect(generationToast({ generated: [{}, {}], failed: false })).toEqual({
      title: 'toast.successTitle',
      description: 'toast.successText',
      count: 2,
      variant: 'success',
    })
  })
  it('never calls zero items a success: "No new questions"', () => {
    const toast = generationToast({ generated: [], failed: false })
    expect(toast?.title).toBe('toast.noneTitle')
    expect(toast?.variant).not.toBe('success')
  })
  it("shows the spec's error on failure, and nothing for a form with field errors", () => {
    expect(generationToast({ generated: null, failed: true })?.title).toBe('toast.errorTitle')
    expect(generationToast({ generated: null, failed: false })).toBeNull()
  })
})
