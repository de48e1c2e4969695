import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FIXTURE_DIR, fixtureFiles, QUESTION_PICKS } from './derive-fixtures.ts'

// contracts/fixtures/*.json are what an implementer loads; they must stay what our seed holds (regenerate with
// `npx tsx tests/contract/derive-fixtures.ts`).
describe('contract fixtures', () => {
  for (const [name, data] of Object.entries(fixtureFiles()))
    it(`${name} matches the seed`, () => {
      expect(JSON.parse(readFileSync(path.join(FIXTURE_DIR, name), 'utf8'))).toEqual(JSON.parse(JSON.stringify(data)))
    })

  it('holds enough questions for every case that reads them', () => {
    const questions = JSON.parse(readFileSync(path.join(FIXTURE_DIR, 'questions.json'), 'utf8'))
    for (const pick of QUESTION_PICKS) expect(questions.filter(pick.match).length).toBeGreaterThanOrEqual(pick.count)
  })
})
