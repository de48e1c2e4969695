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
 * Refuses common and guessable passwords (zxcvbn-ts with its common, English and Polish dictionaries, plus the
 * student's own email and name and this site's words): score below MIN_PASSWORD_SCORE → a reason to show.
 */
export function checkPasswordStrength(
  password: string,
  personal: { email?: string; firstName?: string | null } = {},
): PasswordVerdict {
  const inputs = [...SITE_WORDS]
  if (personal.email) inputs.push(personal.email, ...personal.email.split(/[@.+_-]/).filter((p) => p.length > 2))
  if (personal.firstName) inputs.push(personal.firstName)
  const result = zxcvbn().check(password.slice(0, 128), inputs)
  if (result.score >= MIN_PASSWORD_SCORE) return { ok: true, score: result.score }
  return { ok: false, score: result.score, reason: reasonOf(result) }
}
