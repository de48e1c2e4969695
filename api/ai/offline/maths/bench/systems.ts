import { createRequire } from 'node:module'
import { math } from '../expr.ts'
import { equationsOf, inInterval, realValues, translate, type CasAdapter } from './adapters.ts'

/** The JavaScript candidates loaded with require: nerdamer, Algebrite, and mathjs alone (the baseline). */

const require = createRequire(import.meta.url)

interface NerdamerExpression {
  evaluate(): NerdamerExpression
  text(format?: string): string
  toString(): string
}
type Nerdamer = ((e: string) => NerdamerExpression) & {
  solve(e: string, v: string): { toString(): string }
  solveEquations(e: string[]): [string, number][]
}
let nerdamer: Nerdamer
const nerdamerText = (s: string) =>
  translate(s, (name, a) =>
    name === 'log' && a.length === 2
      ? `(log(${a[0]})/log(${a[1]}))`
      : name === 'combinations'
        ? `(fact(${a[0]})/(fact(${a[1]})*fact((${a[0]})-(${a[1]}))))`
        : name === 'permutations'
          ? `(fact(${a[0]})/fact((${a[0]})-(${a[1]})))`
          : name === 'factorial'
            ? `fact(${a[0]})`
            : undefined,
  )
const list = (s: string) =>
  s
    .replace(/^\[|\]$/g, '')
    .split(',')
    .filter(Boolean)

export const nerdamerAdapter: CasAdapter = {
  name: 'nerdamer',
  packages: ['nerdamer'],
  load() {
    nerdamer = require('nerdamer') as Nerdamer
    require('nerdamer/Algebra')
    require('nerdamer/Calculus')
    require('nerdamer/Solve')
    return Promise.resolve()
  },
  run(p) {
    const e = p.expression && nerdamerText(p.expression)
    const n = (s: string) => Number(nerdamer(s).evaluate().text('decimals'))
    const eq = (q: string) => q.split('=').map(nerdamerText).join('=')
    switch (p.task) {
      case 'solve':
      case 'inequality':
        return inInterval(
          p,
          equationsOf(p).flatMap((q) => realValues(list(nerdamer.solve(eq(q), 'x').toString()))),
        )
      case 'system': {
        const s = Object.fromEntries(nerdamer.solveEquations(p.equations!.map(eq)))
        return [Number(s.x), Number(s.y)]
      }
      case 'simplify':
      case 'factor':
      case 'expand':
        return nerdamer(`${p.task}(${e})`).toString()
      case 'diff':
        return nerdamer(`diff(${e},x)`).toString()
      case 'integrate':
        return nerdamer(`integrate(${e},x)`).toString()
      case 'defint':
        return n(`defint(${e},${nerdamerText(p.from!)},${nerdamerText(p.to!)})`)
      case 'limit':
        return n(`limit(${e},x,${p.at === 'inf' ? 'Infinity' : p.at})`)
      case 'evaluate':
        return n(e!)
    }
  },
}

let algebrite: { run(s: string): string }
const algebriteText = (s: string) =>
  translate(s, (name, a) =>
    name === 'log' && a.length === 2
      ? `(log(${a[0]})/log(${a[1]}))`
      : name === 'combinations'
        ? `choose(${a.join(',')})`
        : name === 'permutations'
          ? `(factorial(${a[0]})/factorial((${a[0]})-(${a[1]})))`
          : name === 'symbol:e'
            ? 'exp(1)'
            : undefined,
  )
const fromAlgebrite = (s: string) => (/Stop|nil|\bd\(|integral/.test(s) ? undefined : s)

export const algebriteAdapter: CasAdapter = {
  name: 'algebrite',
  packages: ['algebrite', 'big-integer'],
  load() {
    algebrite = require('algebrite') as typeof algebrite
    return Promise.resolve()
  },
  run(p) {
    const e = p.expression && algebriteText(p.expression)
    const n = (s: string) => Number(algebrite.run(`float(${s})`))
    switch (p.task) {
      case 'solve':
      case 'inequality': {
        const out: string[] = []
        for (const q of equationsOf(p)) {
          const [l, r] = q.split('=').map(algebriteText)
          const roots = algebrite.run(`roots((${l})-(${r}))`)
          if (/Stop/.test(roots)) return undefined
          out.push(...list(roots))
        }
        return inInterval(p, realValues(out))
      }
      case 'simplify':
      case 'factor':
      case 'expand':
        return fromAlgebrite(algebrite.run(`${p.task}(${e})`))
      case 'diff':
        return fromAlgebrite(algebrite.run(`d(${e},x)`))
      case 'integrate':
        return fromAlgebrite(algebrite.run(`integral(${e},x)`))
      case 'defint':
        return n(`defint(${e},x,${algebriteText(p.from!)},${algebriteText(p.to!)})`)
      case 'evaluate':
        return n(e!)
      default:
        return undefined // no systems, no limits
    }
  },
}

export const mathjsAdapter: CasAdapter = {
  name: 'mathjs (baseline)',
  packages: ['mathjs'],
  load: () => Promise.resolve(),
  run(p) {
    switch (p.task) {
      case 'simplify':
      case 'expand':
        return math.simplify(p.expression!).toString()
      case 'diff':
        return math.derivative(p.expression!, 'x').toString()
      case 'evaluate':
        return Number(math.evaluate(p.expression!))
      default:
        return undefined
    }
  },
}
