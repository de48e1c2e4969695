import { describe, expect, it } from 'vitest'
import { parseFigureSvg, type SvgNode } from '../../../domain/figure-svg.ts'
import { inLanguage } from '../../../domain/question-rules.ts'
import { optionText } from '../../../domain/questions.ts'
import type { Language, Question } from '../../../openapi/types.ts'
import { loadBankFiles } from '../index.ts'
import { FIGURE_SPECS, figureOf, staleFigures } from './index.ts'

const files = loadBankFiles()
const items = new Map(
  files.flatMap(({ bank }) =>
    bank.questions.map((q) => [q.id, { q: q as Question, language: bank.language as Language }] as const),
  ),
)

/** Every piece of text the drawing prints. */
function labels(svg: string): string[] {
  const parsed = parseFigureSvg(svg)
  if (!parsed.ok) return []
  const walk = (n: SvgNode): string[] => (typeof n === 'string' ? [n.trim()] : n.children.flatMap(walk))
  return walk(parsed.root)
}

const UNITS = /\s*(см|cm|m|in|ft)$/
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A number or expression standing on its own in a text (not the 5 of 25 or of 6,5). */
const standsIn = (text: string, value: string) =>
  new RegExp(`(^|[^\\d,.])${escape(value)}($|[^\\d,.]|[.,](?!\\d))`).test(text)

describe('the bank figures', () => {
  it('are at least 40, across NMT, Matura basic and extended, and SAT maths', () => {
    const withFigure = [...items.values()].filter(({ q }) => q.figure)
    expect(withFigure.length).toBeGreaterThanOrEqual(40)
    for (const exam of ['NMT', 'MATURA_BASIC', 'MATURA_EXTENDED', 'SAT'])
      expect(withFigure.filter(({ q }) => q.examType === exam).length, exam).toBeGreaterThanOrEqual(4)
  })

  it('are stored exactly as their specs draw them (npm run bank:figures -- --write after a change)', () => {
    expect(staleFigures()).toEqual([])
  })

  it('print the numbers the stem gives, and the description states them too, in the item language', () => {
    for (const spec of FIGURE_SPECS) {
      const found = items.get(spec.id)
      expect(found, spec.id).toBeDefined()
      if (!found) continue
      const printed = labels(figureOf(spec).svg).join(' ')
      for (const n of spec.numbers) {
        expect(standsIn(printed, n), `${spec.id}: the drawing prints ${n}`).toBe(true)
        expect(standsIn(spec.description, n), `${spec.id}: the description says ${n}`).toBe(true)
        expect(standsIn(found.q.questionText, n), `${spec.id}: the stem gives ${n}`).toBe(true)
      }
      const asText = { ...found.q, questionText: spec.description, explanation: '' }
      expect(inLanguage(asText, found.language), `${spec.id}: description in ${found.language}`).toBe(true)
    }
  })

  it('never give the answer away: the key is neither printed nor described unless the stem gives that value', () => {
    for (const spec of FIGURE_SPECS) {
      const q = items.get(spec.id)?.q
      if (!q) continue
      const key = optionText(q.correctAnswer)
        .replace(UNITS, '')
        .replace('.', q.examType === 'SAT' ? '.' : ',')
      if (spec.numbers.includes(key)) continue
      const printed = labels(figureOf(spec).svg).map((l) => l.replace(UNITS, ''))
      expect(printed, `${spec.id} prints its key ${key}`).not.toContain(key)
      expect(standsIn(spec.description, key), `${spec.id} describes its key ${key}`).toBe(false)
    }
  })
})
