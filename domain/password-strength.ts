import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core'
import * as common from '@zxcvbn-ts/language-common'
import * as en from '@zxcvbn-ts/language-en'
import * as pl from '@zxcvbn-ts/language-pl'

/** zxcvbn's score is 0–4; 3 means "safely unguessable: moderate protection from an offline attack". */
export const MIN_PASSWORD_SCORE = 3

/** Why a password is refused; each has a text in app/locales/{en,uk,pl}/auth.json (errors.passwordWeak.*). */
export type WeakPasswordReason = 'common' | 'personal' | 'pattern' | 'guessable'

export type PasswordVerdict = { ok: true; score: number } | { ok: false; score: number; reason: WeakPasswordReason }

/** Words anyone would try first against this site. */
const SITE_WORDS = ['examready', 'exam', 'ready', 'nmt', 'zno', 'sat', 'matura', 'osslt', 'student', 'password']

let checker: ZxcvbnFactory | undefined
function zxcvbn(): ZxcvbnFactory {
  // Built once, on first use: the dictionaries take a moment to load.
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...pl.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  })
  return checker
}

function reasonOf(result: ZxcvbnResult): WeakPasswordReason {
  const matches = result.sequence
  if (matches.some((m) => m.pattern === 'dictionary' && m.dictionaryName === 'userInputs')) return 'personal'
  if (matches.some((m) => m.pattern === 'dictionary' && String(m.dictionaryName).startsWith('passwords')))
    return 'common'
  if (matches.some((m) => ['sequence', 'repeat', 'spatial', 'date', 'regex'].includes(m.pattern))) return 'pattern'
  return 'guessable'
}

/**
 * The words an email gives away: its parts (`dave`, `jones`, `gmail`) and every run of neighbouring parts, as
 * written and run together (`dave.jones`, `dave.jones@gmail`, `jones@gmail.com`, `davejones`), so a password
 * made of a stretch of the address is one guess, not several.
 */
export function emailWords(email: string): string[] {
  const parts = email
    .toLowerCase()
    .split(/([@.+_-])/)
    .slice(0, 15)
  const words = new Set<string>()
  for (let start = 0; start < parts.length; start += 2)
    for (let end = start; end < parts.length; end += 2) {
      const run = parts.slice(start, end + 1)
      words.add(run.join(''))
      words.add(run.filter((_, i) => i % 2 === 0).join(''))
    }
  return [...words].filter((word) => word.length > 2)
}

/**
 * Refuses common and guessable passwords (zxcvbn-ts with its common, English and Polish dictionaries, plus the
 * student's own email and name and this site's words): score below MIN_PASSWORD_SCORE → a reason to show.
 */
export function checkPasswordStrength(
  password: string,
  personal: { email?: string; firstName?: string | null } = {},
): PasswordVerdict {
  const inputs = [...SITE_WORDS]
  if (personal.email) inputs.push(...emailWords(personal.email))
  if (personal.firstName) inputs.push(personal.firstName)
  const result = zxcvbn().check(password.slice(0, 128), inputs)
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score }
  return { ok: false, score: result.score, reason: reasonOf(result) }
}
