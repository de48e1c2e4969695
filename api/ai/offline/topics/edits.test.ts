import { describe, expect, it } from 'vitest'
import { withinEdits } from './edits.ts'

describe('words a typo apart', () => {
  it('takes a letter changed, added or dropped as a typo, up to the number of edits allowed', () => {
    expect(withinEdits('meiosis', 'meiosys', 1)).toBe(true)
    expect(withinEdits('punnett', 'punnet', 1)).toBe(true)
    expect(withinEdits('photosynthesis', 'fotosynthesis', 2)).toBe(true)
  })

  it('keeps apart words that differ by more', () => {
    expect(withinEdits('mitosis', 'meiosis', 1)).toBe(false)
    expect(withinEdits('isotope', 'iso', 2)).toBe(false)
  })
})
