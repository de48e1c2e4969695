import type { Language } from '../../openapi/types.ts'
import en from './en.json'
import pl from './pl.json'
import type { ServerTexts } from './server-texts.ts'
import uk from './uk.json'

// Texts the server writes (recommendations, offline tutor), in api/locales/<language>.json: the API owns them
// and never reads the app's files. Imported as JSON, so node and the browser mocks load them alike.
const TEXTS: Record<Language, ServerTexts> = { en, uk, pl }

/** An unknown language falls back to English. */
export function serverTexts(language: Language = 'en'): ServerTexts {
  return TEXTS[language] ?? TEXTS.en
}
