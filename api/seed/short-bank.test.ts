import { describe, expect, it } from 'vitest'
import { assembleForms, missingInSitting } from '../../domain/exam/full-length/assemble.ts'
import { newAttempt, skipEmptyPart, startPart, upcomingItems } from '../../domain/exam/full-length/attempt.ts'
import { BLUEPRINTS } from '../../domain/exam/full-length/blueprints.ts'
import { loadQuestionBank } from './index.ts'

// A bank short of items (the mocks' `empty` scenario, a new exam): counted as one sitting, and an empty part is
// passed over without a clock.

const T0 = Date.UTC(2026, 10, 28, 9, 0, 0)
const sat = BLUEPRINTS.sat
const bank = loadQuestionBank()
const items = new Map(bank.map((q) => [q.id, q]))

describe('a bank short of items', () => {
  it('counts what one sitting lacks: an adaptive module once, on the route short of more', () => {
    const none = assembleForms(sat, [])
    expect(missingInSitting(none.shortfalls.filter((s) => s.form === 0))).toBe(98)
    const full = assembleForms(sat, bank)
    expect(missingInSitting(full.shortfalls)).toBe(0)
    // Only the harder route of RW module 2 lacks items: the sitting lacks what that route lacks.
    const harder = { form: 0, part: 'rw-2', scoreSection: 'rw', type: 'choice' as const }
    expect(
      missingInSitting([
        { ...harder, variant: 'harder', wanted: 27, got: 20 },
        { ...harder, variant: 'easier', wanted: 27, got: 25 },
      ]),
    ).toBe(7)
  })

  it('never starts a clock over a part with no items; the part is skipped to the next, with no break', () => {
    const form = assembleForms(sat, []).forms[0]
    const ready = newAttempt('sat', 1, T0)
    expect(upcomingItems(ready, sat, form, items)).toEqual([])
    expect(startPart(ready, sat, form, items, T0)).toBe(ready)
    let state = ready
    for (const part of sat.parts) {
      expect(state).toMatchObject({ phase: 'ready', partIndex: sat.parts.indexOf(part), deadline: null })
      state = skipEmptyPart(state, sat, form, items, T0)
    }
    expect(state).toMatchObject({ phase: 'finished', closed: sat.parts.map((p) => p.id), deadline: null })
  })

  it('does not skip a part that has items; upcoming items are those of the route it will take', () => {
    const form = assembleForms(sat, bank).forms[0]
    const ready = newAttempt('sat', 1, T0)
    expect(upcomingItems(ready, sat, form, items)).toHaveLength(27)
    expect(skipEmptyPart(ready, sat, form, items, T0)).toBe(ready)
    const started = startPart(ready, sat, form, items, T0)
    expect(started.deadline).toBe(T0 + 32 * 60_000)
  })
})
