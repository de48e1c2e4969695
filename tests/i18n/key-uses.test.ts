/**
 * Every key the app's source looks up exists in its namespace in en, uk and pl (a missing key shows as the raw key,
 * as `test.previous` did on the SAT, Matura and Canada question screens). Keys built at run time are checked by the
 * part the source fixes: their namespace must hold some key that starts so.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { beforeAll, describe, expect, it } from 'vitest'
import { scanKeyUses, type KeyScan, type KeyUse } from './key-uses.ts'
import { declaredIn, namespaceProblems, routeNamespaceProblems } from './route-namespaces.ts'
import { languageValues } from '#openapi/types.ts'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PLURAL = /_(zero|one|two|few|many|other)$/

const leaves = new Map<string, Set<string> | null>()
/** The keys of a namespace in a language (plural suffixes dropped; objects count, as for returnObjects). */
function keysOf(lng: string, ns: string): Set<string> | null {
  const id = `${lng}/${ns}`
  if (!leaves.has(id)) {
    let json: unknown
    try {
      json = JSON.parse(readFileSync(path.join(root, 'app/locales', lng, `${ns}.json`), 'utf8'))
    } catch {
      leaves.set(id, null)
      return null
    }
    const keys = new Set<string>()
    const walk = (value: unknown, prefix: string) => {
      if (prefix) keys.add(prefix.replace(PLURAL, ''))
      if (value && typeof value === 'object' && !Array.isArray(value))
        for (const [k, v] of Object.entries(value)) walk(v, prefix ? `${prefix}.${k}` : k)
    }
    walk(json, '')
    leaves.set(id, keys)
  }
  return leaves.get(id)!
}

function found(use: KeyUse, lng: string): boolean {
  const keys = keysOf(lng, use.namespace)
  if (!keys) return false
  if (use.exact) return keys.has(use.key)
  if (!use.key) return true
  return [...keys].some((k) => k.startsWith(use.key) && k !== use.key.replace(/\.$/, ''))
}

const describeUse = (use: KeyUse) => `${use.at} ${use.namespace}:${use.key}${use.exact ? '' : '…'}`

/** "file:line ns:key (missing in uk, pl)" for every use not found in some language. */
export function missingKeys(uses: KeyUse[]): string[] {
  const lines = new Set<string>()
  const guarded = new Map<string, { uses: KeyUse[]; missing: Set<string> }>()
  for (const use of uses) {
    const missing = languageValues.filter((lng) => !found(use, lng))
    // With a default text, a key missing everywhere shows the default; missing in some languages, English.
    if (!missing.length || (use.hasDefault && (!use.exact || missing.length === languageValues.length))) continue
    if (use.guarded) {
      const name = `${use.at} ${use.key.split('.').pop()}`
      const group = guarded.get(name) ?? { uses: [], missing: new Set() }
      group.uses.push(use)
      guarded.set(name, group)
      continue
    }
    lines.add(`${describeUse(use)} (missing in ${missing.join(', ')})`)
  }
  for (const [name, group] of guarded) {
    const anywhere = uses.some(
      (u) => `${u.at} ${u.key.split('.').pop()}` === name && languageValues.every((lng) => found(u, lng)),
    )
    if (!anywhere) lines.add(`${group.uses.map(describeUse).join(', ')} (missing everywhere it is evaluated)`)
  }
  return [...lines].sort()
}

describe('text keys used in the source', () => {
  let scan: KeyScan
  beforeAll(() => {
    scan = scanKeyUses(root)
  }, 300_000)

  it('finds the translation calls, their namespaces and keys', () => {
    expect(scan.uses.length).toBeGreaterThan(800)
    const where = (file: string) => scan.uses.filter((u) => u.at.startsWith(file))
    // The flows' question screen: `t(key('counter'))` through flowTexts, in each flow's namespace.
    expect(where('app/features/practice/practice-test.tsx')).toContainEqual(
      expect.objectContaining({ namespace: 'sat', key: 'test.counter', exact: true }),
    )
    // A helper given `t` as a parameter: the key's own `ns:` prefix.
    expect(where('app/utils/names.ts')).toContainEqual(
      expect.objectContaining({ namespace: 'common', key: 'subjects.', exact: false }),
    )
  })

  it('knows the namespace of every translation call with a key', () => {
    expect(scan.unknownNamespace).toEqual([])
  })

  it('every key exists in en, uk and pl', () => {
    expect(missingKeys(scan.uses)).toEqual([])
  })

  it('reports a key missing in one language', () => {
    const use: KeyUse = {
      at: 'x.tsx:1',
      namespace: 'practice',
      key: 'test.previous',
      exact: true,
      hasDefault: false,
      guarded: false,
    }
    expect(missingKeys([use])).toEqual([`x.tsx:1 practice:test.previous (missing in ${languageValues.join(', ')})`])
    const prefix: KeyUse = { ...use, key: 'nothing.here.', exact: false }
    expect(missingKeys([prefix])).toHaveLength(1)
  })

  // A page carries only its routes' namespaces (issue 29): one a route forgot would show its keys on screen.
  it('each route declares in handle.i18n exactly the namespaces its page looks texts up in', () => {
    expect(routeNamespaceProblems(root, scan.uses)).toEqual([])
  })

  it('reports a namespace a route uses but does not declare, and one it declares but does not use', () => {
    expect(declaredIn("export const handle: I18nHandle = { pinnedHeader: false, i18n: ['home', 'select'] }")).toEqual([
      'home',
      'select',
    ])
    expect(declaredIn('export const handle = { pinnedHeader: false }')).toBeNull()
    expect(namespaceProblems('r.tsx', new Set(['home', 'tutor']), ['home', 'select'])).toEqual([
      'r.tsx: its page looks up texts in "tutor", which its handle.i18n does not name',
      'r.tsx: handle.i18n names "select", which none of its modules looks up',
    ])
  })
})
