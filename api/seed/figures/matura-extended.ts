import { Drawing, polar, type Point } from './drawing.ts'
import { axes, graph } from './plane.ts'
import { box, centroid, polygon, sideLabels } from './shapes.ts'
import type { FigureSpec } from './spec.ts'

// Matura mathematics (Polish), extended level: plane and solid figures and coordinate drawings.

const EQUILATERAL: Point[] = [
  [0, 0],
  [6, 0],
  [3, 3 * Math.sqrt(3)],
]

export const maturaExtendedFigures: FigureSpec[] = [
  {
    id: 'matura-extended-mathematics-011',
    description: 'Trójkąt równoboczny ABC o boku długości 6; wysokość CD poprowadzona na bok AB jest oznaczona h.',
    numbers: ['6'],
    draw: () => {
      const d = new Drawing()
      polygon(d, EQUILATERAL, ['A', 'B', 'C'])
      sideLabels(d, EQUILATERAL, ['', '6', '6'])
      d.line(EQUILATERAL[2], [3, 0], { dashed: true }).rightAngle([3, 0], EQUILATERAL[1], EQUILATERAL[2])
      return d.label([3, 0], 'D', 0, 16).label([3, 2.2], 'h', 8, 0, 'start').svg()
    },
  },
  {
    id: 'matura-extended-mathematics-012',
    description:
      'Trójkąt ABC, w którym AB = 8 i AC = 5, a kąt BAC między tymi bokami ma miarę 60°; bok BC jest oznaczony znakiem zapytania.',
    numbers: ['8', '5', '60°'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [[0, 0], [8, 0], polar(5, 60)]
      polygon(d, pts, ['A', 'B', 'C'])
      sideLabels(d, pts, ['8', '?', '5'])
      return d.angle(pts[0], pts[1], pts[2], '60°', 18).svg()
    },
  },
  {
    id: 'matura-extended-mathematics-215',
    description: 'Trójkąt ABC wpisany w okrąg o środku O; bok BC ma długość 6, a kąt BAC ma miarę 30°.',
    numbers: ['6', '30°'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [polar(6, 125), polar(6, 240), polar(6, 300)]
      polygon(d, pts, ['A', 'B', 'C'])
      sideLabels(d, pts, ['', '6', ''])
      return d.angle(pts[0], pts[1], pts[2], '30°', 30).circle([0, 0], 6).dot([0, 0]).label([0, 0], 'O', 0, -8).svg()
    },
  },
  {
    id: 'matura-extended-mathematics-218',
    description:
      'Sześcian ABCDEFGH o podstawie ABCD; przekątna sześcianu AG i przekątna podstawy AC (linie przerywane) tworzą kąt α.',
    numbers: [],
    draw: () => {
      const d = new Drawing()
      const { front, back } = box(d, 4, 4, 4)
      const [a, c, g] = [front[0], back[1], back[2]]
      d.line(a, c, { dashed: true }).line(a, g, { dashed: true }).angle(a, c, g, 'α', 26)
      const centre = centroid([...front, ...back])
      for (const [p, name] of [
        [a, 'A'],
        [front[1], 'B'],
        [c, 'C'],
        [back[0], 'D'],
        [front[3], 'E'],
        [front[2], 'F'],
        [g, 'G'],
        [back[3], 'H'],
      ] as const)
        d.vertex(p, name, centre)
      return d.svg()
    },
  },
  {
    id: 'matura-extended-mathematics-006',
    description: 'Wykres funkcji f(x) = x² w układzie współrzędnych z zaznaczonym punktem P = (1, 1) na wykresie.',
    numbers: [],
    draw: () => {
      const d = axes(-3, 3, -2, 5, { numbers: [1] })
      graph(d, (x) => x * x, -3, 3, -2, 4.6)
        .dot([1, 1])
        .label([1, 1], 'P = (1, 1)', 8, 10, 'start')
      return d.label([2.1, 4.4], 'y = x²', 6, 0, 'start').svg()
    },
  },
]
