// What every maths template is made of: the seeded draws, the item it makes, and the formatting the wording uses.
import type { Difficulty, Language } from '../../../openapi/types.ts'

export type Lang = Language
export type Level = Difficulty
export interface Made {
  topic: string
  text: string
  answer: number | string
  distractors: (number | string)[]
  why: string
}
export type Template = (r: Rand, level: Level, lang: Lang) => Made

export class Rand {
  constructor(readonly next: () => number) {}
  int(min: number, max: number) {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }
  nonZero(min: number, max: number) {
    let n = 0
    while (n === 0) n = this.int(min, max)
    return n
  }
}

export const span = (level: Level, easy: number, medium: number, hard: number) =>
  level === 'Easy' ? easy : level === 'Medium' ? medium : hard
export const T = (lang: Lang, en: string, uk: string, pl: string) => (lang === 'uk' ? uk : lang === 'pl' ? pl : en)
export const fmt = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 100) / 100))

const SUB = '₀₁₂₃₄₅₆₇₈₉'
const SUP = '⁰¹²³⁴⁵⁶⁷⁸⁹'
export function sub(n: number) {
  return String(n).replace(/\d/g, (d) => SUB[Number(d)])
}
export function sup(n: number) {
  return String(n).replace(/\d/g, (d) => SUP[Number(d)])
}
