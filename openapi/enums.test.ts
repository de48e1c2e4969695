import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findHandWrittenEnums, scanText } from './enum-scan.ts'
import { difficultyValues, examTypeNameValues } from './enums.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The folders where no contract enum may be written out by hand. */
const SCANNED_FOLDERS = ['api', 'mocks', 'openapi', 'app']

/**
 * Files of the practice rewrite (issue 9, the practice branch) that still write contract enums by hand while
 * that branch replaces them. Not a permanent exemption: the last test fails as soon as a file here is gone or
 * clean, so the integrator deletes its line when merging — the list must end empty.
 */
const PENDING_PRACTICE_REWRITE = new Set([
  'app/features/practice/client.ts',
  'app/features/practice/use-practice-flow.ts',
  'app/routes/resources.practice-session.server.ts',
  'app/routes/resources.questions.server.ts',
  'app/utils/practice-storage.ts',
])

describe('contract enums', () => {
  it(`are never written by hand in ${SCANNED_FOLDERS.join(', ')} (import them from openapi/types.ts)`, () => {
    const found = findHandWrittenEnums(repoRoot, SCANNED_FOLDERS)
      .filter((h) => !PENDING_PRACTICE_REWRITE.has(h.file))
      .map((h) => `${h.file}:${h.line} ${h.enumName}`)
    expect(found).toEqual([])
  })

  it('lists as pending only files that still hold a hand-written enum (delete the others from the list)', () => {
    const stillPending = new Set(findHandWrittenEnums(repoRoot, ['app']).map((h) => h.file))
    expect([...PENDING_PRACTICE_REWRITE].filter((file) => !stillPending.has(file))).toEqual([])
  })

  it('the scan finds arrays, z.enum lists and union types, and leaves partial lists alone', () => {
    const names = (text: string) => scanText('x.ts', text).map((h) => h.enumName)
    expect(names(`const d = ['Easy', 'Medium', 'Hard'] as const`)).toEqual(['difficultyValues'])
    expect(
      names(
        `z.enum([\n  "NMT", "SAT", "MATURA_BASIC", "MATURA_EXTENDED",\n  "ALBERTA_DIPLOMA", "ONTARIO_OSSLT", "BC_LITERACY"])`,
      ),
    ).toEqual(['examTypeNameValues'])
    expect(names(`type Lang = 'en' | 'uk' | 'pl'`)).toEqual(['languageValues'])
    expect(names(`const COUNTS = [1, 2, 3, 5, 10]`)).toEqual(['generateQuestionsRequestCountValues'])
    expect(names(`const some = ['Easy', 'Hard']; const level = x ? 'Basic' : 'Extended'`)).toEqual([])
    expect(difficultyValues).toHaveLength(3)
    expect(examTypeNameValues).toContain('NMT')
  })
})
