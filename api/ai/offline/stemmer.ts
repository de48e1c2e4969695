/**
 * The search's light stemmer for English, Ukrainian and Polish: diacritics folded (deltę → delte), one
 * inflectional ending cut (рівнянні → рівнянн, równaniu → rownani), stop words dropped (decision 014).
 */

const STOP_WORDS = new Set(
  `a an and are as at be between by can could difference differences do does explain for from give how i in is it
  its me my of on or please tell than that the their this to versus vs what whats when which who why with you your
  about mean means meaning define definition work works
  а але б би в во все вона вони він да для до є же з за зі й і із к як яка які який яке коли між мені на не ні по
  про різниця різницю розкажи поясни поясніть пояснити будь ласка та так такий таке така такі те ти у уі чи що це
  чим чому щоб як яким
  a albo ale bo by co czy czym czyli dla do i ich jak jaka jaki jakie jest mi miedzy między na nie o od po prosze
  proszę roznica różnica się sie ta tak te to w we wyjasnij wyjaśnij z za ze że opowiedz`.split(/\s+/),
)

const FOLD: Record<string, string> = { ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z', ґ: 'г' }

const SUFFIXES = [
  // Ukrainian
  'ями',
  'ами',
  'ові',
  'еві',
  'ого',
  'ому',
  'ими',
  'іми',
  'ях',
  'ах',
  'ів',
  'ій',
  'ий',
  'ої',
  'ою',
  'ею',
  'ям',
  'ам',
  'ом',
  'ем',
  'их',
  'ти',
  'ть',
  'ся',
  'а',
  'я',
  'у',
  'ю',
  'і',
  'и',
  'о',
  'е',
  'ь',
  'й',
  'є',
  'ї',
  // Polish (after folding)
  'owego',
  'owych',
  'owymi',
  'owym',
  'owej',
  'owe',
  'owa',
  'owy',
  'ach',
  'ami',
  'owi',
  'ego',
  'emu',
  'ymi',
  'imi',
  'ych',
  'ich',
  'ow',
  'om',
  'em',
  'ej',
  'ym',
  'im',
  'ie',
  // English
  'ing',
  'ies',
  'es',
  'ed',
  's',
  'ly',
  // shared single vowels (Polish and English)
  'a',
  'e',
  'i',
  'o',
  'u',
  'y',
].sort((a, b) => b.length - a.length)

export function stem(term: string): string | null {
  const lower = term
    .toLowerCase()
    .replace(/['’ʼ`]/g, '')
    .replace(/[ąćęłńóśźżґ]/g, (c) => FOLD[c] ?? c)
  if (!lower || STOP_WORDS.has(lower) || STOP_WORDS.has(term.toLowerCase())) return null
  if (/^\d+$/.test(lower)) return lower.length > 1 ? lower : null
  if (lower.length < 3) return null
  const min = /\p{Script=Cyrillic}/u.test(lower) ? 3 : 4
  for (const suffix of SUFFIXES) {
    if (lower.endsWith(suffix) && lower.length - suffix.length >= min) return lower.slice(0, -suffix.length)
  }
  return lower
}

export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}'’ʼ]+/u).filter(Boolean)
}
