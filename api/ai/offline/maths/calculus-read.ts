import { definite, derivative, integral, limit } from './calculus.ts'
import { KEYWORDS, type MathResult } from './common.ts'
import { engineRuns } from './engine-runs.ts'
import type { Solver } from './solver.ts'

/** Integrals (definite, indefinite), derivatives (at a point too) and limits, read from a message's words. */
const DEFINITE = /integral from (\S+) to (\S+) of (.+?)(?:\s*d\s*x\b|$)/
const INDEFINITE = /(?:∫|integral of|integrate|інтеграл\S*|ca[łl]k(?!owit)\S*|первісн\S*)\s*(.+?)(?:\s*d\s*x\b|$)/
// "integrate x² from 0 to 3", "інтеграл від 1 до 2 функції 2x", "całka z x³ od 0 do 2": bounds anywhere.
// "całkowity" is an integer (or whole), not an integral.
const INTEGRAL_WORD = /∫|integra|інтеграл|ca[łl]k(?!owit)/
const BOUNDS =
  /(?:from|між|від|od)\s+(-?\s*[\d.]+|-?\s*pi(?:\/\d+)?|e)\s+(?:to|до|do)\s+(-?\s*[\d.]+|-?\s*pi(?:\/\d+)?|e)(?![\p{L}\d])/u
/** Bounds of some other form ("from 1 to ln 2"): the integral is definite, but its bounds are not read. */
const ANY_BOUNDS = /(?:from|між|від|od)\s+\S+\s+(?:to|до|do)\s+\S/
const AT_POINT = /(?:at|в|у|w|dla|при)\s+(?:the point\s+|точці\s+|punkcie\s+)?x\s*=\s*(-?\d+(?:\.\d+)?)(?!\s*[-+*/^\d])/
const LIMIT_WORD = /(?<![\p{L}])(?:limit|lim|границ\S*|granic\S*)(?![\p{L}])/u
const LIMIT_POINT =
  /x\s*(?:->|→|to|tends to|goes to|approaches|прямує до|прямуе до|dąży do|dazy do)\s*(-?\s*(?:inf|\d+(?:\.\d+)?|pi))/
/** Infinity in words, and a sequence's name before its formula ("a_n = …"): the limit reader's notation. */
const INFINITY = /infinity|нескінченн\p{L}*|nieskończonoś\p{L}*|nieskonczonos\p{L}*/gu
const SEQUENCE_NAME = /(?<![a-z])[a-z]_?\(?n\)?\s*=/

export function calculus(t: Solver, s: string): MathResult | undefined {
  const first = (text: string) => engineRuns(text)[0]
  const b = !DEFINITE.test(s) && INTEGRAL_WORD.test(s) ? BOUNDS.exec(s) : undefined
  if (b) {
    const f = engineRuns(s.replace(b[0], ' ').replace(/\bd\s*x\b/, ' ')).find((r) => /x/.test(r))
    return f ? definite(t, f, b[1].replace(/\s/g, ''), b[2].replace(/\s/g, '')) : t.unread('integral')
  }
  if (INTEGRAL_WORD.test(s) && ANY_BOUNDS.test(s) && !DEFINITE.test(s)) return t.unread('integral')
  const d = DEFINITE.exec(s)
  if (d) {
    const f = first(d[3])
    return f ? definite(t, f, d[1].replace(/\s/g, ''), d[2].replace(/\s/g, '')) : t.unread('integral')
  }
  // f'(2), or the derivative "at x = 2", "в точці x = 2", "w punkcie x = 2": its value there is asked.
  const point =
    /f\s*['′]\s*\(\s*(-?\d+(?:\.\d+)?)\s*\)/.exec(s) ?? (KEYWORDS.derivative.test(s) ? AT_POINT.exec(s) : null)
  if (KEYWORDS.derivative.test(s) || point) {
    const runs = engineRuns(s.replace(/^.*?(?:f\s*\(\s*x\s*\)\s*=|y\s*=)/, ''))
    const f = runs.find((r) => /x/.test(r))
    return f ? derivative(t, f, point ? Number(point[1]) : undefined) : undefined
  }
  // The limit of a sequence: n plays x, and n → ∞ goes without saying ("границя послідовності 3n²/(n² + 1)").
  const ws = s.replace(INFINITY, 'inf')
  const sequenceLimit = LIMIT_WORD.test(ws) && /(?<![a-z])n(?![a-z])/.test(ws)
  const xs = ws.replace(SEQUENCE_NAME, ' ').replace(/(?<![a-z])n(?![a-z])/g, 'x')
  const ls = sequenceLimit ? xs + (LIMIT_POINT.test(xs) ? '' : ' x→inf') : ws
  const l = LIMIT_WORD.test(ls) ? LIMIT_POINT.exec(ls) : undefined
  if (l) {
    const f = engineRuns(ls.replace(l[0], ' ').replace(LIMIT_WORD, ' ')).find((r) => /x/.test(r))
    return f ? limit(t, f, l[1].replace(/\s/g, '')) : t.unread('limit')
  }
  const i = INDEFINITE.exec(s)
  if (i) {
    const f = first(i[1])
    return f ? integral(t, f) : t.unread('integral')
  }
  return undefined
}
