import type { BoxedExpression, ComputeEngine } from '@cortex-js/compute-engine'
import type { MathNode } from 'mathjs'
import { math } from '../expr.ts'
import { equationsOf, inInterval, type CasAdapter } from './adapters.ts'

/** The Cortex Compute Engine, fed MathJSON built from the problem's mathjs tree. */

type Json = number | string | readonly [string, ...Json[]]
let ce: ComputeEngine

const HEADS: Record<string, string> = { sin: 'Sin', cos: 'Cos', tan: 'Tan', sqrt: 'Sqrt', abs: 'Abs', exp: 'Exp' }
const OPS: Record<string, string> = { '+': 'Add', '-': 'Subtract', '*': 'Multiply', '/': 'Divide', '^': 'Power' }

function toJson(n: MathNode): Json {
  if (math.isConstantNode(n)) return Number(n.value)
  if (math.isSymbolNode(n)) return n.name === 'e' ? 'ExponentialE' : n.name === 'pi' ? 'Pi' : n.name
  if (math.isParenthesisNode(n)) return toJson(n.content)
  if (math.isOperatorNode(n)) {
    const args = n.args.map(toJson)
    if (args.length === 1) return n.op === '!' ? ['Factorial', args[0]] : n.op === '-' ? ['Negate', args[0]] : args[0]
    return [OPS[n.op], ...args]
  }
  if (!math.isFunctionNode(n)) throw new Error(`No MathJSON for a ${n.type}`)
  const args = n.args.map(toJson)
  const name = n.fn.name
  if (name === 'log') return args.length === 2 ? ['Log', args[0], args[1]] : ['Ln', args[0]]
  if (name === 'combinations') return ['Binomial', ...args]
  if (name === 'permutations') return ['Divide', ['Factorial', args[0]], ['Factorial', ['Subtract', args[0], args[1]]]]
  if (name === 'factorial') return ['Factorial', args[0]]
  return [HEADS[name] ?? name, ...args]
}
const parse = (s: string) => toJson(math.parse(s))

/** MathJSON back to mathjs syntax, for the numeric judge. */
function toText(j: BoxedExpression['json']): string {
  if (typeof j === 'number') return `(${j})`
  if (typeof j === 'string') return j === 'ExponentialE' ? 'e' : j === 'Pi' ? 'pi' : j
  if (!Array.isArray(j)) throw new Error('unread MathJSON object')
  const [head, ...rest] = j
  const a = rest.map(toText)
  const join = (op: string) => `(${a.join(op)})`
  switch (head) {
    case 'Add':
      return join('+')
    case 'Subtract':
      return join('-')
    case 'Multiply':
      return join('*')
    case 'Divide':
    case 'Rational':
      return join('/')
    case 'Power':
      return join('^')
    case 'Negate':
      return `(-${a[0]})`
    case 'Sqrt':
      return `sqrt(${a[0]})`
    case 'Ln':
      return `log(${a[0]})`
    case 'Log':
      return a.length === 2 ? `log(${a[0]},${a[1]})` : `log10(${a[0]})`
    case 'Sin':
    case 'Cos':
    case 'Tan':
    case 'Abs':
    case 'Exp':
      return `${head.toLowerCase()}(${a.join(',')})`
    default:
      throw new Error(`unread head ${head}`)
  }
}
const text = (b: BoxedExpression) => {
  try {
    return toText(b.json)
  } catch {
    return undefined
  }
}

export const computeEngineAdapter: CasAdapter = {
  name: '@cortex-js/compute-engine',
  packages: ['@cortex-js/compute-engine'],
  async load() {
    const { ComputeEngine } = await import('@cortex-js/compute-engine')
    ce = new ComputeEngine()
  },
  run(p) {
    const e = p.expression && parse(p.expression)
    switch (p.task) {
      case 'solve':
      case 'inequality': {
        const out: number[] = []
        for (const q of equationsOf(p)) {
          const [l, r] = q.split('=').map(parse)
          const roots = ce.box(['Equal', l, r]).solve('x')
          if (!roots) return undefined
          out.push(...roots.map((s) => s.N().re).filter(Number.isFinite))
        }
        return inInterval(p, out)
      }
      case 'simplify':
        return text(ce.box(e!).simplify())
      case 'factor':
        return text(ce.box(['Factor', e!]).evaluate())
      case 'expand':
        return text(ce.box(['Expand', e!]).evaluate())
      case 'diff':
        return text(ce.box(['D', e!, 'x']).evaluate())
      case 'integrate':
        return text(ce.box(['Integrate', e!, 'x']).evaluate())
      case 'defint':
        return ce.box(['Integrate', e!, ['Tuple', 'x', parse(p.from!), parse(p.to!)]]).N().re
      case 'limit':
        return ce.box(['Limit', ['Function', e!, 'x'], p.at === 'inf' ? 'PositiveInfinity' : parse(p.at!)]).N().re
      case 'evaluate':
        return ce.box(e!).N().re
      default:
        return undefined // no systems
    }
  },
}
