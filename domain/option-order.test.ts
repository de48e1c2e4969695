import { describe, expect, it } from 'vitest'
import {
  displayAnswer,
  displayOption,
  newShuffleSeed,
  optionPermutation,
  presentOptions,
  setPermutation,
} from './option-order.ts'

const item = {
  id: 'sat-math-calculator-001',
  options: ['A) 3', 'B) 4', 'C) 5', 'D) 6'],
}
const seeds = (n: number) => Array.from({ length: n }, (_, i) => (i * 2654435761) >>> 0)

describe('the option order of an attempt', () => {
  it('is a pure function of the seed and the question: the same twice, another for another seed or item', () => {
    const a = optionPermutation(123456789, item.id, 5)
    expect(optionPermutation(123456789, item.id, 5)).toEqual(a)
    expect([...a].sort()).toEqual([0, 1, 2, 3, 4])
    const orders = new Set(seeds(50).map((s) => optionPermutation(s, item.id, 5).join()))
    expect(orders.size).toBeGreaterThan(30)
    const others = new Set(['q-1', 'q-2', 'q-3', 'q-4', 'q-5', 'q-6'].map((id) => optionPermutation(7, id, 5).join()))
    expect(others.size).toBeGreaterThan(3)
  })

  it('keeps the last option last for keep-last and every option in place for fixed', () => {
    for (const s of seeds(200)) {
      expect(optionPermutation(s, item.id, 5, 'keep-last')[4]).toBe(4)
      expect(optionPermutation(s, item.id, 4, 'fixed')).toEqual([0, 1, 2, 3])
    }
    const firsts = new Set(seeds(200).map((s) => optionPermutation(s, item.id, 5, 'keep-last')[0]))
    expect([...firsts].sort()).toEqual([0, 1, 2, 3])
  })

  it('puts every option in every place about equally often over seeds', () => {
    const n = 20_000
    const counts = Array.from({ length: 4 }, () => [0, 0, 0, 0])
    for (const s of seeds(n)) optionPermutation(s, item.id, 4).forEach((bank, place) => (counts[bank][place] += 1))
    // Each cell expects n/4 = 5000; 1 % is over 3 standard deviations for this n (the seeds are fixed: no flake).
    for (const row of counts) for (const c of row) expect(Math.abs(c / n - 0.25)).toBeLessThan(0.01)
    // And all 24 orders appear about equally often (chi-square, 23 degrees of freedom: < 60 fails 1 time in 10⁴).
    const byOrder = new Map<string, number>()
    for (const s of seeds(n)) {
      const key = optionPermutation(s, 'nmt-history-of-ukraine-042', 4).join()
      byOrder.set(key, (byOrder.get(key) ?? 0) + 1)
    }
    expect(byOrder.size).toBe(24)
    const expected = n / 24
    const chi = [...byOrder.values()].reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    expect(chi).toBeLessThan(60)
  })

  it('presents the same option strings (identity kept) and no seed keeps the bank order', () => {
    const shown = presentOptions(item, 42)
    expect([...shown.options].sort()).toEqual(item.options)
    expect(presentOptions(item, undefined)).toBe(item)
    expect(presentOptions({ ...item, optionOrder: 'fixed' as const }, 42).options).toEqual(item.options)
  })

  it('letters a lettered option by its place on screen and leaves unlettered ones as written', () => {
    expect(displayOption('B) 4', 0)).toBe('A) 4')
    expect(displayOption('Київ', 2)).toBe('Київ')
    expect(displayAnswer(['C) 5', 'B) 4'], 'B) 4')).toBe('B) 4')
    expect(displayAnswer(['B) 4', 'C) 5'], 'C) 5')).toBe('B) 5')
    expect(displayAnswer(['B) 4'], '12')).toBe('12')
  })

  it('draws fresh seeds in the contract range', () => {
    const s = newShuffleSeed()
    expect(Number.isInteger(s) && s >= 0 && s <= 0xffffffff).toBe(true)
  })
})

describe("a set item's list in an attempt (decision 105)", () => {
  const base = { id: 'nmt-history-of-ukraine-301', type: 'ordering' as const, correctAnswer: '1-A,2-B,3-C,4-D' }
  const ordering = { ...base, ordering: { items: ['1648', '1709', '1775', '1917'] } }
  const matching = {
    ...base,
    type: 'matching' as const,
    correctAnswer: '1-B,2-A',
    matching: { prompts: ['p1', 'p2'], choices: ['a', 'b', 'c', 'd', 'e'] },
  }
  const isPermutation = (order: number[], n: number) =>
    [...order].sort((a, b) => a - b).join() === [...Array(n).keys()].join()

  it('is the same for the same seed and item, and differs over seeds; no seed keeps the bank order', () => {
    expect(setPermutation(7, matching)).toEqual(setPermutation(7, matching))
    expect(isPermutation(setPermutation(7, matching), 5)).toBe(true)
    const orders = new Set(Array.from({ length: 50 }, (_, seed) => setPermutation(seed, matching).join()))
    expect(orders.size).toBeGreaterThan(20)
    expect(setPermutation(undefined, matching)).toEqual([0, 1, 2, 3, 4])
  })

  it('never shows an ordering in its keyed order (here the bank order is the keyed one)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const order = setPermutation(seed, ordering)
      expect(isPermutation(order, 4)).toBe(true)
      expect(order).not.toEqual([0, 1, 2, 3])
    }
  })

  it('puts each choice in each place about equally often over seeds', () => {
    const counts = Array.from({ length: 5 }, () => Array(5).fill(0))
    const seeds = 20_000
    for (let seed = 0; seed < seeds; seed++)
      setPermutation(seed, matching).forEach((bank, place) => counts[place][bank]++)
    for (const row of counts) for (const c of row) expect(Math.abs(c / seeds - 0.2)).toBeLessThan(0.015)
  })

  it('reorders only matching choices, ordering items and "3 of 7" choices', () => {
    const statements = { ...base, type: 'true-false' as const, correctAnswer: 'T,F' }
    expect(setPermutation(3, statements)).toEqual([])
    const selection = {
      ...base,
      type: 'multiple-select' as const,
      selection: { count: 3, choices: ['1', '2', '3', '4', '5', '6', '7'] },
    }
    expect(isPermutation(setPermutation(3, selection), 7)).toBe(true)
  })
})
