import { create, all } from 'mathjs'
import { describe, expect, it } from 'vitest'
import { compileFunction } from './compile.ts'
import {
  DEFAULT_WINDOW,
  findIntersections,
  findRoots,
  pathFor,
  sample,
  showNumber,
  ticks,
  windowProblem,
  zoom,
} from './plot.ts'

const math = create(all, { number: 'number', precision: 14 })
const fnOf = (text: string) => {
  const r = compileFunction(math, text)
  if (!r || !r.ok) throw new Error(`not a function: ${text}`)
  return r.fn
}

describe('root finder', () => {
  it('finds the roots of x^2 - 3x + 2 as 1 and 2 exactly', () => {
    expect(findRoots(fnOf('x^2 - 3x + 2'), -10, 10)).toEqual([1, 2])
  })

  it('finds the zeros of sin x in [-7, 7] to 9 digits', () => {
    const roots = findRoots(Math.sin, -7, 7)
    expect(roots).toHaveLength(5)
    roots.forEach((r, i) => expect(r).toBeCloseTo((i - 2) * Math.PI, 9))
  })

  it('does not take a pole for a zero (1/x, tan x)', () => {
    expect(findRoots((x) => 1 / x, -5, 5)).toEqual([])
    const tan = findRoots(Math.tan, -2, 2)
    expect(tan).toEqual([0])
  })

  it('finds irrational roots (x^2 - 2) and skips where f has no value (sqrt(x) - 1, log(x))', () => {
    const r = findRoots(fnOf('x^2 - 2'), -10, 10)
    expect(r[0]).toBeCloseTo(-Math.SQRT2, 8)
    expect(r[1]).toBeCloseTo(Math.SQRT2, 8)
    expect(findRoots(fnOf('sqrt(x) - 1'), -10, 10)).toEqual([1])
    expect(findRoots(fnOf('log(x)'), -3, 3)).toEqual([1])
  })

  it('returns nothing for a function with no zero and finds where two graphs cross', () => {
    expect(findRoots((x) => x * x + 1, -10, 10)).toEqual([])
    const meets = findIntersections(fnOf('x^2'), fnOf('x + 2'), -10, 10)
    expect(meets).toEqual([
      { x: -1, y: 1 },
      { x: 2, y: 4 },
    ])
  })
})

describe('plotting path builder', () => {
  const w = { xMin: 0, xMax: 10, yMin: 0, yMax: 10 }

  it('maps the window onto the box with y pointing up', () => {
    const path = pathFor(
      sample((x) => x, 0, 10, 2),
      w,
      100,
      100,
    )
    expect(path).toBe('M0 100 L50 50 L100 0')
  })

  it('breaks the line where f has no value and at a pole, never joining across it', () => {
    const path = pathFor(
      [
        { x: 1, y: 1 },
        { x: 2, y: 2 },
        { x: 3, y: NaN },
        { x: 4, y: 4 },
        { x: 5, y: 5 },
        { x: 6, y: 1e9 },
        { x: 7, y: -1e9 },
        { x: 8, y: 5 },
      ],
      w,
      10,
      10,
    )
    expect(path.split(' ').filter((p) => p.startsWith('M'))).toHaveLength(3)
    expect(path).not.toMatch(/NaN|Infinity/)
    // Far-off values are clamped to a band around the box.
    expect(path).toContain('L6 -10')
    expect(path).toContain('M7 20')
  })

  it('draws nothing for a function without values', () => {
    expect(
      pathFor(
        sample(() => NaN, 0, 10, 20),
        w,
        100,
        100,
      ),
    ).toBe('')
  })
})

describe('window, ticks and input', () => {
  it('checks the window and zooms around its centre', () => {
    expect(windowProblem(DEFAULT_WINDOW)).toBeNull()
    expect(windowProblem({ ...DEFAULT_WINDOW, xMin: 20 })).toBe('order')
    expect(windowProblem({ ...DEFAULT_WINDOW, yMax: NaN })).toBe('notNumbers')
    expect(zoom(DEFAULT_WINDOW, 0.5)).toEqual({ xMin: -5, xMax: 5, yMin: -5, yMax: 5 })
    expect(zoom({ xMin: 0, xMax: 4, yMin: 0, yMax: 2 }, 2)).toEqual({ xMin: -2, xMax: 6, yMin: -1, yMax: 3 })
  })

  it('ticks at nice steps', () => {
    expect(ticks(-10, 10).values).toEqual([-10, -8, -6, -4, -2, 0, 2, 4, 6, 8, 10])
    expect(ticks(0, 1).step).toBeCloseTo(0.1)
  })

  it('reports bad input instead of throwing', () => {
    expect(compileFunction(math, '   ')).toBeNull()
    expect(compileFunction(math, 'x^2 +')).toMatchObject({ ok: false, error: 'syntax' })
    expect(compileFunction(math, 'a*x + 1')).toMatchObject({ ok: false, error: 'unknown', name: 'a' })
    expect(compileFunction(math, 'x = 3')).toMatchObject({ ok: false, error: 'syntax' })
    expect(compileFunction(math, 'y = 2x')).toMatchObject({ ok: true })
    expect(showNumber(1 / 3)).toBe('0.333333')
  })
})
