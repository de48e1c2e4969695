import type { MathNode } from 'mathjs'
import { math } from '../expr.ts'
import { equationsOf, inInterval, type CasAdapter } from './adapters.ts'

/** The Cortex Compute Engine, fed MathJSON built from the problem's mathjs tree. */

type Json = number | string | Json[]
interface Boxed {
  json: Json
  re: number
  N(): Boxed
  evaluate(): Boxed
  simplify(): Boxed
  solve(v: string): Boxed[] | null
}
let ce: { box(j: Json): Boxed }

const HEADS: Record<string, string> = { sin: 'Sin', cos: 'Cos', tan: 'Tan', sqrt: 'Sqrt', abs: 'Abs', exp: 'Exp' }
const OPS: Record<string, string> = { '+': 'Add', '-': 'Subtract', '*': 'Multiply', '/': 'Divide', '^': 'Power' }

function toJson(n: MathNode): Json {
  const m = n as unknown as {
    fn?: { name: string }
    args?: MathNode[]
    op?: string
    name?: string
    value?: number
    content?: MathNode
  }
  if (n.type === 'ConstantNode') return m.value!
  if (n.type === 'SymbolNode') return m.name === 'e' ? 'ExponentialE' : m.name === 'pi' ? 'Pi' : m.name!
  if (n.type === 'ParenthesisNode') return toJson(m.content!)
  const args = m.args!.map(toJson)
  if (n.type === 'OperatorNode') {
    if (args.length === 1) return m.op === '!' ? ['Factorial', args[0]] : m.op === '-' ? ['Negate', args[0]] : args[0]
    return [OPS[m.op!], ...args]
  }
  const name = m.fn!.name
  if (name === 'log') return args.length === 2 ? ['Log', args[0], args[1]] : ['Ln', args[0]]
  if (name === 'combinations') return ['Binomial', ...args]
  if (name === 'permutations') return ['Divide', ['Factorial', args[0]], ['Factorial', ['Subtract', args[0], args[1]]]]
  if (name === 'factorial') return ['Factorial', args[0]]
  return [HEADS[name] ?? name, ...args]
}
const parse = (s: string) => toJson(math.parse(s))

/** MathJSON back to mathjs syntax, for the numeric judge. */
function toText(j: Json): string {
  if (typeof j === 'number') return `(${j})`
  if (typeof j === 'string') return j === 'ExponentialE' ? 'e' : j === 'Pi' ? 'pi' : j
  const [head, ...rest] = j as [string, ...Json[]]
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
const text = (b: Boxed) => {
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
    ce = new ComputeEngine() as unknown as typeof ce
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
