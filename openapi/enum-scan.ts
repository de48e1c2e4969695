// Finds contract enums written out by hand: a list (array literal, call arguments or a union type) that holds
// every value of one of the document's enums. The values come from the generated openapi/enums.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import * as enums from './enums.ts'

export interface HandWrittenEnum {
  file: string
  line: number
  enumName: string
}

/** Generated files, where the lists belong, and the scan's own examples. */
const EXEMPT = new Set(['openapi/enums.ts', 'openapi/schema.d.ts', 'openapi/enums.test.ts'])
const SOURCE = /\.(ts|tsx)$/
const SKIP_DIRS = new Set(['node_modules', 'build', '.cache'])

/** Each enum of the document with at least two values (a one-value list says nothing). */
const CONTRACT_ENUMS = Object.entries(enums as Record<string, readonly (string | number)[]>)
  .filter(([, values]) => Array.isArray(values) && values.length > 1)
  .map(([name, values]) => ({ name, values: values.map(String) }))

const LITERAL = String.raw`(?:'[^'\n]*'|"[^"\n]*"|\d+)`
/** A bracketed list of literals only: `['a', 'b']`, `z.enum(['a', 'b'])`, `[1, 2, 3] as const`. */
const ARRAY_LIST = new RegExp(String.raw`\[\s*${LITERAL}(?:\s*,\s*${LITERAL})*\s*,?\s*\]`, 'g')
/** A union type of literals: `'a' | 'b'`. */
const UNION_LIST = new RegExp(String.raw`${LITERAL}(?:\s*\|\s*${LITERAL})+`, 'g')

/** Hand-written lists of literals, with their offsets. */
function lists(text: string): { at: number; literals: Set<string> }[] {
  const literalsOf = (chunk: string) =>
    new Set([...chunk.matchAll(new RegExp(LITERAL, 'g'))].map((m) => m[0].replace(/^['"]|['"]$/g, '')))
  return [...text.matchAll(ARRAY_LIST), ...text.matchAll(UNION_LIST)].map((m) => ({
    at: m.index,
    literals: literalsOf(m[0]),
  }))
}

export function scanText(file: string, text: string): HandWrittenEnum[] {
  const hits: HandWrittenEnum[] = []
  for (const list of lists(text)) {
    for (const { name, values } of CONTRACT_ENUMS) {
      if (!values.every((v) => list.literals.has(v))) continue
      // A list that holds a larger enum's values already names that one (Difficulty inside the request's 5).
      if (hits.some((h) => h.line === lineOf(text, list.at) && h.file === file)) continue
      hits.push({ file, line: lineOf(text, list.at), enumName: name })
    }
  }
  return hits
}

function lineOf(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length
}

function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) {
      if (!SKIP_DIRS.has(name)) yield* sourceFiles(root, full)
    } else if (SOURCE.test(name)) yield path.relative(root, full).split(path.sep).join('/')
  }
}

/** Every hand-written contract enum under the given top-level folders of the repository. */
export function findHandWrittenEnums(repoRoot: string, folders: string[]): HandWrittenEnum[] {
  return folders.flatMap((folder) =>
    [...sourceFiles(repoRoot, path.join(repoRoot, folder))]
      .filter((file) => !EXEMPT.has(file))
      .flatMap((file) => scanText(file, readFileSync(path.join(repoRoot, file), 'utf8'))),
  )
}
