import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { serverTexts } from '../api/domain/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../api/seed/index.ts'
import { browserDocument, browserSeed, browserTexts } from './browser-data.ts'

// The browser imports the seed, texts and document through Vite; they must be what node reads from disk.
describe('browser data', () => {
  it('is the same seed as the server loads', () => {
    const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id)
    expect(browserSeed.catalog).toEqual(loadCatalog())
    expect(browserSeed.examTypes).toEqual(loadExamTypes())
    expect([...browserSeed.questions].sort(byId)).toEqual(loadQuestionBank().sort(byId))
    expect(browserSeed.questions.length).toBeGreaterThan(400)
  })

  it('has the same texts and document', () => {
    for (const language of ['en', 'uk', 'pl'] as const) expect(browserTexts(language)).toEqual(serverTexts(language))
    expect(browserDocument).toEqual(parse(readFileSync(new URL('../openapi/openapi.yaml', import.meta.url), 'utf8')))
  })
})
