import { describe, expect, it, vi } from 'vitest'
import { pageTranslatorFor } from '~/i18n/i18next.server.ts'
import { declaredNamespaces } from '~/i18n/namespaces.ts'
import { createTranslator } from '~/i18n/translator.ts'

describe("a page's namespaces", () => {
  it('are those its matched routes declare, root first, each once; a handle without a list adds none', () => {
    const handles = [{ i18n: ['common', 'review'] }, undefined, { pinnedHeader: false }, { i18n: ['review', 'home'] }]
    expect(declaredNamespaces(handles)).toEqual(['common', 'review', 'home'])
  })

  it('the server renders with only those, in the page language, and says which text it could not find', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const page = pageTranslatorFor('uk', ['common', 'home'])
      expect(Object.keys(page.getDataByLanguage('uk') ?? {})).toEqual(['common', 'home'])
      expect(page.getDataByLanguage('en')).toBeUndefined()
      expect(pageTranslatorFor('uk', ['common', 'home'])).toBe(page)
      expect(page.t('progress:title')).toBe('title')
      expect(errors.mock.calls.map((c) => c[0])).toEqual([expect.stringContaining('progress:title (uk)')])
    } finally {
      errors.mockRestore()
    }
  })

  it('a missing key is reported, a default text or `exists` is not', () => {
    const onMissing = vi.fn()
    const i18n = createTranslator({ lng: 'en', resources: { en: { common: { a: 'A' } } }, onMissing })
    expect(i18n.t('a')).toBe('A')
    expect(i18n.t('b', { defaultValue: 'B' })).toBe('B')
    expect(i18n.exists('c')).toBe(false)
    expect(onMissing).not.toHaveBeenCalled()
    expect(i18n.t('home:d')).toBe('d')
    expect(onMissing).toHaveBeenCalledWith('d', ['home'], 'en')
  })
})
