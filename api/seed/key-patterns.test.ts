import { describe, expect, it } from 'vitest'
import { type Question } from '../../openapi/types.ts'
import { loadBankFiles } from './index.ts'
import { bankKeyProblems, choiceKeys, summariseSets } from './key-checks.ts'
import { fileProblems, keyPatterns, runProbability, setProblems } from './key-patterns.ts'
import { optionOrderFor } from './option-order.ts'
import { reletterFile, withKeyAt } from './reletter.ts'

const keys = (letters: string, options = 4) => [...letters].map((l) => ({ position: 'ABCDE'.indexOf(l), options }))
// 48 keys drawn once from a seeded generator (mulberry32, seed 3): what independent keys look like.
const irregular = 'CABADBBABCAACBDDBCBCCDCADBDDBCABCAABDCCDCCABCDBB'

describe('key patterns', () => {
  it('finds the cycle, the too-regular runs and the unbalanced positions a student could learn', () => {
    const cycle = keyPatterns(keys('BADC'.repeat(14)))
    expect(cycle.cycle?.period).toBe(4)
    expect(cycle.runsZ).toBeGreaterThan(2.58)
    expect(fileProblems(cycle).join()).toMatch(/cycle of 4/)
    const eight = keyPatterns(keys('ACBDCADB'.repeat(7)))
    expect(eight.cycle?.period).toBe(8)
    const lopsided = keyPatterns(keys('AABACAADAABAACAD'.repeat(3)))
    expect(lopsided.balanced).toBe(false)
    expect(fileProblems(keyPatterns(keys('ABCD'.repeat(3) + 'AAAAAAA' + 'DCBA'.repeat(3)))).join()).toMatch(/run of 7/)
  })

  it('passes a sequence without a pattern', () => {
    const r = keyPatterns(keys(irregular))
    expect(fileProblems(r)).toEqual([])
    expect(setProblems(keyPatterns(keys('CADB')))).toEqual([])
  })

  it('computes the chance of a run exactly (two keys over four options: 1/4; 3 of 3 equal: 1/16)', () => {
    expect(runProbability(2, 2)).toBeCloseTo(0.25)
    expect(runProbability(3, 3)).toBeCloseTo(1 / 16)
    expect(runProbability(58, 1)).toBe(1)
  })

  it('over many passage sets, flags deducible last keys and neighbours that never repeat', () => {
    const sets = Array.from({ length: 40 }, (_, i) => keys(['ABCD', 'BADC', 'CDAB', 'DCBA'][i % 4] + 'A'))
    const s = summariseSets(sets)
    expect(s.firstFourPermutations).toBe(40)
    expect(s.firstFourPermutations).toBeGreaterThan(s.firstFourAllowed)
    expect(s.equalNeighboursZ).toBeLessThan(-2.58)
  })
})

describe('option order', () => {
  const q = (options: string[]) => ({ options, questionText: 'Which is right?' })
  it('keeps an option that speaks about the others in its place, and sequences in their order', () => {
    expect(optionOrderFor(q(['Paris', 'Rome', 'Both A and B']))).toBe('keep-last')
    expect(optionOrderFor(q(['x = 1', 'x = 2', 'none of the above']))).toBe('keep-last')
    expect(optionOrderFor(q(['Київ', 'Львів', 'жодна з наведених']))).toBe('keep-last')
    expect(optionOrderFor(q(['Kraków', 'Gdańsk', 'wszystkie powyższe']))).toBe('keep-last')
    expect(optionOrderFor(q(['A and C', 'B only', 'C only', 'D only']))).toBe('fixed')
    expect(optionOrderFor(q(['I only', 'II only', 'I and II', 'I, II and III']))).toBe('fixed')
    expect(optionOrderFor(q(['A) 1.5', 'B) 3', 'C) 4.5', 'D) 6']))).toBe('fixed')
    expect(optionOrderFor(q(['−3', '1 200', '2,5', '7']))).toBeUndefined()
  })
  it('reads letters the item uses as names as content, not as references to options', () => {
    const blood = {
      questionText: 'A man with blood type A and a woman with type B…',
      options: ['A, B, AB and O', 'AB only', 'A and B only', 'O only'],
    }
    expect(optionOrderFor(blood)).toBeUndefined()
  })
})

describe('the bank', () => {
  const files = loadBankFiles()

  it('has no key pattern in any file, passage set, or over all sets', () => {
    expect(
      bankKeyProblems(files.map(({ file, bank }) => ({ file, keys: choiceKeys(bank.questions as Question[]) }))),
    ).toEqual([])
  })

  it('marks every item whose options may not move, by the rule and only by it', () => {
    const wrong = files
      .flatMap(({ bank }) => bank.questions as Question[])
      .filter((x) => (x.optionOrder ?? undefined) !== optionOrderFor(x))
      .map((x) => x.id)
    expect(wrong).toEqual([])
  })

  it('re-letters reproducibly: the same file and seed give the same letters, and only the key moves', () => {
    const { file, bank } = files.find((f) => f.file.includes('history-of-ukraine'))!
    const a = reletterFile(bank, 7, file)
    expect(reletterFile(bank, 7, file)).toEqual(a)
    a.forEach((q, i) => {
      expect(q.correctAnswer).toBe(bank.questions[i].correctAnswer)
      expect(new Set(q.options)).toEqual(new Set(bank.questions[i].options))
    })
    const sat = { ...bank.questions[0], options: ['A) 6', 'B) 7.5', 'C) 1.2', 'D) 10'], correctAnswer: 'B) 7.5' }
    expect(withKeyAt(sat, 3)).toMatchObject({ options: ['A) 6', 'B) 1.2', 'C) 10', 'D) 7.5'], correctAnswer: 'D) 7.5' })
  })
})
