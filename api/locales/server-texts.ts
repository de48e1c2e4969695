import type { RecommendationTexts } from '../../domain/progress.ts'

// The shape of api/locales/<language>.json and the pure helpers over it (domain/texts.ts loads the files).

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
  /** The reset mail: {{name}}, {{link}} and {{minutes}} are filled in. */
  passwordReset: { subject: string; body: string }
  /** Subject and topic names, for replies that name them (the offline tutor's plans and explanations). */
  names: { subjects: Record<string, string>; topics: Record<string, string> }
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
