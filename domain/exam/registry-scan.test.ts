import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import * as patterns from '../../openapi/patterns.ts'
import { LANGUAGE_NAMES, SECTION } from './registry.ts'

/**
 * Decision 116: a section name, a contract pattern or a table of language names is written once — sections and
 * language names in the registry, patterns in the generated openapi/patterns.ts — and looked up everywhere else.
 * Tests, the contract suite and test harnesses, locale and seed JSON may spell them out.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SCANNED_FOLDERS = ['app', 'api', 'domain', 'mocks', 'openapi']
/** Where the names belong, and the code generated from the document (its types with the contract's examples, its records). */
const HOMES = new Set([
  'domain/exam/registry.ts',
  'openapi/patterns.ts',
  'openapi/schema.d.ts',
  'openapi/enums.ts',
  'openapi/records.ts',
])
/** Test harnesses that are not named *.test.ts: the store's shared contract cases. */
const HARNESS = /^api\/store\/(contract\/|store\.contract\.ts$)/
const TEST = /\.test\.tsx?$/
const SOURCE = /\.(ts|tsx)$/
const SKIP_DIRS = new Set(['node_modules', 'build', '.cache'])

const SECTION_NAMES = new Set<string>(Object.values(SECTION))
const PATTERNS = Object.entries(patterns).map(([name, re]) => ({ name, body: re.source.replace(/^\^|\$$/g, '') }))
const LANGUAGE_WORDS = Object.values(LANGUAGE_NAMES)

interface Hit {
  file: string
  line: number
  what: string
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length

export function scanText(file: string, text: string): Hit[] {
  const hits: Hit[] = []
  const literals = [...text.matchAll(/'([^'\n\\]*)'|"([^"\n\\]*)"|`([^`$\\]*)`/g)]
  for (const m of literals) {
    const value = m[1] ?? m[2] ?? m[3]
    if (SECTION_NAMES.has(value)) hits.push({ file, line: lineOf(text, m.index), what: `section "${value}"` })
  }
  for (const { name, body } of PATTERNS) {
    const at = text.indexOf(body)
    if (at >= 0) hits.push({ file, line: lineOf(text, at), what: `pattern ${name}` })
  }
  const values = new Set(literals.map((m) => m[1] ?? m[2] ?? m[3]))
  if (LANGUAGE_WORDS.every((w) => values.has(w))) hits.push({ file, line: 1, what: 'a table of language names' })
  return hits
}

function* sourceFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* sourceFiles(full)
    } else if (SOURCE.test(name)) yield path.relative(repoRoot, full).split(path.sep).join('/')
  }
}

const scannedFiles = () =>
  SCANNED_FOLDERS.flatMap((folder) => [...sourceFiles(path.join(repoRoot, folder))]).filter(
    (file) => !HOMES.has(file) && !TEST.test(file) && !HARNESS.test(file),
  )

describe('the exam registry is the one home of section names, contract patterns and language names', () => {
  it(`none is written in ${SCANNED_FOLDERS.join(', ')} outside it (use SECTION.*, the registry's lookups, openapi/types.ts)`, () => {
    const found = scannedFiles().flatMap((file) => scanText(file, readFileSync(path.join(repoRoot, file), 'utf8')))
    expect(found.map((h) => `${h.file}:${h.line} ${h.what}`)).toEqual([])
  })

  it('the scan finds a section name, a copied pattern and a language table, and leaves look-ups alone', () => {
    const what = (text: string) => scanText('x.ts', text).map((h) => h.what)
    expect(what(`const s = q.section === 'Math No Calculator'`)).toEqual(['section "Math No Calculator"'])
    expect(what(`{ section: "Numeracy 10", minutes: 30 }`)).toEqual(['section "Numeracy 10"'])
    expect(what('const id = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)')).toEqual(['pattern idPattern'])
    expect(what(`const NAMES = { en: 'English', uk: 'Ukrainian', pl: 'Polish' }`)).toEqual([
      'a table of language names',
    ])
    expect(what(`const s = SECTION.mathNoCalculator; const t = 'Mathematics of finance'; z.regex(idPattern)`)).toEqual(
      [],
    )
  })
})
