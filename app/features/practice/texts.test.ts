import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { flowTexts } from './texts.ts'
import { FLOWS, type Flow } from '#domain/exam/exams.ts'
import { languageValues } from '#openapi/types.ts'

const locale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(new URL(`../../locales/${lng}/${ns}.json`, import.meta.url), 'utf8')) as Record<
    string,
    unknown
  >
const lookup = (lng: string, fullKey: string) => {
  const [ns, path] = fullKey.split(':')
  return path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], locale(lng, ns))
}

describe('the question screen texts of every flow', () => {
  for (const flow of Object.keys(FLOWS) as Flow[]) {
    it(`${flow}: every text the screen shows exists in en, uk and pl`, () => {
      const { key, has } = flowTexts(flow)
      const names = [
        ...['counter', 'timeRemaining', 'progress', 'next', 'finish', 'backToReview', 'loading', 'saving'],
        ...(FLOWS[flow].feedback ? ['submit'] : []),
        ...(FLOWS[flow].previous ? ['previous'] : []),
        ...(has('percent') ? ['percent'] : []),
        ...(has('chat') ? ['askAi', 'chatTitle'] : []),
        ...(has('exit') ? ['exit'] : []),
      ]
      for (const lng of languageValues)
        for (const name of names) expect(lookup(lng, key(name)), `${lng} ${key(name)}`).toMatch(/\S/)
    })
  }
})
