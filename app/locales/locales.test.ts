import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { languageValues } from '#openapi/types.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
const LANGUAGES = languageValues
const PLURAL = /_(zero|one|two|few|many|other)$/

function flatten(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [prefix]
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k))
  return [prefix]
}

function keys(lng: string, ns: string): Set<string> {
  const json = JSON.parse(readFileSync(path.join(here, lng, `${ns}.json`), 'utf8'))
  // Plural forms differ by language (Ukrainian and Polish have few/many): compare the base keys.
  return new Set(flatten(json).map((k) => k.replace(PLURAL, '')))
}

describe('locale files', () => {
  const namespaces = readdirSync(path.join(here, 'en'))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))

  it('every namespace exists in en, uk and pl', () => {
    for (const lng of LANGUAGES) {
      expect(
        readdirSync(path.join(here, lng))
          .filter((f) => f.endsWith('.json'))
          .sort(),
        lng,
      ).toEqual(namespaces.map((n) => `${n}.json`).sort())
    }
  })

  for (const ns of namespaces) {
    it(`${ns}: the same keys in every language`, () => {
      const en = keys('en', ns)
      for (const lng of ['uk', 'pl']) {
        const other = keys(lng, ns)
        expect(
          [...en].filter((k) => !other.has(k)),
          `missing in ${lng}/${ns}.json`,
        ).toEqual([])
        expect(
          [...other].filter((k) => !en.has(k)),
          `only in ${lng}/${ns}.json`,
        ).toEqual([])
      }
    })
  }

  it('has no empty texts', () => {
    for (const lng of LANGUAGES) {
      for (const ns of namespaces) {
        const raw = readFileSync(path.join(here, lng, `${ns}.json`), 'utf8')
        expect(raw.includes('""'), `${lng}/${ns}.json has an empty text`).toBe(false)
      }
    }
  })
})
