import { NUM, KEYWORDS, type MathResult } from './common.ts'
import { close, round } from './expr.ts'
import { unread, usesAllNumbers, gcd } from './helpers.ts'
import type { Solver } from './solver.ts'

/** Percentages (p% of a number, what percent, increase/decrease) and ratios (dividing in a ratio, simplifying). */

export function percent(sv: Solver, s: string): MathResult | undefined {
  if (!/%|percent|відсот|procent/.test(s)) return undefined
  const result = percentOf(sv, s)
  // Every form reads exactly two numbers (the percent and the whole, or the part and the whole).
  return result?.status === 'solved' && !usesAllNumbers(s, 2) ? unread('percent') : result
}

export function percentOf(sv: Solver, s: string): MathResult | undefined {
  let m = s.match(
    new RegExp(`${NUM}\\s*%\\s*(?:of|від|вiд|із|з|od|z)\\s*(?:the number\\s*|числа\\s*|liczby\\s*)?${NUM}`),
  )
  if (m) {
    const p = Number(m[1])
    const whole = Number(m[2])
    const fraction = round(p / 100)
    const result = round((p * whole) / 100)
    const back = round((result / whole) * 100)
    if (!close(back, p)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
    return sv.solved(
      'percent',
      [
        sv.m('percentOf', { p: sv.n(p), fraction: sv.n(fraction) }),
        sv.m('percentOfMultiply', { fraction: sv.n(fraction), whole: sv.n(whole), result: sv.n(result) }),
      ],
      sv.n(result),
      sv.m('percentCheck', {
        result: sv.n(result),
        whole: sv.n(whole),
        ratio: `${sv.n(back / 100)} = ${sv.n(p)}%`,
      }),
      [result],
    )
  }
  const change =
    s.match(
      new RegExp(
        `(increase|raise|збільш\\S*|zwiększ\\S*|zwieksz\\S*|podnieś\\S*|decrease|reduce|lower|зменш\\S*|zmniejsz\\S*|obniż\\S*)\\s*(?:the number\\s*|число\\s*|liczbę\\s*)?${NUM}\\s*(?:by|на|o)\\s*${NUM}\\s*%`,
      ),
    ) ?? undefined
  if (change) {
    const up = /increase|raise|збільш|zwiększ|zwieksz|podnieś/.test(change[1])
    const whole = Number(change[2])
    const p = Number(change[3])
    const factor = round(up ? 1 + p / 100 : 1 - p / 100)
    const result = round(whole * factor)
    const back = round(((result - whole) / whole) * 100)
    if (!close(Math.abs(back), p)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
    return sv.solved(
      'percent',
      [
        sv.m('percentChange', {
          direction: sv.m(up ? 'percentIncrease' : 'percentDecrease'),
          p: sv.n(p),
          factor: sv.n(factor),
          sign: up ? '+' : '−',
          whole: sv.n(whole),
          result: sv.n(result),
        }),
      ],
      sv.n(result),
      sv.m('percentCheck', { result: sv.n(result), whole: sv.n(whole), ratio: sv.n(factor) }),
      [result],
    )
  }
  // Which percent a part is of a whole.
  const patterns: [RegExp, 'pw' | 'wp'][] = [
    [new RegExp(`what percent(?:age)? of ${NUM} is ${NUM}`), 'wp'],
    [new RegExp(`${NUM} (?:is|as) (?:what )?(?:a )?percent(?:age)? of ${NUM}`), 'pw'],
    [new RegExp(`what percent(?:age)? is ${NUM} of ${NUM}`), 'pw'],
    [
      new RegExp(`скільки відсотків (?:становить|складає|є)?\\s*(?:число\\s*)?${NUM}\\s*від\\s*(?:числа\\s*)?${NUM}`),
      'pw',
    ],
    [
      new RegExp(
        `скільки відсотків (?:від\\s*)?(?:числа\\s*)?${NUM}\\s*(?:становить|складає|є)\\s*(?:число\\s*)?${NUM}`,
      ),
      'wp',
    ],
    [new RegExp(`jakim procentem (?:liczby\\s*)?${NUM}\\s*jest\\s*(?:liczba\\s*)?${NUM}`), 'wp'],
    [new RegExp(`ile procent (?:liczby\\s*)?${NUM}\\s*(?:stanowi|to)\\s*(?:liczba\\s*)?${NUM}`), 'wp'],
    [new RegExp(`ile procent stanowi\\s*(?:liczba\\s*)?${NUM}\\s*(?:z|od|liczby)\\s*(?:liczby\\s*)?${NUM}`), 'pw'],
  ]
  for (const [re, order] of patterns) {
    m = s.match(re)
    if (!m) continue
    const part = Number(order === 'pw' ? m[1] : m[2])
    const whole = Number(order === 'pw' ? m[2] : m[1])
    if (whole === 0) return { status: 'unsolved', kind: 'percent', reason: 'division by zero' }
    const result = round((part / whole) * 100)
    const back = round((result / 100) * whole)
    if (!close(back, part)) return { status: 'unsolved', kind: 'percent', reason: 'check failed' }
    return sv.solved(
      'percent',
      [sv.m('percentWhat', { part: sv.n(part), whole: sv.n(whole), result: sv.n(result) })],
      `${sv.n(result)}%`,
      sv.m('percentCheck', { result: sv.n(back), whole: sv.n(whole), ratio: `${sv.n(result)}%` }),
      [result],
    )
  }
  return undefined
}

export function ratio(sv: Solver, s: string): MathResult | undefined {
  const result = ratioOf(sv, s)
  if (result?.status !== 'solved') return result
  // Dividing reads the total and each part of the ratio; simplifying a ratio reads its two numbers.
  const used = result.steps.length === 1 ? 2 : result.values.length + 1
  return usesAllNumbers(s, used) ? result : unread('ratio')
}

export function ratioOf(sv: Solver, s: string): MathResult | undefined {
  if (!KEYWORDS.ratio.test(s) && !/\d\s*:\s*\d/.test(s)) return undefined
  const split = s.match(
    new RegExp(
      `(?:divide|split|share|поділ\\S*|розділ\\S*|podziel\\S*)\\s*(?:the number\\s*|число\\s*|liczbę\\s*)?${NUM}\\D*?(\\d+(?:\\s*:\\s*\\d+)+)`,
    ),
  )
  if (split) {
    const total = Number(split[1])
    const parts = split[2].split(':').map((p) => Number(p.trim()))
    const sum = parts.reduce((a, b) => a + b, 0)
    if (sum === 0) return { status: 'unsolved', kind: 'ratio', reason: 'zero ratio' }
    const one = round(total / sum)
    const shares = parts.map((p) => round(p * one))
    const ratioText = parts.join(' : ')
    const ok =
      close(
        shares.reduce((a, b) => a + b, 0),
        total,
      ) && shares.every((share, i) => close(share * parts[0], shares[0] * parts[i]))
    if (!ok) return { status: 'unsolved', kind: 'ratio', reason: 'check failed' }
    return sv.solved(
      'ratio',
      [
        sv.m('ratioParts', { ratio: ratioText, parts: sum, total: sv.n(total), one: sv.n(one) }),
        sv.m('ratioShares', {
          shares: parts.map((p, i) => `${p} · ${sv.n(one)} = ${sv.n(shares[i])}`).join('; '),
        }),
      ],
      shares.map((v) => sv.n(v)).join(' : '),
      sv.m('ratioCheck', { total: sv.n(total), ratio: ratioText }),
      shares,
    )
  }
  const simplify = KEYWORDS.simplify.test(s) && s.match(/(\d+)\s*:\s*(\d+)/)
  if (simplify) {
    const a = Number(simplify[1])
    const b = Number(simplify[2])
    const g = gcd(a, b)
    if (g === 0) return undefined
    const sa = a / g
    const sb = b / g
    if (!close(sa * b, sb * a)) return { status: 'unsolved', kind: 'ratio', reason: 'check failed' }
    return sv.solved(
      'ratio',
      [sv.m('ratioSimplify', { gcd: g, ratio: `${a} : ${b}`, simplified: `${sa} : ${sb}` })],
      `${sa} : ${sb}`,
      `${a} / ${b} = ${sa} / ${sb}`,
      [sa, sb],
    )
  }
  return undefined
}
