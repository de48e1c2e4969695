import { type MathKind, type MathUnsolved } from './common.ts'

/** Small helpers shared by the named-formula solvers (percent.ts, sequences.ts, geometry.ts). */

export function unread(kind: MathKind): MathUnsolved {
  return { status: 'unsolved', kind, reason: 'the message has more to it than was read' }
}

/** Word problems must use every number in the message: "10% of 50 plus 5" is not "10% of 50". */
export function usesAllNumbers(s: string, used: number): boolean {
  const numbers = s.match(/(?<![\p{L}_])\d+(?:\.\d+)?/gu) ?? []
  return numbers.length <= used
}

export function gcd(a: number, b: number): number {
  return b ? gcd(b, a % b) : Math.abs(a)
}
