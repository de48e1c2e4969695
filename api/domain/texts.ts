import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Language } from '../../openapi/types.ts'
import type { RecommendationTexts } from './progress.ts'
import { SERVER_LANGUAGES, recommendationTextsFrom, type ServerTexts } from './server-texts.ts'

export { fill, type ServerTexts } from './server-texts.ts'

// Texts the server writes (recommendations, offline tutor) come from the app's locale files, namespace "server".
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/locales')

const cache = new Map<Language, ServerTexts>()

export function serverTexts(language: Language = 'en'): ServerTexts {
  const lng = SERVER_LANGUAGES.includes(language) ? language : 'en'
  let texts = cache.get(lng)
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(LOCALES, lng, 'server.json'), 'utf8')) as ServerTexts
    cache.set(lng, texts)
  }
  return texts
}

export function recommendationTexts(language: Language = 'en'): RecommendationTexts {
  return recommendationTextsFrom(serverTexts(language))
}
