import type { Question } from '../openapi/types.ts'
import { parseMatches } from './pairs.ts'

/**
 * Scoring of the exams' set item types (decision 084). Each returns points out of the item's maximum; an item is
 * `correct` only with every point. The rules are the exams' own: NMT ordering (UCEQA, "установіть послідовність"),
 * NMT "3 of 7" and the Matura's true/false sets (CKE, "P/F").
 */
export interface ItemScore {
  points: number
  maxPoints: number
  correct: boolean
}

const score = (points: number, maxPoints: number): ItemScore => ({ points, maxPoints, correct: points === maxPoints })

/** `1-B,2-D,3-A,4-C` → the item index at each place; null when malformed or an item is placed twice. */
export function parseOrder(encoded: string, items: number): number[] | null {
  const order = parseMatches(encoded, items, items)
  if (!order || new Set(order.filter((i) => i >= 0)).size !== order.filter((i) => i >= 0).length) return null
  return order
}

/**
 * NMT ordering, 3 points: the whole sequence right 3; two neighbouring places right (first and second, second and
 * third, third and fourth) 2; the first or the last place right 1. Sequences of other lengths score a point per
 * place, as matching does.
 */
export function scoreOrdering(item: Pick<Question, 'correctAnswer' | 'ordering'>, answer: string): ItemScore {
  const n = item.ordering?.items.length ?? 0
  const key = parseOrder(item.correctAnswer, n)
  const given = parseOrder(answer, n)
  if (n !== 4) {
    const right = key && given ? key.filter((k, i) => k >= 0 && given[i] === k).length : 0
    return score(right, n)
  }
  if (!key || !given) return score(0, 3)
  const placed = key.map((k, i) => given[i] === k)
  if (placed.every(Boolean)) return score(3, 3)
  if (placed.some((p, i) => p && placed[i + 1])) return score(2, 3)
  return score(placed[0] || placed[n - 1] ? 1 : 0, 3)
}

/** `2,5,7` → [1, 4, 6] (zero-based, ascending); null when malformed, out of range or repeated. */
export function parseSelection(encoded: string, choices: number): number[] | null {
  const parts = encoded
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  const picked: number[] = []
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return null
    const i = Number(part) - 1
    if (i < 0 || i >= choices || picked.includes(i)) return null
    picked.push(i)
  }
  return picked.sort((a, b) => a - b)
}

export const encodeSelection = (picked: readonly number[]): string =>
  [...picked]
    .sort((a, b) => a - b)
    .map((i) => i + 1)
    .join(',')

/** NMT "3 of 7": a point per right choice, at most `count`; more choices than `count` score nothing (no guessing by
 * marking everything). */
export function scoreSelection(item: Pick<Question, 'correctAnswer' | 'selection'>, answer: string): ItemScore {
  const count = item.selection?.count ?? 0
  const choices = item.selection?.choices.length ?? 0
  const key = parseSelection(item.correctAnswer, choices) ?? []
  const given = parseSelection(answer, choices)
  if (!given || given.length > count) return score(0, count)
  return score(given.filter((i) => key.includes(i)).length, count)
}

/** `T,F,T` → [true, false, true], a null for a statement not marked; null when malformed or of the wrong length. */
export function parseMarks(encoded: string, statements: number): (boolean | null)[] | null {
  const parts = encoded.split(',').map((p) => p.trim().toUpperCase())
  if (parts.length !== statements || parts.some((p) => !['T', 'F', ''].includes(p))) return null
  return parts.map((p) => (p === '' ? null : p === 'T'))
}

export const encodeMarks = (marks: readonly (boolean | null)[]): string =>
  marks.map((m) => (m === null ? '' : m ? 'T' : 'F')).join(',')

/** Matura true/false: `each` a point per statement marked right; `all` one point when every statement is. */
export function scoreStatements(item: Pick<Question, 'correctAnswer' | 'statements'>, answer: string): ItemScore {
  const n = item.statements?.items.length ?? 0
  const all = item.statements?.scoring === 'all'
  const key = parseMarks(item.correctAnswer, n)
  const given = parseMarks(answer, n)
  const right = key && given ? key.filter((k, i) => given[i] === k).length : 0
  return all ? score(right === n && n > 0 ? 1 : 0, 1) : score(right, n)
}
