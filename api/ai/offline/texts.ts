import type { Language } from '../../../openapi/types.ts'
import { fill } from '../../locales/server-texts.ts'
import en from './texts/en.json'
import pl from './texts/pl.json'
import uk from './texts/uk.json'

/**
 * The offline tutor's reply templates, one JSON file per language (api/ai/offline/texts/{en,uk,pl}.json, the same
 * keys in all three; a test checks the parity). Server-side files: the API never imports app/locales. Imported
 * statically, so the tutor runs unchanged where there is no file system (the browser's mocks).
 */
export type TutorTexts = typeof en
export type TextGroup = keyof TutorTexts

const TEXTS: Record<Language, TutorTexts> = { en, uk, pl }

export function tutorTexts(language: Language): TutorTexts {
  return TEXTS[language] ?? en
}

/** A filled template: `say(t, 'maths', 'answer', { answer: '4' })`. */
export function say<G extends TextGroup>(
  texts: TutorTexts,
  group: G,
  key: keyof TutorTexts[G],
  values: Record<string, string | number> = {},
): string {
  return fill(String(texts[group][key]), values)
}
