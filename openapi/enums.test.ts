import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findHandWrittenEnums, scanText } from './enum-scan.ts'
import { difficultyValues, examTypeNameValues } from './enums.ts'

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** The folders where no contract enum may be written out by hand. */
const SCANNED_FOLDERS = ['api', 'mocks', 'openapi', 'app']

describe('contract enums', () => {
  it(`are never written by hand in ${SCANNED_FOLDERS.join(', ')} (import them from openapi/types.ts)`, () => {
    const found = findHandWrittenEnums(repoRoot, SCANNED_FOLDERS).map((h) => `${h.file}:${h.line} ${h.enumName}`)
    expect(found).toEqual([])
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
