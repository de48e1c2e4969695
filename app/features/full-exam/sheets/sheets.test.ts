import { describe, expect, it } from 'vitest'
import { MATURA_MATHS_SHEET } from './matura-maths.ts'
import { NMT_MATHS_SHEET } from './nmt-maths.ts'
import { BLUEPRINTS } from '#domain/exam/full-length/blueprints.ts'

const labels = (sheet: typeof NMT_MATHS_SHEET) => [
  sheet.title,
  ...sheet.sections.flatMap((s) => [s.heading, ...s.rows.map(([label]) => label)]),
]
const cyrillicShare = (text: string) => {
  const letters = text.replace(/[^\p{L}]/gu, '')
  return (letters.match(/\p{Script=Cyrillic}/gu) ?? []).length / letters.length
}

describe('formula sheets', () => {
  it('the NMT sheet is written in Ukrainian, the Matura sheet in Polish', () => {
    for (const label of labels(NMT_MATHS_SHEET)) expect(cyrillicShare(label), label).toBeGreaterThan(0.9)
    for (const label of labels(MATURA_MATHS_SHEET)) expect(cyrillicShare(label), label).toBe(0)
    expect(labels(MATURA_MATHS_SHEET).join(' ')).toMatch(/[ąćęłńóśźż]/)
  })

  it('every row has a formula and no label repeats within a sheet', () => {
    for (const sheet of [NMT_MATHS_SHEET, MATURA_MATHS_SHEET]) {
      const rows = sheet.sections.flatMap((s) => s.rows)
      expect(rows.every(([, formula]) => /[=⇔]/.test(formula))).toBe(true)
      expect(new Set(rows.map(([label]) => label)).size).toBe(rows.length)
    }
  })

  it('the NMT part with mathematics and both Matura mathematics parts offer the sheet', () => {
    const nmtMaths = BLUEPRINTS.nmt.parts.find((p) => p.blocks.some((b) => b.scoreSection === 'Mathematics'))!
    expect(nmtMaths.tools).toContain('reference-sheet')
    expect(nmtMaths.tools).not.toContain('calculator')
    for (const id of ['matura-basic', 'matura-extended'] as const) {
      const maths = BLUEPRINTS[id].parts.find((p) => p.blocks[0].scoreSection === 'Mathematics')!
      expect(maths.tools).toEqual(expect.arrayContaining(['calculator', 'reference-sheet']))
    }
  })
})
