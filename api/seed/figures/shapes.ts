import { add, Drawing, mid, type Point } from './drawing.ts'

/**
 * The figures the bank's items draw, built from the item's numbers: plane figures with named vertices and labelled
 * sides, solids in an oblique view (hidden edges dashed), coordinate planes. Each returns its Drawing so a figure
 * can add marks of its own.
 */

/** The centre of a polygon's vertices (labels go outward from it). */
export const centroid = (points: Point[]): Point => [
  points.reduce((s, p) => s + p[0], 0) / points.length,
  points.reduce((s, p) => s + p[1], 0) / points.length,
]

/** A polygon with its vertices named (`names` in order; '' leaves a vertex unnamed). */
export function polygon(d: Drawing, points: Point[], names: string[] = []) {
  const c = centroid(points)
  d.polygon(points)
  points.forEach((p, i) => {
    if (names[i]) d.vertex(p, names[i], c)
  })
  return c
}

/** Sides labelled by `labels[i]` for the side from vertex i to vertex i + 1 ('' for none). */
export function sideLabels(d: Drawing, points: Point[], labels: string[]) {
  const c = centroid(points)
  labels.forEach((text, i) => {
    if (text) d.side(points[i], points[(i + 1) % points.length], text, c)
  })
}

/** The depth direction of the oblique view: half the length, at 40°. */
const depth = (k: number): Point => [0.5 * k * Math.cos((40 * Math.PI) / 180), 0.5 * k * Math.sin((40 * Math.PI) / 180)]

/** A box a × b × c (width, height, depth) in an oblique view; returns its eight corners (front then back). */
export function box(d: Drawing, a: number, b: number, c: number) {
  const o = depth(c)
  const f: Point[] = [
    [0, 0],
    [a, 0],
    [a, b],
    [0, b],
  ]
  const k = f.map((p) => add(p, o))
  d.polygon(f)
  d.line(f[1], k[1]).line(k[1], k[2]).line(k[2], k[3]).line(k[3], f[3]).line(f[2], k[2])
  d.line(f[0], k[0], { dashed: true }).line(k[0], k[1], { dashed: true }).line(k[0], k[3], { dashed: true })
  return { front: f, back: k }
}

/** A right prism on a triangle with legs p (along x) and q (into the page), height h; returns its corners. */
export function trianglePrism(d: Drawing, p: number, q: number, h: number) {
  const o = depth(q)
  const base: Point[] = [[0, 0], [p, 0], o]
  const top = base.map((v) => add(v, [0, h]))
  d.polygon(top).line(base[0], base[1]).line(base[1], base[2]).line(base[0], top[0]).line(base[1], top[1])
  d.line(base[2], top[2], { dashed: true }).line(base[0], base[2], { dashed: true })
  return { base, top }
}

/** A cylinder of radius r and height h: the bases as ellipses, the back of the lower one dashed. */
export function cylinder(d: Drawing, r: number, h: number) {
  const ry = r * 0.32
  d.ellipse([0, h], r, ry)
  d.ellipse([0, 0], r, ry, { from: 180, to: 360 }).ellipse([0, 0], r, ry, { from: 0, to: 180, dashed: true })
  d.line([-r, 0], [-r, h]).line([r, 0], [r, h])
  return { ry }
}

/** A cone of base radius r and height h: apex above the centre, the back of the base dashed. */
export function cone(d: Drawing, r: number, h: number) {
  const ry = r * 0.32
  d.ellipse([0, 0], r, ry, { from: 180, to: 360 }).ellipse([0, 0], r, ry, { from: 0, to: 180, dashed: true })
  d.line([-r, 0], [0, h]).line([r, 0], [0, h])
  return { apex: [0, h] as Point, centre: [0, 0] as Point }
}

/** A regular square pyramid, base edge a and height h; returns its base corners, apex and foot of the height. */
export function squarePyramid(d: Drawing, a: number, h: number) {
  const o = depth(a)
  const base: Point[] = [[0, 0], [a, 0], add([a, 0], o), o]
  const foot = mid(base[0], base[2])
  const apex = add(foot, [0, h])
  d.line(base[0], base[1]).line(base[1], base[2]).line(base[0], apex).line(base[1], apex).line(base[2], apex)
  d.line(base[2], base[3], { dashed: true })
    .line(base[3], base[0], { dashed: true })
    .line(base[3], apex, { dashed: true })
  return { base, apex, foot }
}

/** The centre of the circle through three points. */
export function circumcentre(a: Point, b: Point, c: Point): Point {
  const d = 2 * (a[0] * (b[1] - c[1]) + b[0] * (c[1] - a[1]) + c[0] * (a[1] - b[1]))
  const s = (p: Point) => p[0] ** 2 + p[1] ** 2
  return [
    (s(a) * (b[1] - c[1]) + s(b) * (c[1] - a[1]) + s(c) * (a[1] - b[1])) / d,
    (s(a) * (c[0] - b[0]) + s(b) * (a[0] - c[0]) + s(c) * (b[0] - a[0])) / d,
  ]
}

/** A right triangle: its vertices named, its sides labelled, and the right-angle mark at vertex `corner`. */
export function rightTriangle(
  d: Drawing,
  pts: Point[],
  corner: number,
  opts: { names?: string[]; sides?: string[] } = {},
) {
  polygon(d, pts, opts.names)
  if (opts.sides) sideLabels(d, pts, opts.sides)
  const [p, q] = [0, 1, 2].filter((i) => i !== corner)
  return d.rightAngle(pts[corner], pts[p], pts[q])
}

/** A figure that is a right triangle alone (see rightTriangle), as SVG. */
export const rightTriangleFigure = (pts: Point[], corner: number, opts: { names?: string[]; sides?: string[] } = {}) =>
  rightTriangle(new Drawing(), pts, corner, opts).svg()
