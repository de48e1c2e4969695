import type { Language } from '../../openapi/types.ts'
import type { RecommendationTexts } from './progress.ts'

// The shape of app/locales/*/server.json and the pure helpers over it. No file access here, so the browser
// mocks can use them with texts imported as JSON; api/domain/texts.ts reads the files for the server.

export const SERVER_LANGUAGES: Language[] = ['en', 'uk', 'pl']

export type ServerTexts = {
  recommendation: { timeline: string; description: string; methods: string[]; target: string }
  tutor: Record<
    | 'greeting'
    | 'aboutQuestion'
    | 'correctAnswer'
    | 'explanation'
    | 'steps'
    | 'strategy'
    | 'memory'
    | 'results'
    | 'generic'
    | 'followUp',
    string
  >
  coach: { intro: string; hint: string }
}

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''))
}

export function recommendationTextsFrom(texts: ServerTexts): RecommendationTexts {
  const t = texts.recommendation
  return {
    timeline: t.timeline,
    description: (skill, accuracy) => fill(t.description, { skill, accuracy }),
    methods: t.methods,
    target: t.target,
  }
}
