import { describe, expect, it } from 'vitest'
import { PUBLIC_PAGES, sitemapXml } from '~/utils/sitemap.server.ts'
import { languageValues } from '#openapi/types.ts'

describe('sitemap.xml (decision 064)', () => {
  const xml = sitemapXml('https://x.test')
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])

  it('lists every public page once in each of the three languages', () => {
    expect(locs).toHaveLength(PUBLIC_PAGES.length * 3)
    expect(new Set(locs).size).toBe(locs.length)
    for (const lng of languageValues) {
      expect(locs).toContain(`https://x.test/${lng}`)
      expect(locs).toContain(`https://x.test/${lng}/questions`)
      expect(locs).toContain(`https://x.test/${lng}/full-exam/nmt`)
    }
  })

  it('gives each address its alternates in every language and x-default', () => {
    const entry = xml.split('<url>').find((u) => u.includes('<loc>https://x.test/pl/progress</loc>'))
    for (const [lng, href] of [
      ['en', '/en/progress'],
      ['uk', '/uk/progress'],
      ['pl', '/pl/progress'],
      ['x-default', '/progress'],
    ])
      expect(entry).toContain(`hreflang="${lng}" href="https://x.test${href}"`)
  })

  it('escapes addresses', () => {
    expect(sitemapXml('https://x.test', ['/questions?a=1&b=2'])).toContain('/en/questions?a=1&amp;b=2</loc>')
  })
})
