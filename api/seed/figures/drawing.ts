/**
 * A small drawing kit for the bank's figures (decision 107): shapes are placed in the item's own coordinates (y up,
 * lengths as the stem gives them), so a figure is drawn to scale from the same numbers the item states. `svg()`
 * fits the drawing into a viewBox and writes the allow-listed subset of domain/figure-svg.ts: strokes and text in
 * `currentColor`, shading by `fill-opacity`.
 */

export type Point = readonly [number, number]

type Shape =
  | { kind: 'path'; points: Point[]; closed: boolean; dashed: boolean; fillOpacity: number }
  | { kind: 'circle'; c: Point; r: number; dashed: boolean }
  | { kind: 'dot'; p: Point }
  | { kind: 'label'; p: Point; text: string; dx: number; dy: number; anchor: 'start' | 'middle' | 'end' }
  | { kind: 'pixels'; at: Point; points: [number, number][]; closed: boolean; filled: boolean }

const FONT = 13
const MARGIN = 22
const round = (n: number) => String(Math.round(n * 10) / 10)
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const add = (p: Point, q: Point): Point => [p[0] + q[0], p[1] + q[1]]
export const sub = (p: Point, q: Point): Point => [p[0] - q[0], p[1] - q[1]]
export const scale = (p: Point, k: number): Point => [p[0] * k, p[1] * k]
export const mid = (p: Point, q: Point): Point => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2]
export const len = (p: Point) => Math.hypot(p[0], p[1])
export const unit = (p: Point): Point => scale(p, 1 / len(p))
export const polar = (r: number, degrees: number): Point => [
  r * Math.cos((degrees * Math.PI) / 180),
  r * Math.sin((degrees * Math.PI) / 180),
]

export class Drawing {
  private shapes: Shape[] = []
  /** The drawing's shapes (in the item's units) are scaled to fit this many pixels across and down; text keeps
   * its size, so every figure reads the same at the same width. */
  constructor(private readonly fit: { width: number; height: number } = { width: 300, height: 240 }) {}

  line(p: Point, q: Point, opts: { dashed?: boolean } = {}) {
    return this.path([p, q], { dashed: opts.dashed })
  }

  path(points: Point[], opts: { closed?: boolean; dashed?: boolean; fillOpacity?: number } = {}) {
    this.shapes.push({
      kind: 'path',
      points,
      closed: opts.closed ?? false,
      dashed: opts.dashed ?? false,
      fillOpacity: opts.fillOpacity ?? 0,
    })
    return this
  }

  polygon(points: Point[], opts: { dashed?: boolean; fillOpacity?: number } = {}) {
    return this.path(points, { ...opts, closed: true })
  }

  circle(c: Point, r: number, opts: { dashed?: boolean } = {}) {
    this.shapes.push({ kind: 'circle', c, r, dashed: opts.dashed ?? false })
    return this
  }

  /** An ellipse (a solid's base seen at a slant) as a polyline; `from`–`to` in degrees draws part of it. */
  ellipse(c: Point, rx: number, ry: number, opts: { dashed?: boolean; from?: number; to?: number } = {}) {
    const from = opts.from ?? 0
    const to = opts.to ?? 360
    const points: Point[] = []
    for (let a = from; a <= to + 1e-9; a += 5) points.push(add(c, [rx * cosd(a), ry * sind(a)]))
    return this.path(points, { dashed: opts.dashed, closed: from === 0 && to === 360 })
  }

  dot(p: Point) {
    this.shapes.push({ kind: 'dot', p })
    return this
  }

  /** Text at a point, moved `dx`, `dy` pixels (y down, as on screen). */
  label(p: Point, text: string, dx = 0, dy = 0, anchor: 'start' | 'middle' | 'end' = 'middle') {
    this.shapes.push({ kind: 'label', p, text, dx, dy, anchor })
    return this
  }

  /** A label beside a segment's middle, on the side away from `away` (the figure's inside). */
  side(p: Point, q: Point, text: string, away: Point, gap = 12) {
    const m = mid(p, q)
    const d = sub(q, p)
    let n: Point = unit([-d[1], d[0]])
    if (len(sub(add(m, n), away)) < len(sub(m, away))) n = scale(n, -1)
    return this.label(m, text, n[0] * gap, -n[1] * gap + FONT / 3)
  }

  /** A vertex's name outside the figure, away from `centre`. */
  vertex(p: Point, name: string, centre: Point, gap = 11) {
    const n = unit(sub(p, centre))
    return this.label(p, name, n[0] * gap, -n[1] * gap + FONT / 3)
  }

  /** The right-angle mark at `at` between the rays to `p` and `q`. */
  rightAngle(at: Point, p: Point, q: Point, px = 9) {
    const u = scale(unit(sub(p, at)), px)
    const v = scale(unit(sub(q, at)), px)
    this.shapes.push({
      kind: 'pixels',
      at,
      points: [
        [u[0], u[1]],
        [u[0] + v[0], u[1] + v[1]],
        [v[0], v[1]],
      ],
      closed: false,
      filled: false,
    })
    return this
  }

  /** An angle's arc at `at` from the ray to `p` to the ray to `q` (the smaller turn), with an optional label. */
  angle(at: Point, p: Point, q: Point, text = '', px = 16) {
    const a = Math.atan2(p[1] - at[1], p[0] - at[0])
    let b = Math.atan2(q[1] - at[1], q[0] - at[0])
    while (b - a > Math.PI) b -= 2 * Math.PI
    while (a - b > Math.PI) b += 2 * Math.PI
    const points: [number, number][] = []
    for (let i = 0; i <= 12; i++) {
      const t = a + ((b - a) * i) / 12
      points.push([px * Math.cos(t), px * Math.sin(t)])
    }
    this.shapes.push({ kind: 'pixels', at, points, closed: false, filled: false })
    if (text) {
      const m = (a + b) / 2
      // Longer labels ("(3x + 10)°") sit further out, clear of the sides.
      const r = px + 8 + text.length * 3.5
      this.label(at, text, r * Math.cos(m), -r * Math.sin(m) + FONT / 3)
    }
    return this
  }

  /** An arrowhead at `tip` pointing along `from` → `tip` (axes). */
  arrow(from: Point, tip: Point) {
    const d = unit(sub(tip, from))
    const n: Point = [-d[1], d[0]]
    const back = scale(d, -8)
    this.shapes.push({
      kind: 'pixels',
      at: tip,
      points: [
        [0, 0],
        [back[0] + n[0] * 3.5, back[1] + n[1] * 3.5],
        [back[0] - n[0] * 3.5, back[1] - n[1] * 3.5],
      ],
      closed: true,
      filled: true,
    })
    return this
  }

  /** A faint line (a coordinate grid). */
  faintLine(p: Point, q: Point) {
    this.shapes.push(faint(p, q))
    return this
  }

  /** Pixels per unit: the shapes' extent (without text and marks) fitted into `fit`. */
  private scale(): number {
    const pts = this.shapes.flatMap((s): Point[] =>
      s.kind === 'path' ? s.points : s.kind === 'circle' ? [add(s.c, [-s.r, -s.r]), add(s.c, [s.r, s.r])] : [],
    )
    const w = Math.max(...pts.map((p) => p[0])) - Math.min(...pts.map((p) => p[0]))
    const h = Math.max(...pts.map((p) => p[1])) - Math.min(...pts.map((p) => p[1]))
    return Math.min(this.fit.width / (w || 1), this.fit.height / (h || 1))
  }

  svg(): string {
    const k = this.scale()
    const xs: number[] = []
    const ys: number[] = []
    const see = (p: Point, dx = 0, dy = 0) => {
      xs.push(p[0] * k + dx)
      ys.push(-p[1] * k + dy)
    }
    for (const s of this.shapes) {
      if (s.kind === 'path') s.points.forEach((p) => see(p))
      else if (s.kind === 'circle') {
        see(add(s.c, [-s.r, -s.r]))
        see(add(s.c, [s.r, s.r]))
      } else if (s.kind === 'dot') see(s.p)
      else if (s.kind === 'pixels') s.points.forEach(([dx, dy]) => see(s.at, dx, -dy))
      else {
        const w = s.text.length * FONT * 0.6
        const left = s.anchor === 'start' ? 0 : s.anchor === 'end' ? -w : -w / 2
        see(s.p, s.dx + left, s.dy - FONT)
        see(s.p, s.dx + left + w, s.dy + 3)
      }
    }
    const minX = Math.min(...xs) - MARGIN
    const minY = Math.min(...ys) - MARGIN
    const w = Math.max(...xs) + MARGIN - minX
    const h = Math.max(...ys) + MARGIN - minY
    const X = (p: Point, dx = 0) => round(p[0] * k + dx - minX)
    const Y = (p: Point, dy = 0) => round(-p[1] * k + dy - minY)
    const body = this.shapes.map((s) => {
      if (s.kind === 'path') {
        const pts = s.points.map((p) => `${X(p)},${Y(p)}`).join(' ')
        const dash = s.dashed ? ' stroke-dasharray="5 4"' : ''
        const fill = s.fillOpacity ? ` fill="currentColor" fill-opacity="${s.fillOpacity}"` : ''
        return `<${s.closed ? 'polygon' : 'polyline'} points="${pts}"${dash}${fill}/>`
      }
      if (s.kind === 'circle') {
        const dash = s.dashed ? ' stroke-dasharray="5 4"' : ''
        return `<circle cx="${X(s.c)}" cy="${Y(s.c)}" r="${round(s.r * k)}"${dash}/>`
      }
      if (s.kind === 'dot') return `<circle cx="${X(s.p)}" cy="${Y(s.p)}" r="2.5" fill="currentColor"/>`
      if (s.kind === 'pixels') {
        const pts = s.points.map(([dx, dy]) => `${X(s.at, dx)},${Y(s.at, -dy)}`).join(' ')
        return s.closed
          ? `<polygon points="${pts}"${s.filled ? ' fill="currentColor"' : ''}/>`
          : `<polyline points="${pts}"${s.filled ? ' fill="currentColor"' : ''}/>`
      }
      return `<text x="${X(s.p, s.dx)}" y="${Y(s.p, s.dy)}" text-anchor="${s.anchor}" fill="currentColor" stroke="none">${esc(s.text)}</text>`
    })
    const faintLines = body.filter((_, i) => isFaint(this.shapes[i]))
    const rest = body.filter((_, i) => !isFaint(this.shapes[i]))
    const grid = faintLines.length ? `<g stroke-opacity="0.25">${faintLines.join('')}</g>` : ''
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${round(w)} ${round(h)}">` +
      `<g fill="none" stroke="currentColor" stroke-width="1.5" stroke-linejoin="round" font-size="${FONT}">` +
      `${grid}${rest.join('')}</g></svg>`
    )
  }
}

const FAINT = new WeakSet<Shape>()
function faint(p: Point, q: Point): Shape {
  const s: Shape = { kind: 'path', points: [p, q], closed: false, dashed: false, fillOpacity: 0 }
  FAINT.add(s)
  return s
}
const isFaint = (s: Shape) => FAINT.has(s)
const cosd = (a: number) => Math.cos((a * Math.PI) / 180)
const sind = (a: number) => Math.sin((a * Math.PI) / 180)
