import { Drawing, mid, polar, type Point } from './drawing.ts'
import { axes, graph } from './plane.ts'
import { box, cone, polygon, rightTriangle, rightTriangleFigure, sideLabels, squarePyramid } from './shapes.ts'
import type { FigureSpec } from './spec.ts'

// Matura mathematics (Polish), basic level: plane and solid figures and coordinate drawings.

const EQUILATERAL: Point[] = [
  [0, 0],
  [6, 0],
  [3, 3 * Math.sqrt(3)],
]

export const maturaBasicFigures: FigureSpec[] = [
  {
    id: 'matura-basic-mathematics-010',
    description:
      'Trójkąt prostokątny ABC z kątem prostym przy wierzchołku C; przyprostokątne mają długości 6 i 8, a przeciwprostokątna AB jest oznaczona znakiem zapytania.',
    numbers: ['6', '8'],
    draw: () =>
      rightTriangleFigure(
        [
          [0, 0],
          [8, 0],
          [8, 6],
        ],
        1,
        { names: ['A', 'C', 'B'], sides: ['8', '6', '?'] },
      ),
  },
  {
    id: 'matura-basic-mathematics-011',
    description:
      'Sześcian o krawędzi długości 4; jego przekątna d (linia przerywana) łączy dwa przeciwległe wierzchołki i biegnie przez wnętrze sześcianu.',
    numbers: ['4'],
    draw: () => {
      const d = new Drawing()
      const { front, back } = box(d, 4, 4, 4)
      d.line(front[1], back[3], { dashed: true }).label(mid(front[1], back[3]), 'd', 8, -4)
      return d.label(mid(front[0], front[3]), '4', -10, 4, 'end').svg()
    },
  },
  {
    id: 'matura-basic-mathematics-215',
    description:
      'Okrąg o środku O; punkty A, B i C leżą na okręgu. Kąt środkowy AOB ma miarę 110°, a kąt wpisany ACB, oparty na tym samym łuku AB, jest oznaczony znakiem zapytania.',
    numbers: ['110°'],
    draw: () => {
      const d = new Drawing()
      const [a, b, c] = [polar(5, 215), polar(5, 325), polar(5, 100)]
      d.circle([0, 0], 5).dot([0, 0]).label([0, 0], 'O', 0, -8)
      d.line([0, 0], a).line([0, 0], b).line(c, a).line(c, b).angle([0, 0], a, b, '110°', 14)
      d.angle(c, a, b, '?', 20).vertex(a, 'A', [0, 0]).vertex(b, 'B', [0, 0]).vertex(c, 'C', [0, 0])
      return d.svg()
    },
  },
  {
    id: 'matura-basic-mathematics-216',
    description:
      'Trójkąt prostokątny ABC o przyprostokątnych długości 5 i 12, wpisany w okrąg o środku S; promień okręgu oznaczono R.',
    numbers: ['5', '12'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-6.5, 0],
        [6.5, 0],
        [-6.5 + 144 / 13, 60 / 13],
      ]
      rightTriangle(d, pts, 2, { names: ['A', 'B', 'C'], sides: ['', '5', '12'] })
        .circle([0, 0], 6.5)
        .dot([0, 0])
        .label([0, 0], 'S', 0, 16)
      return d.line([0, 0], polar(6.5, 250), { dashed: true }).label(polar(3.4, 250), 'R', -8, 0).svg()
    },
  },
  {
    id: 'matura-basic-mathematics-217',
    description: 'Trójkąt równoboczny ABC, którego każdy bok ma długość 6.',
    numbers: ['6'],
    draw: () => {
      const d = new Drawing()
      polygon(d, EQUILATERAL, ['A', 'B', 'C'])
      sideLabels(d, EQUILATERAL, ['6', '6', '6'])
      return d.svg()
    },
  },
  {
    id: 'matura-basic-mathematics-218',
    description:
      'Prostokąt ABCD, w którym bok BC ma długość 5, a przekątna AC ma długość 13; długość boku AB jest oznaczona znakiem zapytania.',
    numbers: ['5', '13'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [12, 0],
        [12, 5],
        [0, 5],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      sideLabels(d, pts, ['?', '5', '', ''])
      return d.line(pts[0], pts[2], { dashed: true }).label(mid(pts[0], pts[2]), '13', -4, -8).svg()
    },
  },
  {
    id: 'matura-basic-mathematics-219',
    description: 'Układ współrzędnych z zaznaczonymi punktami A = (−2, 5) i B = (6, −1), połączonymi odcinkiem AB.',
    numbers: [],
    draw: () => {
      const d = axes(-4, 8, -3, 7, { numbers: [1] })
      d.line([-2, 5], [6, -1]).dot([-2, 5]).dot([6, -1])
      return d.label([-2, 5], 'A = (−2, 5)', 6, -8, 'start').label([6, -1], 'B = (6, −1)', 0, 18).svg()
    },
  },
  {
    id: 'matura-basic-mathematics-220',
    description:
      'W układzie współrzędnych narysowano prostą o równaniu y = 2x − 3 i zaznaczono punkt P = (1, 4), który nie leży na tej prostej.',
    numbers: [],
    draw: () => {
      const d = axes(-3, 5, -5, 6, { numbers: [1] })
      graph(d, (x) => 2 * x - 3, -3, 5, -5, 6).label([4.2, 5.4], 'y = 2x − 3', 8, 6, 'start')
      return d.dot([1, 4]).label([1, 4], 'P = (1, 4)', -6, -8, 'end').svg()
    },
  },
  {
    id: 'matura-basic-mathematics-221',
    description: 'Układ współrzędnych z zaznaczonymi punktami A = (1, −2) i B = (4, 2), połączonymi odcinkiem AB.',
    numbers: [],
    draw: () => {
      const d = axes(-2, 6, -4, 4, { numbers: [1] })
      d.line([1, -2], [4, 2]).dot([1, -2]).dot([4, 2])
      return d.label([1, -2], 'A = (1, −2)', -8, 6, 'end').label([4, 2], 'B = (4, 2)', 8, -6, 'start').svg()
    },
  },
  {
    id: 'matura-basic-mathematics-222',
    description:
      'Stożek, którego tworząca ma długość 10, a promień podstawy jest równy 6; wysokość stożka (linia przerywana od wierzchołka do środka podstawy) oznaczono h.',
    numbers: ['10', '6'],
    draw: () => {
      const d = new Drawing()
      const { apex, centre } = cone(d, 6, 8)
      d.line(centre, apex, { dashed: true }).line(centre, [6, 0], { dashed: true }).rightAngle(centre, apex, [6, 0])
      return d
        .label(mid(centre, apex), 'h', -8, 0, 'end')
        .label([3, 0], '6', 0, -5)
        .side([6, 0], apex, '10', centre)
        .svg()
    },
  },
  {
    id: 'matura-basic-mathematics-241',
    description:
      'Trapez równoramienny ABCD o podstawach AB = 10 i CD = 4 oraz ramionach długości 5; wysokość trapezu oznaczono h.',
    numbers: ['10', '4', '5'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [10, 0],
        [7, 4],
        [3, 4],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      sideLabels(d, pts, ['10', '5', '4', '5'])
      return d.line(pts[3], [3, 0], { dashed: true }).rightAngle([3, 0], pts[3], pts[1]).label([3, 2], 'h', 8, 4).svg()
    },
  },
  {
    id: 'matura-basic-mathematics-242',
    description:
      'Ostrosłup prawidłowy czworokątny: krawędź podstawy (kwadratu) ma długość 6, a wysokość ostrosłupa, poprowadzona z wierzchołka do środka podstawy, ma długość 4.',
    numbers: ['6', '4'],
    draw: () => {
      const d = new Drawing()
      const { base, apex, foot } = squarePyramid(d, 6, 4)
      d.line(apex, foot, { dashed: true }).dot(foot).label(mid(apex, foot), '4', 7, 4, 'start')
      return d.label(mid(base[0], base[1]), '6', 0, 16).svg()
    },
  },
]
