import type { Language } from '../../../openapi/types.ts'

// Common function words and exam words: enough to tell a Polish message from an English one written without
// diacritics ("jak obliczyc delte"), while a bare "2x + 3 = 7" stays undecided.
const POLISH_WORDS = new Set(
  `a aby ale bo by byc być co czy czym dla do go i ich ile im jak jaka jaki jakie jest jestem ją jego jej juz już
  kiedy ktora która ktore które ktory który mam mi mnie moj mój moje moja na nad nie niz niż o od oraz po pod
  prosze proszę przez przy sie się sa są ta tak tam te tego to tu ty w we wiec więc z za ze że zrob zrób
  oblicz obliczyc obliczyć rozwiaz rozwiąż rownanie równanie rownania równania pochodna pochodną funkcji ciag ciąg
  wyraz wyrazu procent procentem liczby liczba pole obwod obwód trojkat trójkąt kwadrat kolo koło promien promień
  wyjasnij wyjaśnij czym roznica różnica miedzy między twierdzenie plan nauki najslabszy najsłabszy temat uprosc
  uprość rozwin rozwiń podziel stosunku ile wynosi wartosc wartość dzien dzień dziennie zadanie pytanie odpowiedz
  odpowiedź cześć czesc dzięki dzieki hej siema`.split(/\s+/),
)
const ENGLISH_WORDS = new Set(
  `a about an and are as at be by can could difference does do explain find for from give hello help hi how i if in
  is it its make me my of on or please plan show solve study tell than that the this to vs what when which why with
  you your derivative differentiate simplify expand calculate evaluate percent ratio area perimeter triangle circle
  radius square rectangle term sequence sum equation equations weakest topic between hypotenuse legs work out thanks
  ignore instructions previous system prompt weather joke`.split(/\s+/),
)
const POLISH_LETTERS = /[ąćęłńóśźż]/i
const UKRAINIAN_LETTERS = /[іїєґ]/i

/**
 * The language a message is written in, when its script and words make it clear; undefined when they don't
 * (a bare formula, "ok", a greeting shared by languages).
 */
export function detectLanguage(message: string): Language | undefined {
  const text = message
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .toLowerCase()
  const cyrillic = (text.match(/\p{Script=Cyrillic}/gu) ?? []).length
  const latin = (text.match(/\p{Script=Latin}/gu) ?? []).length
  const words = text.match(/\p{L}+/gu) ?? []
  // Single letters that are variables (x, y, a, b) tell nothing.
  const latinWords = words.filter((w) => /^\p{Script=Latin}+$/u.test(w) && w.length > 1)
  if (cyrillic >= 3 && (cyrillic >= latin || UKRAINIAN_LETTERS.test(text))) return 'uk'
  let pl = POLISH_LETTERS.test(text) ? 2 : 0
  let en = 0
  for (const w of latinWords) {
    if (POLISH_WORDS.has(w)) pl += 1
    if (ENGLISH_WORDS.has(w)) en += 1
  }
  if (pl === 0 && en === 0) return cyrillic >= 3 ? 'uk' : undefined
  if (pl > en) return 'pl'
  if (en > pl) return 'en'
  return undefined
}

/**
 * The reply's language: the request's when it was explicit; else the message's own when it is clear; else the
 * request's (the UI's) language.
 */
export function replyLanguage(message: string, requested: Language, explicit = false): Language {
  if (explicit) return requested
  return detectLanguage(message) ?? requested
}
