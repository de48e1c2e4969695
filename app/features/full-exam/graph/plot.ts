/**
 * The graphing calculator's arithmetic, free of React and of mathjs: sampling a function over the window, the SVG
 * path of its graph, the axis ticks, and its roots and intersections found numerically (sign changes between
 * samples, then bisection). The roots are what a screen reader gets in place of the picture.
 */

export type Fn = (x: number) => number

export interface PlotWindow {
  xMin: number
  xMax: number
  yMin: number
  yMax: number
}

export const DEFAULT_WINDOW: PlotWindow = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 }

/** The widest window a student may set (beyond it the samples are too coarse to mean anything). */
export const WINDOW_LIMIT = 1e6

/** Why a window can't be used, or null when it can. */
export function windowProblem(w: PlotWindow): 'notNumbers' | 'order' | 'tooLarge' | null {
  const values = [w.xMin, w.xMax, w.yMin, w.yMax]
  if (!values.every(Number.isFinite)) return 'notNumbers'
  if (!(w.xMin < w.xMax) || !(w.yMin < w.yMax)) return 'order'
  if (values.some((n) => Math.abs(n) > WINDOW_LIMIT) || w.xMax - w.xMin < 1e-6 || w.yMax - w.yMin < 1e-6)
    return 'tooLarge'
  return null
}

/** The window scaled around its centre: factor < 1 zooms in, > 1 zooms out. */
export function zoom(w: PlotWindow, factor: number): PlotWindow {
  const cx = (w.xMin + w.xMax) / 2
  const cy = (w.yMin + w.yMax) / 2
  const hx = ((w.xMax - w.xMin) / 2) * factor
  const hy = ((w.yMax - w.yMin) / 2) * factor
  const next = { xMin: cx - hx, xMax: cx + hx, yMin: cy - hy, yMax: cy + hy }
  return windowProblem(next) ? w : next
}

/** f(x), or NaN when f throws or gives no real number. */
export function safe(f: Fn, x: number): number {
  try {
    const y = f(x)
    return typeof y === 'number' && Number.isFinite(y) ? y : NaN
  } catch {
    return NaN
  }
}

/** n + 1 evenly spaced samples over [xMin, xMax] (the last one exactly at xMax). */
export function sample(f: Fn, xMin: number, xMax: number, n: number): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = []
  for (let i = 0; i <= n; i++) {
    const x = i === n ? xMax : xMin + ((xMax - xMin) * i) / n
    points.push({ x, y: safe(f, x) })
  }
  return points
}

const fmt = (n: number) => String(Math.round(n * 100) / 100)

/**
 * The SVG path ("M x y L x y …") of the samples in a width × height box. The line breaks where the function has
 * no value and where it leaves the window on one side and comes back from the other in one step (a pole, as in
 * tan x or 1/x), so no false vertical line is drawn. Coordinates are clamped to a band around the box.
 */
export function pathFor(points: { x: number; y: number }[], w: PlotWindow, width: number, height: number): string {
  const px = (x: number) => ((x - w.xMin) / (w.xMax - w.xMin)) * width
  const py = (y: number) => height - ((y - w.yMin) / (w.yMax - w.yMin)) * height
  const side = (y: number) => (y > w.yMax ? 1 : y < w.yMin ? -1 : 0)
  const parts: string[] = []
  let previous: { y: number } | null = null
  for (const p of points) {
    if (!Number.isFinite(p.y)) {
      previous = null
      continue
    }
    const jump = previous !== null && side(previous.y) * side(p.y) === -1
    const command = previous === null || jump ? 'M' : 'L'
    const y = Math.min(2 * height, Math.max(-height, py(p.y)))
    parts.push(`${command}${fmt(px(p.x))} ${fmt(y)}`)
    previous = p
  }
  // A lone "M" draws nothing; drop moves that no line follows.
  return parts.filter((part, i) => part[0] === 'L' || parts[i + 1]?.[0] === 'L').join(' ')
}

/** Tick positions at a "nice" step (1, 2 or 5 × 10^k) giving about `target` ticks over [min, max]. */
export function ticks(min: number, max: number, target = 10): { step: number; values: number[] } {
  const raw = (max - min) / target
  const power = 10 ** Math.floor(Math.log10(raw))
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? 10 * power
  const values: number[] = []
  for (let v = Math.ceil(min / step) * step; v <= max + step * 1e-9; v += step) {
    values.push(Math.abs(v) < step * 1e-9 ? 0 : Number(v.toPrecision(12)))
  }
  return { step, values }
}

/** Bisection between a and b where f changes sign; the midpoint after the interval stops shrinking. */
function bisect(f: Fn, a: number, b: number, fa: number): number {
  let lo = a
  let hi = b
  let flo = fa
  for (let i = 0; i < 200; i++) {
    const mid = (lo + hi) / 2
    if (mid === lo || mid === hi) break
    const fm = safe(f, mid)
    if (fm === 0) return mid
    if (!Number.isFinite(fm)) return NaN
    if (Math.sign(fm) === Math.sign(flo)) {
      lo = mid
      flo = fm
    } else hi = mid
  }
  return (lo + hi) / 2
}

/** Rounds away the last digits bisection leaves (1.0000000000000002 → 1). */
export const tidy = (x: number, span: number) => {
  const digits = Math.max(0, 10 - Math.floor(Math.log10(Math.max(span, 1e-12))))
  const r = Number(x.toFixed(Math.min(15, digits)))
  return Object.is(r, -0) ? 0 : r
}

/**
 * The zeros of f in [xMin, xMax]: samples where f is exactly 0, and sign changes between neighbouring samples
 * narrowed by bisection. A sign change across a pole (1/x at 0, tan x at π/2) is not a zero: it is dropped when f
 * is not small at the point bisection ends on. Zeros where f only touches 0 between samples are not found.
 */
export function findRoots(f: Fn, xMin: number, xMax: number, n = 1000, limit = 50): number[] {
  const points = sample(f, xMin, xMax, n)
  const span = xMax - xMin
  const roots: number[] = []
  const add = (x: number) => {
    if (!Number.isFinite(x)) return
    const r = tidy(x, span)
    if (!roots.some((q) => Math.abs(q - r) <= span * 1e-9)) roots.push(r)
  }
  for (let i = 0; i < points.length && roots.length < limit; i++) {
    const a = points[i]
    if (a.y === 0) {
      add(a.x)
      continue
    }
    const b = points[i + 1]
    if (!b || !Number.isFinite(a.y) || !Number.isFinite(b.y) || b.y === 0) continue
    if (Math.sign(a.y) === Math.sign(b.y)) continue
    const x = bisect(f, a.x, b.x, a.y)
    const fx = safe(f, x)
    const scale = Math.max(1, Math.abs(a.y), Math.abs(b.y))
    if (Number.isFinite(fx) && Math.abs(fx) <= 1e-6 * scale) add(x)
  }
  return roots.sort((p, q) => p - q)
}

/** Where the graphs of f and g cross in [xMin, xMax]: the zeros of f − g, with the height there. */
export function findIntersections(f: Fn, g: Fn, xMin: number, xMax: number): { x: number; y: number }[] {
  return findRoots((x) => f(x) - g(x), xMin, xMax)
    .map((x) => ({ x, y: safe(f, x) }))
    .filter((p) => Number.isFinite(p.y))
}

/** A number as the graph's texts show it: up to 6 significant digits, no exponent for everyday sizes. */
export function showNumber(n: number): string {
  if (!Number.isFinite(n)) return '—'
  if (n === 0) return '0'
  const abs = Math.abs(n)
  if (abs >= 1e-4 && abs < 1e7) return String(Number(n.toPrecision(6)))
  return n.toExponential(4)
}
