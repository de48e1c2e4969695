import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ENUMS_FILE, generateSources, LIMITS_FILE, SCHEMA_FILE } from './generate.ts'
import { generatePatterns, PATTERNS_FILE } from './patterns.gen.ts'
import { idPattern } from './patterns.ts'
import { generateSecurity, SECURITY_FILE } from './security.gen.ts'
import { cookieSessionName } from './security.ts'

const DOCUMENT = path.join(import.meta.dirname, 'openapi.yaml')

describe('the files generated from openapi.yaml', () => {
  it('are what openapi-typescript makes from openapi.yaml now (run `npm run gen:types` when this fails)', async () => {
    const fresh = await generateSources()
    const strip = (s: string) => s.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim()
    expect(strip(readFileSync(SCHEMA_FILE, 'utf8'))).toBe(strip(fresh.schema))
    expect(strip(readFileSync(ENUMS_FILE, 'utf8'))).toBe(strip(fresh.enums))
    expect(strip(readFileSync(LIMITS_FILE, 'utf8'))).toBe(strip(fresh.limits))
  })

  it("openapi/patterns.ts holds the named schemas' patterns as they are now", () => {
    expect(readFileSync(PATTERNS_FILE, 'utf8')).toBe(generatePatterns())
    expect(idPattern.test('q-12_ab')).toBe(true)
    expect(idPattern.test('has space')).toBe(false)
  })

  it("openapi/security.ts holds the cookie security scheme's name as it is now, and follows the document", () => {
    expect(readFileSync(SECURITY_FILE, 'utf8')).toBe(generateSecurity())
    expect(cookieSessionName).toBe('examready.sid')
    const copy = path.join(tmpdir(), `openapi.${process.pid}-${Date.now()}.yaml`)
    try {
      writeFileSync(copy, readFileSync(DOCUMENT, 'utf8').replace('name: examready.sid', 'name: other.sid'))
      expect(generateSecurity(copy)).toContain(`export const cookieSessionName = "other.sid"`)
    } finally {
      rmSync(copy, { force: true })
    }
  })
})
