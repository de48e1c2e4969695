/**
 * Where a value in the app's source can come from, as far as the source says it statically: a small abstract
 * interpreter over the TypeScript compiler's symbols. It follows constants, destructuring (`const { t } = …`,
 * `const [a, t] = await Promise.all([…])`), object literals (`FLOW_TEXTS[flow].prefix`), calls into functions that
 * return a value (with their arguments bound), and parameters back to every call site (calls and JSX props).
 * What it cannot follow (user input, loop variables, library results) is "unknown" (null).
 */
import ts from 'typescript'
import { fold, literal } from './fold.ts'
import { callSites, calleeName, functionSymbol, isNothing, returnsOf, union, type Env, type Origin } from './nodes.ts'

export type { Env, Origin }

const MAX_DEPTH = 40
const MAX_CHOICES = 12
const HOOKS = new Set(['useTranslation'])

export class Tracer {
  private readonly callers: Map<ts.Symbol, ts.Node[]>
  private readonly contextCache = new Map<ts.Node, Env[]>()
  /** The value taken at each choice point in the current evaluation, and the choice points met (with their values). */
  assignment = new Map<string, string>()
  readonly points = new Map<string, string[]>()

  constructor(
    readonly checker: ts.TypeChecker,
    files: readonly ts.SourceFile[],
  ) {
    this.callers = callSites(files, (node) => this.symbolOf(node))
  }

  symbolOf(node: ts.Node): ts.Symbol | undefined {
    const symbol = this.checker.getSymbolAtLocation(node)
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? this.checker.getAliasedSymbol(symbol) : symbol
  }

  /** The expressions a value may come from (null: unknown). Conditionals give both branches. */
  resolve(node: ts.Node, env: Env = new Map(), depth = 0): Origin[] | null {
    if (depth > MAX_DEPTH) return null
    const next = (n: ts.Node, e: Env = env) => this.resolve(n, e, depth + 1)
    if (
      ts.isParenthesizedExpression(node) ||
      ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isNonNullExpression(node) ||
      ts.isAwaitExpression(node) ||
      ts.isTypeAssertionExpression(node)
    )
      return next(node.expression)
    if (ts.isConditionalExpression(node)) {
      const taken = fold(this, node.condition, env)
      if (taken !== undefined) return next(taken ? node.whenTrue : node.whenFalse)
      return union([next(node.whenTrue), next(node.whenFalse)])
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.BarBarToken].includes(node.operatorToken.kind)
    ) {
      const left = next(node.left)
      const defined = left?.filter((o) => !isNothing(o.node))
      if (defined && defined.length === left!.length) return left
      return union([defined ?? null, next(node.right)])
    }
    if (ts.isIdentifier(node)) return this.identifier(node, env, depth) ?? this.choose(node)
    if (ts.isPropertyAccessExpression(node))
      return this.member(node.expression, node.name.text, env, depth) ?? this.choose(node)
    if (ts.isElementAccessExpression(node)) {
      const name = literal(this, node.argumentExpression, env)
      return this.member(node.expression, name, env, depth) ?? this.choose(node)
    }
    if (ts.isCallExpression(node)) return this.call(node, env, depth) ?? this.choose(node)
    return [{ node, env }]
  }

  private identifier(node: ts.Identifier, env: Env, depth: number): Origin[] | null {
    const symbol = this.symbolOf(node)
    if (!symbol) return null
    const decl = symbol.valueDeclaration ?? symbol.declarations?.[0]
    if (!decl) return null
    return this.declaration(decl, env, depth)
  }

  private declaration(decl: ts.Node, env: Env, depth: number): Origin[] | null {
    if (ts.isVariableDeclaration(decl)) {
      const constant = (ts.getCombinedNodeFlags(decl) & ts.NodeFlags.Const) !== 0
      return constant && decl.initializer ? this.resolve(decl.initializer, env, depth + 1) : null
    }
    if (ts.isParameter(decl)) return this.parameter(decl, undefined, env, depth)
    if (ts.isBindingElement(decl)) {
      const pattern = decl.parent
      const holder = pattern.parent
      const key = ts.isObjectBindingPattern(pattern)
        ? (decl.propertyName ?? decl.name).getText()
        : String(pattern.elements.indexOf(decl))
      if (ts.isParameter(holder)) return this.parameter(holder, key, env, depth)
      if (ts.isVariableDeclaration(holder) && holder.initializer)
        return this.member(holder.initializer, key, env, depth)
      return null
    }
    if (ts.isFunctionDeclaration(decl)) return [{ node: decl, env }]
    return null
  }

  /** A parameter (or one property of it): its bound value when inlining, else the argument at every call site. */
  private parameter(param: ts.ParameterDeclaration, key: string | undefined, env: Env, depth: number) {
    const contexts = env.has(param) ? [env] : this.contexts(param.parent)
    // Bindings hold the arguments as written; they are resolved only when a value is asked for.
    const args = contexts.length ? union(contexts.map((e) => e.get(param)!)) : null
    const bound = args && union(args.map((a) => this.resolve(a.node, a.env, depth + 1)))
    return key === undefined ? bound : this.members(bound, key, depth)
  }

  /** The parameters of a function as each call site binds them (none: the function is not called in the source). */
  contexts(fn: ts.SignatureDeclaration): Env[] {
    const cached = this.contextCache.get(fn)
    if (cached) return cached
    const owner = functionSymbol(fn, (n) => this.symbolOf(n))
    const sites = owner ? (this.callers.get(owner) ?? []) : []
    const contexts = sites.map((site) => {
      const env = new Map<ts.Node, Origin[] | null>()
      fn.parameters.forEach((param, i) => {
        if (!ts.isCallExpression(site)) {
          const attributes = (site as ts.JsxOpeningLikeElement).attributes
          env.set(param, i === 0 ? [{ node: attributes, env: new Map() }] : null)
        } else env.set(param, site.arguments[i] ? [{ node: site.arguments[i], env: new Map() }] : null)
      })
      return env
    })
    this.contextCache.set(fn, contexts)
    return contexts
  }

  /** `object.key` (key undefined: any property, as `RECORD[variable]`). */
  member(object: ts.Node, key: string | undefined, env: Env, depth: number): Origin[] | null {
    return this.members(this.resolve(object, env, depth + 1), key, depth)
  }

  private members(objects: Origin[] | null, key: string | undefined, depth: number): Origin[] | null {
    if (!objects) return null
    return union(
      objects.map(({ node, env, member }): Origin[] | null => {
        if (member === undefined && ts.isCallExpression(node) && HOOKS.has(calleeName(node)) && key)
          return [{ node, env, member: key }]
        if (ts.isObjectLiteralExpression(node)) {
          const props = node.properties.filter((p) => key === undefined || p.name?.getText() === key)
          if (key !== undefined && !props.length && node.properties.every((p) => p.name))
            return [{ node: ts.factory.createVoidZero(), env }]
          if (!props.length || props.length !== (key === undefined ? node.properties.length : 1)) return null
          return union(props.map((p) => this.property(p, env, depth)))
        }
        if (ts.isJsxAttributes(node) && key !== undefined) return this.attribute(node, key, depth)
        if (ts.isArrayLiteralExpression(node)) {
          if (key === undefined) return union(node.elements.map((e) => this.resolve(e, env, depth + 1)))
          const element = node.elements[Number(key)]
          return element ? this.resolve(element, env, depth + 1) : null
        }
        // Promise.all([a, b]): the array's elements.
        if (ts.isCallExpression(node) && node.expression.getText() === 'Promise.all' && node.arguments[0])
          return this.member(node.arguments[0], key, env, depth)
        return null
      }),
    )
  }

  private attribute(attributes: ts.JsxAttributes, name: string, depth: number): Origin[] | null {
    for (const prop of attributes.properties) {
      if (ts.isJsxSpreadAttribute(prop)) return null
      if (prop.name.getText() !== name) continue
      const init = prop.initializer
      if (!init) return null
      if (ts.isJsxExpression(init)) return init.expression ? this.resolve(init.expression, new Map(), depth + 1) : null
      return [{ node: init, env: new Map() }]
    }
    return null
  }

  private property(p: ts.ObjectLiteralElementLike, env: Env, depth: number): Origin[] | null {
    if (ts.isPropertyAssignment(p)) return this.resolve(p.initializer, env, depth + 1)
    if (ts.isShorthandPropertyAssignment(p)) {
      const symbol = this.checker.getShorthandAssignmentValueSymbol(p)
      const decl = symbol?.valueDeclaration ?? symbol?.declarations?.[0]
      return decl ? this.declaration(decl, env, depth + 1) : null
    }
    if (ts.isMethodDeclaration(p)) return [{ node: p, env }]
    return null
  }

  /** A call of a function whose body returns a value: the returned expressions, its parameters bound. */
  private call(node: ts.CallExpression, env: Env, depth: number): Origin[] | null {
    if (HOOKS.has(calleeName(node)) || calleeName(node) === 'getFixedT' || node.expression.getText() === 'Promise.all')
      return [{ node, env }]
    const returned = this.returned(node, env, depth)
    return returned && union(returned.map((r) => this.resolve(r.node, r.env, depth + 1)))
  }

  /** The expressions the called function returns, as written, with its parameters bound to the call's arguments. */
  returned(node: ts.CallExpression, env: Env, depth = 0): Origin[] | null {
    const fns = this.resolve(node.expression, env, depth + 1)
    if (!fns) return null
    return union(
      fns.map(({ node: fn, env: fnEnv }) => {
        if (!ts.isFunctionLike(fn) || !('body' in fn) || !fn.body) return null
        const bound = new Map<ts.Node, Origin[] | null>(fnEnv)
        fn.parameters.forEach((param, i) => {
          const arg = node.arguments[i]
          bound.set(param, arg ? [{ node: arg, env }] : null)
        })
        const body = fn.body as ts.Node
        if (!ts.isBlock(body)) return [{ node: body, env: bound }]
        return union(returnsOf(body).map((r) => (r.expression ? [{ node: r.expression, env: bound }] : null)))
      }),
    )
  }

  /**
   * A value the source leaves open but whose type is a few literals (`flow: 'sat' | 'nmt' | …`) is a choice point:
   * the scan evaluates a call once per choice, so a key and the condition that guards it agree on the same value.
   */
  private choose(node: ts.Node): Origin[] | null {
    const point = this.pointOf(node)
    const chosen = point && this.assignment.get(point)
    if (chosen !== undefined && chosen !== null)
      return [{ node: ts.factory.createStringLiteral(chosen), env: new Map() }]
    const type = this.checker.getTypeAtLocation(node)
    const parts = type.isUnion() ? type.types : [type]
    if (point && parts.length > 1 && parts.length <= MAX_CHOICES && parts.every((p) => p.isStringLiteral()))
      this.points.set(
        point,
        parts.map((p) => String((p as ts.StringLiteralType).value)),
      )
    return null
  }

  /** The same variable (or property path of one) is one choice point wherever it is written. */
  private pointOf(node: ts.Node): string | undefined {
    if (ts.isIdentifier(node)) {
      const decl = this.symbolOf(node)?.declarations?.[0]
      return decl && `${decl.getSourceFile().fileName}:${decl.pos}`
    }
    if (ts.isPropertyAccessExpression(node)) {
      const root = this.pointOf(node.expression)
      return root && `${root}.${node.name.text}`
    }
    return undefined
  }
}
