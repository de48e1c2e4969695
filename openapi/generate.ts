// `npm run gen:types`: openapi-typescript over openapi.yaml, and the values it states, written as generated files:
//   schema.d.ts  the types (paths, components, operations)
//   enums.ts     every enum's values as constants (openapi-typescript's `enumValues`), typed from schema.d.ts
//   limits.ts    every length, range and item count the document sets, as constants (limits-source.ts)
//   patterns.ts  every named string schema's pattern as a RegExp (patterns.gen.ts)
//   records.ts   the records the app checks at its edge, as valibot schemas (records.gen.ts)
//   security.ts  the session cookie's name, from the cookie security scheme (security.gen.ts)
// A .d.ts file cannot hold values, hence the split. openapi/schema.test.ts fails when any file is stale.
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { loadConfig } from '@redocly/openapi-core'
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript'
import ts from 'typescript'
import { limitsSource } from './limits-source.ts'
import { generatePatterns, PATTERNS_FILE } from './patterns.gen.ts'
import { generateRecords, RECORDS_FILE } from './records.gen.ts'
import { generateSecurity, SECURITY_FILE } from './security.gen.ts'

const here = path.dirname(fileURLToPath(import.meta.url))
export const SCHEMA_FILE = path.join(here, 'schema.d.ts')
export const ENUMS_FILE = path.join(here, 'enums.ts')
export const LIMITS_FILE = path.join(here, 'limits.ts')

/** The helper types openapi-typescript emits for the enum constants. */
const ENUM_HELPERS = new Set(['FlattenedDeepRequired', 'ReadonlyArray'])

function isEnumNode(node: ts.Node): boolean {
  if (ts.isVariableStatement(node)) return true
  return ts.isTypeAliasDeclaration(node) && ENUM_HELPERS.has(node.name.text)
}

export async function generateSources(): Promise<{ schema: string; enums: string; limits: string }> {
  const redocly = await loadConfig({ configPath: path.join(here, 'redocly.generate.yaml') })
  const ast = await openapiTS(new URL(`file://${path.join(here, 'openapi.yaml')}`), { redocly, enumValues: true })
  const types = ast.filter((node) => !isEnumNode(node))
  const values = ast.filter(isEnumNode)
  return {
    schema: COMMENT_HEADER + astToString(types),
    enums: `${COMMENT_HEADER}import type { components } from './schema.d.ts'\n\n${astToString(values)}`,
    limits: limitsSource(path.join(here, 'openapi.yaml')),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { schema, enums, limits } = await generateSources()
  writeFileSync(SCHEMA_FILE, schema)
  writeFileSync(ENUMS_FILE, enums)
  writeFileSync(LIMITS_FILE, limits)
  writeFileSync(PATTERNS_FILE, generatePatterns())
  writeFileSync(RECORDS_FILE, generateRecords())
  writeFileSync(SECURITY_FILE, generateSecurity())
  const written = [SCHEMA_FILE, ENUMS_FILE, LIMITS_FILE, PATTERNS_FILE, RECORDS_FILE, SECURITY_FILE].map((f) =>
    path.relative(process.cwd(), f),
  )
  console.log(`Wrote ${written.join(', ')}`)
}
