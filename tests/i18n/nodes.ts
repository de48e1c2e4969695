/** Small helpers over the compiler's syntax tree for the key scan (tests/i18n/trace.ts). */
import ts from 'typescript'

/** An expression and the parameter values bound while inlining the call it sits in. */
export interface Origin {
  node: ts.Node
  env: Env
  /** Set when the value is a member of a translation hook's result: `useTranslation(ns).t`, `.i18n`. */
  member?: string
}
/** Parameter declarations → the values bound to them. */
export type Env = ReadonlyMap<ts.Node, Origin[] | null>

/** What constant folding needs of the tracer (tests/i18n/trace.ts), so fold.ts and trace.ts don't import each other. */
export interface Resolver {
  resolve(node: ts.Node, env?: Env, depth?: number): Origin[] | null
  returned(node: ts.CallExpression, env: Env, depth?: number): Origin[] | null
}

type SymbolOf = (node: ts.Node) => ts.Symbol | undefined

/** Every call by name and every JSX element of the program, by the function it calls. */
export function callSites(files: readonly ts.SourceFile[], symbolOf: SymbolOf): Map<ts.Symbol, ts.Node[]> {
  const callers = new Map<ts.Symbol, ts.Node[]>()
  const add = (target: ts.Node, site: ts.Node) => {
    const symbol = symbolOf(target)
    if (symbol) callers.set(symbol, [...(callers.get(symbol) ?? []), site])
  }
  // Only calls by name: a method's symbol would need the type of its object (slow), and helpers are functions.
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) add(node.expression, node)
    else if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && ts.isIdentifier(node.tagName))
      add(node.tagName, node)
    ts.forEachChild(node, visit)
  }
  for (const file of files) visit(file)
  return callers
}

export function calleeName(call: ts.CallExpression): string {
  const callee = call.expression
  if (ts.isIdentifier(callee)) return callee.text
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text
  return ''
}

export function functionSymbol(fn: ts.SignatureDeclaration, symbolOf: SymbolOf): ts.Symbol | undefined {
  if ((ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn)) && fn.name) return symbolOf(fn.name)
  if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent))
    return symbolOf(fn.parent.name)
  return undefined
}

export function returnsOf(body: ts.Block): ts.ReturnStatement[] {
  const found: ts.ReturnStatement[] = []
  const visit = (node: ts.Node) => {
    if (ts.isReturnStatement(node)) found.push(node)
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit)
  }
  ts.forEachChild(body, visit)
  return found
}

/** `undefined` or `null` (a property an object literal does not have is `void 0`). */
export function isNothing(node: ts.Node): boolean {
  return (
    ts.isVoidExpression(node) || node.kind === ts.SyntaxKind.NullKeyword || node.kind === ts.SyntaxKind.UndefinedKeyword
  )
}

/** All origins of the parts, or unknown if any part is. */
export function union(parts: (Origin[] | null)[]): Origin[] | null {
  if (parts.some((p) => p === null)) return null
  return parts.flat() as Origin[]
}
