/**
 * The namespaces each route must declare in its `handle.i18n` (app/i18n/namespaces.ts): those looked up by any module
 * its page can load, static or dynamic imports, lazily shown parts included; server-only modules (`*.server.ts`)
 * are left out, since what they translate reaches the page as loader data. The root declares the shell's; a route
 * declares its own beyond those.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import type { KeyUse } from './key-uses.ts'

const isServerOnly = (file: string) => /\.server\.tsx?$/.test(file)

/** The route's `export const handle = { i18n: [...] }` as written, or null when it declares none. */
export function declaredIn(source: string): string[] | null {
  const file = ts.createSourceFile('route.tsx', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer
      if (declaration.name.getText() !== 'handle' || !init || !ts.isObjectLiteralExpression(init)) continue
      const list = init.properties.find((p) => p.name?.getText() === 'i18n')
      if (!list || !ts.isPropertyAssignment(list) || !ts.isArrayLiteralExpression(list.initializer)) return null
      return list.initializer.elements.filter(ts.isStringLiteralLike).map((e) => e.text)
    }
  }
  return null
}

export class ModuleGraph {
  private imports = new Map<string, string[]>()
  constructor(private root: string) {}

  private resolve(from: string, specifier: string): string | undefined {
    const base = specifier.startsWith('~/')
      ? path.join('app', specifier.slice(2))
      : specifier.startsWith('.')
        ? path.join(path.dirname(from), specifier)
        : undefined
    if (!base) return undefined
    return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((candidate) => {
      try {
        return /\.tsx?$/.test(candidate) && statSync(path.join(this.root, candidate)).isFile()
      } catch {
        return false
      }
    })
  }

  private importsOf(file: string): string[] {
    let list = this.imports.get(file)
    if (!list) {
      const info = ts.preProcessFile(readFileSync(path.join(this.root, file), 'utf8'), true, true)
      list = info.importedFiles
        .map((i) => this.resolve(file, i.fileName))
        .filter((f): f is string => !!f && !isServerOnly(f))
      this.imports.set(file, list)
    }
    return list
  }

  /** Every module the page of `file` can load in the browser (itself included). */
  reachable(file: string): Set<string> {
    const seen = new Set<string>()
    const todo = [file]
    while (todo.length) {
      const next = todo.pop()!
      if (seen.has(next)) continue
      seen.add(next)
      todo.push(...this.importsOf(next))
    }
    return seen
  }
}

/** "route: …" for each namespace a route's modules use but it does not declare, or declares but does not use. */
export function namespaceProblems(route: string, needed: Set<string>, declared: readonly string[]): string[] {
  const problems = [...needed]
    .filter((ns) => !declared.includes(ns))
    .map((ns) => `${route}: its page looks up texts in "${ns}", which its handle.i18n does not name`)
  for (const ns of declared)
    if (!needed.has(ns)) problems.push(`${route}: handle.i18n names "${ns}", which none of its modules looks up`)
  return problems
}

/** The problems of the root and of every route under app/routes, as lines (none when every list is right). */
export function routeNamespaceProblems(root: string, uses: readonly KeyUse[]): string[] {
  const byFile = new Map<string, Set<string>>()
  for (const use of uses) {
    const file = use.at.replace(/:\d+$/, '')
    if (!byFile.has(file)) byFile.set(file, new Set())
    byFile.get(file)!.add(use.namespace)
  }
  const graph = new ModuleGraph(root)
  const namespacesOf = (file: string) => new Set([...graph.reachable(file)].flatMap((f) => [...(byFile.get(f) ?? [])]))
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8')
  const shell = declaredIn(read('app/root.tsx')) ?? []
  const problems = namespaceProblems('app/root.tsx', namespacesOf('app/root.tsx'), shell)
  for (const name of readdirSync(path.join(root, 'app/routes'))) {
    if (!/\.tsx?$/.test(name) || /\.(server|test)\./.test(name)) continue
    const route = `app/routes/${name}`
    const needed = namespacesOf(route)
    for (const ns of shell) needed.delete(ns)
    problems.push(...namespaceProblems(route, needed, declaredIn(read(route)) ?? []))
  }
  return problems
}
