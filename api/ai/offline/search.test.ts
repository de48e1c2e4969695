import { describe, expect, it } from 'vitest'
import { loadQuestionBank, loadStudyNotes } from '../../seed/index.ts'
import { buildSearch, buildSearchInSteps } from './search.ts'

describe('the tutor search built in steps (decision 163)', () => {
  const bank = loadQuestionBank().slice(0, 150)
  const notes = loadStudyNotes()

  it('finds what the index built in one piece finds', async () => {
    const whole = buildSearch(bank, notes)
    const stepwise = await buildSearchInSteps(bank, notes)
    let found = 0
    for (const [query, language] of [
      ['what is photosynthesis', 'en'],
      ['що таке метафора', 'uk'],
      ['co to jest mitoza', 'pl'],
      ['quadratic equation roots', 'en'],
    ] as const) {
      const keys = (s: typeof whole) => s.search(query, { language }).map((h) => [h.doc.key, h.score, h.coverage])
      expect(keys(stepwise)).toEqual(keys(whole))
      found += keys(whole).length
    }
    expect(found).toBeGreaterThan(0)
    expect(stepwise.docs.size).toBe(whole.docs.size)
  })

  it('lets other work run while it builds', async () => {
    let turns = 0
    let building = true
    const other = async () => {
      while (building) {
        turns++
        await new Promise<void>((resolve) => setImmediate(resolve))
      }
    }
    const running = other()
    const before = turns
    await buildSearchInSteps(bank, notes)
    const during = turns - before
    building = false
    await running
    expect(during).toBeGreaterThan(10)
  })
})
