import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Language } from '../../../openapi/types.ts'
import { fill } from '../../domain/server-texts.ts'
import type en from './texts/en.json'

/**
 * The offline tutor's reply templates, one JSON file per language (api/ai/offline/texts/{en,uk,pl}.json, the same
 * keys in all three; a test checks the parity). Server-side files: the API never imports app/locales.
 */
export type TutorTexts = typeof en
export type TextGroup = keyof TutorTexts

const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'texts')
const cache = new Map<Language, TutorTexts>()

export function tutorTexts(language: Language): TutorTexts {
  let texts = cache.get(language)
  if (!texts) {
    texts = JSON.parse(readFileSync(path.join(DIR, `${language}.json`), 'utf8')) as TutorTexts
    cache.set(language, texts)
  }
  return texts
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
