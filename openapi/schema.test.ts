import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '@redocly/openapi-core'
import openapiTS, { astToString } from 'openapi-typescript'
import { describe, expect, it } from 'vitest'

const here = path.dirname(fileURLToPath(import.meta.url))

describe('openapi/schema.d.ts', () => {
  it('is what openapi-typescript makes from openapi.yaml now (run `npm run gen:types` when this fails)', async () => {
    const redocly = await loadConfig({ configPath: path.join(here, 'redocly.generate.yaml') })
    const ast = await openapiTS(new URL(`file://${path.join(here, 'openapi.yaml')}`), { redocly })
    const fresh = astToString(ast)
    const committed = readFileSync(path.join(here, 'schema.d.ts'), 'utf8')
    const strip = (s: string) => s.replace(/^\/\*\*[\s\S]*?\*\/\s*/, '').trim()
    expect(strip(committed)).toBe(strip(fresh))
  })
})
