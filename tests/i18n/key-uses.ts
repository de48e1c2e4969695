/**
 * Every text key the app looks up, read from the source with the TypeScript compiler: each call of a translation
 * function (`t` from `useTranslation(ns)`, from `getFixedT(request, ns)`, or passed on as a parameter or prop), with
 * the namespace it looks in (the hook's first namespace, else `common`; an `ns:` prefix or an `ns` option wins) and
 * every key it can be given, as far as the source fixes it (literals, conditionals, template literals, constants,
 * helper functions such as `flowTexts(flow).key(name)`, literal-union types). A key only partly known at build time
 * is kept as its static start.
 */
import path from 'node:path'
import ts from 'typescript'
import { reachable } from './fold.ts'
import { calleeName } from './nodes.ts'
import { Tracer, type Env, type Origin } from './trace.ts'

export interface KeyUse {
  /** file:line of the call. */
  at: string
  namespace: string
  /** The whole key, or (exact false) the start every key built there has. */
  key: string
  exact: boolean
  /** The call gives a default text (a missing key is then only a fallback, not a raw key on screen). */
  hasDefault: boolean
  /**
   * The line above the call says `text-keys: <why>`: which of its keys runs depends on run-time state the source
   * cannot fold (the engine's main button is Submit only in flows that check answers), and a test named there
   * checks each case; here each of its key names must exist in at least one of the places it is evaluated.
   */
  guarded: boolean
}

export interface KeyScan {
  uses: KeyUse[]
  /** Translation calls whose namespace the source does not fix (file:line). */
  unknownNamespace: string[]
}

interface Value {
  text: string
  exact: boolean
}

const DEFAULT_NAMESPACE = 'common'
const MAX_VALUES = 2000
/** i18next reads `ns:key` unless the key looks like a sentence (app/i18n/translator.ts). */
const SENTENCE = /( |,|\?|!|;)/

export function scanKeyUses(root: string): KeyScan {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'))
      },
    },
  )!
  const appDir = path.join(root, 'app') + path.sep
  const isAppSource = (f: string) => path.resolve(f).startsWith(appDir) && !/\.test\.tsx?$/.test(f)
  const program = ts.createProgram(config.fileNames.filter(isAppSource), config.options)
  const files = program.getSourceFiles().filter((f) => isAppSource(f.fileName))
  const tracer = new Tracer(program.getTypeChecker(), files)
  const scan: KeyScan = { uses: [], unknownNamespace: [] }
  for (const file of files) {
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node)) scanCall(node, tracer, scan, root)
      ts.forEachChild(node, visit)
    }
    visit(file)
  }
  return scan
}

const MAX_COMBINATIONS = 200

function scanCall(call: ts.CallExpression, tracer: Tracer, scan: KeyScan, root: string) {
  const file = call.getSourceFile()
  const line = file.getLineAndCharacterOfPosition(call.getStart()).line
  const at = `${path.relative(root, file.fileName)}:${line + 1}`
  const guarded = line > 0 && file.text.split('\n')[line - 1].includes('text-keys:')
  if (!holdsFunctionValue(call.expression, tracer) || !isTFunction(tracer.checker.getTypeAtLocation(call.expression)))
    return
  for (const env of contextsOf(call, tracer)) {
    tracer.assignment = new Map()
    tracer.points.clear()
    const open = evaluate(call, env, tracer)
    const assignments = combinations([...tracer.points])
    const results =
      assignments.length > 1 && assignments.length <= MAX_COMBINATIONS
        ? assignments.map((assignment) => {
            tracer.assignment = assignment
            return evaluate(call, env, tracer)
          })
        : [open]
    for (const result of results) {
      if (result === 'unknown namespace') scan.unknownNamespace.push(at)
      else if (result !== 'never runs') scan.uses.push(...result.map((use) => ({ at, ...use, guarded })))
    }
  }
  tracer.assignment = new Map()
}

/** The keys one evaluation of a translation call looks up. */
function evaluate(
  call: ts.CallExpression,
  env: Env,
  tracer: Tracer,
): Omit<KeyUse, 'at' | 'guarded'>[] | 'unknown namespace' | 'never runs' {
  if (!reachable(tracer, call, env)) return 'never runs'
  const [keyArg, options] = call.arguments
  const keys = keyArg ? stringValues(keyArg, env, tracer) : []
  const namespaces = new Set<string>()
  for (const source of tracer.resolve(call.expression, env) ?? [null]) {
    const values = source && isTranslator(source) ? namespacesOf(source, tracer) : null
    // The namespace matters only when the key is known at least in part (not for `t(error)` from a form).
    if (!values) return keys.some((v) => v.text) ? 'unknown namespace' : []
    values.forEach((ns) => namespaces.add(ns))
  }
  const hasDefault =
    (options !== undefined && ts.isStringLiteralLike(options)) ||
    (options !== undefined &&
      ts.isObjectLiteralExpression(options) &&
      options.properties.some((p) => p.name?.getText().startsWith('defaultValue')))
  const nsOption = options && ts.isObjectLiteralExpression(options) ? optionNamespaces(options, tracer, env) : null
  return keys.flatMap((value) => {
    const colon = value.text.indexOf(':')
    const prefixed = colon > 0 && !SENTENCE.test(value.text.slice(0, colon))
    const key = prefixed ? value.text.slice(colon + 1) : value.text
    const targets = prefixed ? [value.text.slice(0, colon)] : (nsOption ?? [...namespaces])
    return targets.map((namespace) => ({ namespace, key, exact: value.exact, hasDefault }))
  })
}

function combinations(points: [string, string[]][]): Map<string, string>[] {
  let all: Map<string, string>[] = [new Map()]
  for (const [node, values] of points) {
    all = all.flatMap((a) => values.map((v) => new Map(a).set(node, v)))
    if (all.length > MAX_COMBINATIONS) break
  }
  return all
}

/** The call's enclosing function bound as at each of its call sites, so a helper's key and `t` stay paired. */
function contextsOf(node: ts.Node, tracer: Tracer): Env[] {
  for (let up = node.parent; up; up = up.parent) {
    if (ts.isFunctionLike(up) && up.parameters.length) {
      const contexts = tracer.contexts(up)
      if (contexts.length) return contexts
    }
  }
  return [new Map()]
}

/**
 * A call of a variable or parameter (not of a declared function), or of a property named `t` (`i18n.t`): worth a
 * type lookup. Other methods are skipped: their symbols need their objects' types, which is most of the scan's time.
 */
function holdsFunctionValue(callee: ts.Expression, tracer: Tracer): boolean {
  while (ts.isParenthesizedExpression(callee) || ts.isAsExpression(callee) || ts.isNonNullExpression(callee))
    callee = callee.expression
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text === 't'
  if (!ts.isIdentifier(callee)) return false
  const decl = tracer.symbolOf(callee)?.declarations?.[0]
  if (!decl) return false
  if (ts.isVariableDeclaration(decl)) return !decl.initializer || !ts.isFunctionLike(decl.initializer)
  return ts.isParameter(decl) || ts.isBindingElement(decl) || ts.isPropertySignature(decl)
}

/** The type of `t` (i18next's TFunction), or a union holding it (as `T` in app/utils/names.ts). */
function isTFunction(type: ts.Type): boolean {
  if ((type.aliasSymbol ?? type.getSymbol())?.name === 'TFunction') return true
  return type.isUnion() && type.types.some(isTFunction)
}

function isTranslator(origin: Origin): boolean {
  if (!ts.isCallExpression(origin.node)) return false
  return origin.member === 't' || (origin.member === undefined && calleeName(origin.node) === 'getFixedT')
}

/** `useTranslation(ns)` looks in ns (its first, if a list), `getFixedT(lng, ns)` likewise; neither: `common`. */
function namespacesOf(source: Origin, tracer: Tracer): string[] | null {
  const call = source.node as ts.CallExpression
  const arg = source.member === 't' ? call.arguments[0] : call.arguments[1]
  return namespaceValues(arg, tracer, source.env)
}

function namespaceValues(arg: ts.Expression | undefined, tracer: Tracer, env: Env): string[] | null {
  if (!arg || arg.kind === ts.SyntaxKind.NullKeyword || arg.kind === ts.SyntaxKind.UndefinedKeyword)
    return [DEFAULT_NAMESPACE]
  const origins = tracer.resolve(arg, env)
  const first = origins?.map((o) =>
    ts.isArrayLiteralExpression(o.node) ? { node: o.node.elements[0], env: o.env } : o,
  )
  if (!first) return null
  const values = first.flatMap((o) => stringValues(o.node, o.env, tracer))
  return values.every((v) => v.exact) ? values.map((v) => v.text) : null
}

function optionNamespaces(options: ts.ObjectLiteralExpression, tracer: Tracer, env: Env): string[] | null {
  const ns = options.properties.find((p) => p.name?.getText() === 'ns')
  return ns && ts.isPropertyAssignment(ns) ? namespaceValues(ns.initializer, tracer, env) : null
}

/** Every string an expression can be, as far as the source fixes it (an inexact value is a known start). */
function stringValues(node: ts.Node, env: Env, tracer: Tracer): Value[] {
  const origins = tracer.resolve(node, env)
  if (!origins) return typeValues(node, tracer)
  return dedupe(origins.flatMap((o) => terminalValues(o, tracer)))
}

function terminalValues({ node, env }: Origin, tracer: Tracer): Value[] {
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return [{ text: node.text, exact: true }]
  if (ts.isTemplateExpression(node)) {
    let values: Value[] = [{ text: node.head.text, exact: true }]
    for (const span of node.templateSpans) {
      values = concat(values, stringValues(span.expression, env, tracer))
      values = concat(values, [{ text: span.literal.text, exact: true }])
    }
    return values
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken)
    return concat(stringValues(node.left, env, tracer), stringValues(node.right, env, tracer))
  return typeValues(node, tracer)
}

/** A value the source does not fix may still have a literal type (`'sat' | 'matura'`). */
function typeValues(node: ts.Node, tracer: Tracer): Value[] {
  if (node.pos < 0) return [{ text: '', exact: false }]
  const type = tracer.checker.getTypeAtLocation(node)
  const parts = type.isUnion() ? type.types : [type]
  if (parts.every((p) => p.isStringLiteral() || p.isNumberLiteral()))
    return parts.map((p) => ({ text: String((p as ts.LiteralType).value), exact: true }))
  return [{ text: '', exact: false }]
}

function concat(left: Value[], right: Value[]): Value[] {
  if (left.length * right.length > MAX_VALUES) right = [{ text: '', exact: false }]
  return dedupe(left.flatMap((l) => (l.exact ? right.map((r) => ({ text: l.text + r.text, exact: r.exact })) : [l])))
}

function dedupe(values: Value[]): Value[] {
  const seen = new Map(values.map((v) => [`${v.exact}:${v.text}`, v]))
  return [...seen.values()]
}
