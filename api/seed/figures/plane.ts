import { Drawing, type Point } from './drawing.ts'

// Coordinate drawings: axes with a grid and a function's graph.

/** A new drawing with coordinate axes (arrows, O, axis names), a light grid every `step` and tick labels at `numbers`. */
export function axes(
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  opts: { step?: number; numbers?: number[]; grid?: boolean } = {},
): Drawing {
  const d = new Drawing()
  const step = opts.step ?? 1
  if (opts.grid ?? true) {
    for (let x = Math.ceil(x0 / step) * step; x <= x1; x += step) if (x !== 0) d.faintLine([x, y0], [x, y1])
    for (let y = Math.ceil(y0 / step) * step; y <= y1; y += step) if (y !== 0) d.faintLine([x0, y], [x1, y])
  }
  d.line([x0, 0], [x1, 0]).arrow([x0, 0], [x1, 0]).line([0, y0], [0, y1]).arrow([0, y0], [0, y1])
  d.label([x1, 0], 'x', -4, 16).label([0, y1], 'y', 10, 6, 'start').label([0, 0], 'O', -8, 14)
  for (const n of opts.numbers ?? []) {
    if (n > x0 && n < x1 && n !== 0) d.label([n, 0], String(n).replace('-', '−'), 0, 14)
    if (n > y0 && n < y1 && n !== 0) d.label([0, n], String(n).replace('-', '−'), -6, 4, 'end')
  }
  return d
}

/** A function's graph over [x0, x1], cut where it leaves [yMin, yMax]. */
export function graph(d: Drawing, f: (x: number) => number, x0: number, x1: number, yMin: number, yMax: number) {
  let run: Point[] = []
  const flush = () => {
    if (run.length > 1) d.path(run)
    run = []
  }
  for (let i = 0; i <= 200; i++) {
    const x = x0 + ((x1 - x0) * i) / 200
    const y = f(x)
    if (Number.isFinite(y) && y >= yMin && y <= yMax) run.push([x, y])
    else flush()
  }
  flush()
  return d
}
