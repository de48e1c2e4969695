import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { limitsSource } from './limits-source.ts'

const DOCUMENT = path.join(import.meta.dirname, 'openapi.yaml')

/** limits.ts as generated from a copy of the document with one edit applied. */
function generatedAfter(edit: (yaml: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'limits-'))
  try {
    const copy = path.join(dir, 'openapi.yaml')
    writeFileSync(copy, edit(readFileSync(DOCUMENT, 'utf8')))
    return limitsSource(copy)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

describe('the generated limits', () => {
  it('state the document’s numbers: schema properties, whole schemas and query parameters', () => {
    const source = limitsSource(DOCUMENT)
    expect(source).toMatch(
      /export const RegisterRequest = \{[\s\S]*?"password": \{\s*"minLength": 8,\s*"maxLength": 128/,
    )
    expect(source).toMatch(/export const Percent = \{\s*"minimum": 0,\s*"maximum": 100\s*\} as const/)
    expect(source).toMatch(/export const listAnswersQuery = \{\s*"section": \{\s*"minLength": 1,\s*"maxLength": 200/)
  })

  it('follow the document: a limit changed there changes the generated constant', () => {
    const before = limitsSource(DOCUMENT)
    const after = generatedAfter((yaml) =>
      yaml.replace(/(RegisterRequest:[\s\S]*?password:[\s\S]*?minLength: )8/, '$112'),
    )
    expect(after).not.toBe(before)
    expect(after).toMatch(/export const RegisterRequest = \{[\s\S]*?"password": \{\s*"minLength": 12,/)
  })
})
