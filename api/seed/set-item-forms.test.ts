import { describe, expect, it } from 'vitest'
import { assembleForms } from '../../domain/exam/full-length/assemble.ts'
import { itemsOfPart, newAttempt, type AttemptState } from '../../domain/exam/full-length/attempt.ts'
import { BLUEPRINTS } from '../../domain/exam/full-length/blueprints.ts'
import { estimateAttempt } from '../../domain/exam/full-length/estimate.ts'
import { loadQuestionBank } from './index.ts'

// The set item types in the full-length forms (decision 084): NMT history at its official maximum.
const bank = loadQuestionBank()
const items = new Map(bank.map((q) => [q.id, q]))
const T0 = Date.UTC(2026, 10, 24, 8, 0, 0)

describe('full-length forms with the set item types', () => {
  it('NMT history has 20 choice, 4 matching, 3 ordering and 3 "3 of 7" items: 54 points, the official maximum', () => {
    const nmt = BLUEPRINTS.nmt
    const { forms } = assembleForms(nmt, bank)
    const ids = itemsOfPart(newAttempt('nmt', 1, T0), forms[0], nmt.parts[1])
    const history = ids.map((id) => items.get(id)!).filter((q) => q.section === 'History of Ukraine')
    const types = history.map((q) => q.type ?? 'choice')
    expect(types.filter((t) => t === 'ordering')).toHaveLength(3)
    expect(types.filter((t) => t === 'multiple-select')).toHaveLength(3)
    const answers = Object.fromEntries(ids.map((qid) => [qid, items.get(qid)!.correctAnswer]))
    const done: AttemptState = { ...newAttempt('nmt', 1, T0), answers, phase: 'finished' }
    const result = estimateAttempt(nmt, forms[0], done, items, T0).sections.find((x) => x.id === 'History of Ukraine')!
    expect(result.max).toBe(54)
    expect(result.points).toBe(54)
  })

  it('Matura basic mathematics holds 3 true/false sets, a point each when every statement is right', () => {
    const matura = BLUEPRINTS['matura-basic']
    const { forms } = assembleForms(matura, bank)
    const maths = matura.parts.find((p) => p.blocks[0].scoreSection === 'Mathematics')!
    const ids = itemsOfPart(newAttempt('matura-basic', 1, T0), forms[0], maths)
    expect(ids.filter((id) => items.get(id)!.type === 'true-false')).toHaveLength(3)
    const answers = Object.fromEntries(ids.map((id) => [id, items.get(id)!.correctAnswer]))
    const done: AttemptState = { ...newAttempt('matura-basic', 1, T0), answers, phase: 'finished' }
    const result = estimateAttempt(matura, forms[0], done, items, T0).sections.find((s) => s.id === 'Mathematics')!
    expect(result).toMatchObject({ points: 30, max: 30 })
  })
})
