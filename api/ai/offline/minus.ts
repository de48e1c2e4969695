/**
 * The bank writes the minus sign as U+2212 ("−3", "x − 2") in every text a student reads; only a numeric item's
 * answer forms are machine-typed ("-3"). Generated items follow the bank (decision 043).
 */
export const MINUS_SIGN = '\u2212'

/** A hyphen-minus used as a minus sign (before a number, not inside a word or a range such as "30-1") as U+2212. */
export function withMinusSigns(text: string): string {
  return text.replace(/(^|[^\p{L}\p{N}_])-(?=\.?\d)/gu, `$1${MINUS_SIGN}`)
}
