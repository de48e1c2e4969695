import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../api/seed/index.ts'
import { browserSeed } from './browser-data.ts'

// The browser imports the seed and document through Vite; they must be what node reads from disk.
describe('browser data', () => {
  it('is the same seed and document as the server loads', () => {
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(browserSeed.catalog).toEqual(loadCatalog())
    expect(browserSeed.examTypes).toEqual(loadExamTypes())
    expect([...browserSeed.questions].sort(byId)).toEqual(loadQuestionBank().sort(byId))
    expect(browserSeed.questions.length).toBeGreaterThan(400)
    expect(browserSeed.document).toEqual(
      parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')),
    )
  })
})
