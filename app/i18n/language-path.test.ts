import { describe, expect, it } from 'vitest'
import {
  languageAlternates,
  languageOfPath,
  languageQueryRedirect,
  localizePath,
  pathInLanguage,
  stripLanguage,
} from '~/i18n/language-path.ts'

describe('language prefixes (decision 064)', () => {
  it('reads the language from the first segment only, also from a client navigation’s .data request', () => {
    expect(languageOfPath('/pl/questions')).toBe('pl')
    expect(languageOfPath('/uk')).toBe('uk')
    expect(languageOfPath('/pl.data')).toBe('pl')
    expect(languageOfPath('/en/review/today')).toBe('en')
    expect(languageOfPath('/questions/pl')).toBeUndefined()
    expect(languageOfPath('/de/questions')).toBeUndefined()
    expect(languageOfPath('/')).toBeUndefined()
  })

  it('strips the prefix back to the spec’s route', () => {
    expect(stripLanguage('/pl/questions')).toBe('/questions')
    expect(stripLanguage('/uk')).toBe('/')
    expect(stripLanguage('/review/today')).toBe('/review/today')
  })

  it('keeps an app link under the current prefix, with its query and hash', () => {
    expect(localizePath('/questions?bank=nmt#top', 'pl')).toBe('/pl/questions?bank=nmt#top')
    expect(localizePath('/', 'uk')).toBe('/uk')
    expect(localizePath('/?x=1', 'uk')).toBe('/uk?x=1')
    expect(localizePath('/questions', undefined)).toBe('/questions')
  })

  it('leaves relative, external, prefixed, API, resource and file paths alone', () => {
    for (const to of [
      '?form=2',
      'today',
      '//cdn.example/x',
      '/uk/progress',
      '/api/login',
      '/resources/chat',
      '/sitemap.xml',
    ])
      expect(localizePath(to, 'pl')).toBe(to)
  })

  it('moves a page and its query to another language', () => {
    expect(pathInLanguage('/pl/questions', '?bank=sat', 'uk')).toBe('/uk/questions?bank=sat')
    expect(pathInLanguage('/progress', '', 'en')).toBe('/en/progress')
  })

  it('lists every language and the unprefixed x-default as absolute addresses', () => {
    expect(languageAlternates('https://x.test', '/uk/progress')).toEqual([
      { hrefLang: 'en', href: 'https://x.test/en/progress' },
      { hrefLang: 'uk', href: 'https://x.test/uk/progress' },
      { hrefLang: 'pl', href: 'https://x.test/pl/progress' },
      { hrefLang: 'x-default', href: 'https://x.test/progress' },
    ])
  })

  it('turns ?lng= into the prefixed address, keeping the rest of the query; a bad value is only dropped', () => {
    const at = (u: string) => languageQueryRedirect(new URL(u, 'https://x.test'))
    expect(at('/questions?lng=pl&bank=nmt')).toBe('/pl/questions?bank=nmt')
    expect(at('/uk/questions?lng=pl')).toBe('/pl/questions')
    expect(at('/?lng=uk')).toBe('/uk')
    expect(at('/questions?lng=de&bank=nmt')).toBe('/questions?bank=nmt')
    expect(at('/questions?bank=nmt')).toBeUndefined()
  })
})
