/**
 * Conditions the source decides once its values are known (`exam === 'sat'`, `key.startsWith('no')`,
 * `has('percent')` over a constant list): true, false, or undefined when the values are not fixed. With these the
 * key scan follows only the branch a condition takes, and skips a call its guard never lets run.
 */
import ts from 'typescript'
import type { Env, Resolver } from './nodes.ts'

type Tri = boolean | undefined

const STRING_TESTS: Record<string, (value: string, arg: string) => boolean> = {
  startsWith: (value, arg) => value.startsWith(arg),
  endsWith: (value, arg) => value.endsWith(arg),
  includes: (value, arg) => value.includes(arg),
}

export function fold(tracer: Resolver, node: ts.Node, env: Env, depth = 0): Tri {
  if (depth > 20) return undefined
  const again = (n: ts.Node, e: Env = env) => fold(tracer, n, e, depth + 1)
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isNonNullExpression(node))
    return again(node.expression)
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.ExclamationToken) {
    const inner = again(node.operand)
    return inner === undefined ? undefined : !inner
  }
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return and(again(node.left), again(node.right))
    if (op === ts.SyntaxKind.BarBarToken) return or(again(node.left), again(node.right))
    const equal = [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.EqualsEqualsToken].includes(op)
    if (equal || [ts.SyntaxKind.ExclamationEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsToken].includes(op)) {
      const left = literal(tracer, node.left, env)
      const right = literal(tracer, node.right, env)
      if (left === undefined || right === undefined) return undefined
      return (left === right) === equal
    }
    return undefined
  }
  if (ts.isCallExpression(node)) {
    const callee = node.expression
    const test = ts.isPropertyAccessExpression(callee) ? STRING_TESTS[callee.name.text] : undefined
    const arg = node.arguments[0] && literal(tracer, node.arguments[0], env)
    if (test && arg !== undefined && ts.isPropertyAccessExpression(callee)) {
      const objects = tracer.resolve(callee.expression, env)
      if (objects?.length !== 1) return undefined
      const object = objects[0].node
      if (ts.isStringLiteralLike(object)) return test(object.text, arg)
      if (ts.isArrayLiteralExpression(object) && callee.name.text === 'includes') {
        const items = object.elements.map((e) => literal(tracer, e, objects[0].env))
        return items.every((i) => i !== undefined) ? items.includes(arg) : undefined
      }
      return undefined
    }
    // A helper returning a condition (`has('chat')`): its returned expressions, folded with its arguments bound.
    const returned = tracer.returned(node, env)
    if (!returned?.length) return undefined
    const values = returned.map((r) => fold(tracer, r.node, r.env, depth + 1))
    return values.every((v) => v === values[0]) ? values[0] : undefined
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const origins = tracer.resolve(node, env)
    if (origins?.length !== 1) return undefined
    const [origin] = origins
    return origin.node === node ? undefined : again(origin.node, origin.env)
  }
  return undefined
}

/** The one string (or number) a value can be, if the source fixes it. */
export function literal(tracer: Resolver, node: ts.Node, env: Env): string | undefined {
  const origins = tracer.resolve(node, env)
  if (origins?.length !== 1) return undefined
  const only = origins[0].node
  return ts.isStringLiteralLike(only) || ts.isNumericLiteral(only) ? only.text : undefined
}

/** Whether the code around a node lets it run: each enclosing branch's condition, as far as it folds. */
export function reachable(tracer: Resolver, node: ts.Node, env: Env): boolean {
  for (let child = node, up = node.parent; up && !ts.isSourceFile(up); child = up, up = up.parent) {
    let taken: Tri
    if (ts.isConditionalExpression(up) && child !== up.condition) taken = fold(tracer, up.condition, env)
    else if (ts.isIfStatement(up) && child !== up.expression) taken = fold(tracer, up.expression, env)
    else if (ts.isBinaryExpression(up) && child === up.right) {
      const left = fold(tracer, up.left, env)
      if (up.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && left === false) return false
      if (up.operatorToken.kind === ts.SyntaxKind.BarBarToken && left === true) return false
      continue
    } else continue
    const inFirst = ts.isConditionalExpression(up)
      ? child === up.whenTrue
      : child === (up as ts.IfStatement).thenStatement
    if (taken !== undefined && taken !== inFirst) return false
  }
  return true
}

function and(a: Tri, b: Tri): Tri {
  if (a === false || b === false) return false
  return a === true && b === true ? true : undefined
}

function or(a: Tri, b: Tri): Tri {
  if (a === true || b === true) return true
  return a === false && b === false ? false : undefined
}
