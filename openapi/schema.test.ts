import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENUMS_FILE, generateSources, LIMITS_FILE, SCHEMA_FILE } from './generate.ts'

describe('openapi/schema.d.ts, openapi/enums.ts and openapi/limits.ts', () => {
  it('are what openapi-typescript makes from openapi.yaml now (run `npm run gen:types` when this fails)', async () => {
    const fresh = await generateSources()
    const strip = (s: string) => s.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim()
    expect(strip(readFileSync(SCHEMA_FILE, 'utf8'))).toBe(strip(fresh.schema))
    expect(strip(readFileSync(ENUMS_FILE, 'utf8'))).toBe(strip(fresh.enums))
    expect(strip(readFileSync(LIMITS_FILE, 'utf8'))).toBe(strip(fresh.limits))
  })
})
