import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Language } from '../../openapi/types.ts'
import type { RecommendationTexts } from './progress.ts'

// Texts the server writes (recommendations, offline tutor) come from the app's locale files, namespace "server".
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../app/locales')
const LANGUAGES: Language[] = ['en', 'uk', 'pl']

type ServerTexts = {
  recommendation: { timeline: string; description: string; methods: string[]; target: string }
  tutor: Record<'greeting' | 'aboutQuestion' | 'correctAnswer' | 'explanation' | 'steps' | 'strategy' | 'memory' | 'results' | 'generic' | 'followUp', string>
  coach: { intro: string; hint: string }
}

const cache = new Map<Language, ServerTexts>()

export function serverTexts(language: Language = 'en'): ServerTexts {
  const lng = LANGUAGES.includes(language) ? language : 'en'
  let texts = cache.get(lng)
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(LOCALES, lng, 'server.json'), 'utf8')) as ServerTexts
    cache.set(lng, texts)
  }
  return texts
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))
}

export function recommendationTexts(language: Language = 'en'): RecommendationTexts {
  const t = serverTexts(language).recommendation
  return {
    timeline: t.timeline,
    description: (skill, accuracy) => fill(t.description, { skill, accuracy }),
    methods: t.methods,
    target: t.target,
  }
}
