import { Drawing, mid, polar, type Point } from './drawing.ts'
import { box, circumcentre, cone, cylinder, polygon, rightTriangleFigure, sideLabels, trianglePrism } from './shapes.ts'
import type { FigureSpec } from './spec.ts'

// NMT mathematics (Ukrainian): the figures of the plane and solid geometry items, drawn to scale from their numbers.

export const nmtFigures: FigureSpec[] = [
  {
    id: 'nmt-mathematics-003',
    description:
      'Прямокутний трикутник ABC із прямим кутом при вершині C: катети AC = 6 см і BC = 8 см, гіпотенуза AB позначена знаком питання.',
    numbers: ['6', '8'],
    draw: () =>
      rightTriangleFigure(
        [
          [0, 6],
          [0, 0],
          [8, 0],
        ],
        1,
        { names: ['A', 'C', 'B'], sides: ['6 см', '8 см', '?'] },
      ),
  },
  {
    id: 'nmt-mathematics-010',
    description:
      'Квадрат ABCD, вписаний у коло з центром O: усі чотири вершини квадрата лежать на колі. Периметр квадрата 24 см.',
    numbers: [],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-3, -3],
        [3, -3],
        [3, 3],
        [-3, 3],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      return d
        .circle([0, 0], 3 * Math.SQRT2)
        .dot([0, 0])
        .label([0, 0], 'O', 0, -6)
        .svg()
    },
  },
  {
    id: 'nmt-mathematics-016',
    description:
      'Рівнобедрений трикутник ABC зі сторонами AC = BC = 5 см і AB = 6 см, вписаний у коло з центром O; радіус кола позначено R.',
    numbers: ['5', '6'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-3, 0],
        [3, 0],
        [0, 4],
      ]
      polygon(d, pts, ['A', 'B', 'C'])
      sideLabels(d, pts, ['6 см', '5 см', '5 см'])
      const o = circumcentre(pts[0], pts[1], pts[2])
      d.circle(o, 3.125)
        .dot(o)
        .label(o, 'O', -10, 4)
        .line(o, [o[0] + 3.125 * 0.8, o[1] - 3.125 * 0.6], { dashed: true })
      return d.label([o[0] + 1.25, o[1] - 0.94], 'R', -4, 12).svg()
    },
  },
  {
    id: 'nmt-mathematics-020',
    description:
      'Конус: висота 8 см проведена з вершини до центра основи, твірна дорівнює 10 см, радіус основи позначено r.',
    numbers: ['8', '10'],
    draw: () => {
      const d = new Drawing()
      const { apex, centre } = cone(d, 6, 8)
      d.line(centre, apex, { dashed: true }).line(centre, [6, 0], { dashed: true }).rightAngle(centre, apex, [6, 0])
      d.label(mid(centre, apex), '8 см', -8, 0, 'end').label([3, 0], 'r', 0, -5).side([6, 0], apex, '10 см', centre)
      return d.svg()
    },
  },
  {
    id: 'nmt-mathematics-025',
    description:
      'Прямокутний трикутник ABC із прямим кутом C: катети AC = 5 см і BC = 12 см. З вершини C до середини M гіпотенузи AB проведено медіану CM.',
    numbers: ['5', '12'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 5],
        [0, 0],
        [12, 0],
      ]
      polygon(d, pts, ['A', 'C', 'B'])
      sideLabels(d, pts, ['5 см', '12 см', ''])
      const m = mid(pts[0], pts[2])
      return d.rightAngle(pts[1], pts[0], pts[2]).line(pts[1], m, { dashed: true }).dot(m).label(m, 'M', 6, -6).svg()
    },
  },
  {
    id: 'nmt-mathematics-046',
    description: 'Ромб ABCD, діагоналі якого AC = 24 см і BD = 10 см перетинаються в точці O під прямим кутом.',
    numbers: ['24', '10'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-12, 0],
        [0, -5],
        [12, 0],
        [0, 5],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      d.line(pts[0], pts[2], { dashed: true }).line(pts[1], pts[3], { dashed: true }).rightAngle([0, 0], pts[2], pts[3])
      return d.label([-6, 0], '24 см', 0, -6).label([0, -2.5], '10 см', 6, 4, 'start').label([0, 0], 'O', -8, 14).svg()
    },
  },
  {
    id: 'nmt-mathematics-210',
    description:
      'Куб з ребром 4. Діагональ куба d (штрихова лінія) з’єднує дві протилежні вершини й проходить усередині куба.',
    numbers: ['4'],
    draw: () => {
      const d = new Drawing()
      const { front, back } = box(d, 4, 4, 4)
      d.line(front[0], back[2], { dashed: true }).label(mid(front[0], back[2]), 'd', -8, -4)
      return d.label(mid(front[0], front[1]), '4', 0, 16).svg()
    },
  },
  {
    id: 'nmt-mathematics-212',
    description:
      'Ромб ABCD, площа якого дорівнює 24. Проведено діагональ AC = 6; сторона ромба позначена знаком питання.',
    numbers: ['6', '24'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-3, 0],
        [0, -4],
        [3, 0],
        [0, 4],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      sideLabels(d, pts, ['', '', '?', ''])
      return d.line(pts[0], pts[2], { dashed: true }).label([0, 0], 'AC = 6', 0, -6).label([0, -1.6], 'S = 24').svg()
    },
  },
  {
    id: 'nmt-mathematics-217',
    description:
      'Трапеція ABCD з основами AD = 10 см і BC = 6 см; висота BH, проведена з вершини B на основу AD, дорівнює 4,5 см.',
    numbers: ['10', '6', '4,5'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [2, 4.5],
        [8, 4.5],
        [10, 0],
      ]
      polygon(d, pts, ['A', 'B', 'C', 'D'])
      sideLabels(d, pts, ['', '6 см', '', '10 см'])
      d.line(pts[1], [2, 0], { dashed: true }).rightAngle([2, 0], pts[1], pts[3]).label([2, 0], 'H', 0, 16)
      return d.label([2, 2.25], '4,5 см', 6, 4, 'start').svg()
    },
  },
  {
    id: 'nmt-mathematics-222',
    description: 'Циліндр: радіус основи дорівнює 3, висота дорівнює 5.',
    numbers: ['3', '5'],
    draw: () => {
      const d = new Drawing()
      cylinder(d, 3, 5)
      d.dot([0, 5]).line([0, 5], [3, 5], { dashed: true }).label([1.5, 5], '3', 0, -6)
      return d.label([3, 2.5], '5', 10, 4, 'start').svg()
    },
  },
  {
    id: 'nmt-mathematics-230',
    description:
      'Пряма призма, в основі якої прямокутний трикутник з катетами 6 і 8; бічне ребро (висота призми) дорівнює 10.',
    numbers: ['6', '8', '10'],
    draw: () => {
      const d = new Drawing()
      const { base, top } = trianglePrism(d, 6, 8, 10)
      d.label(mid(base[0], base[1]), '6', 0, 16)
      d.label(mid(base[0], base[2]), '8', -6, -2, 'end')
      return d.label(mid(base[1], top[1]), '10', 8, 4, 'start').svg()
    },
  },
  {
    id: 'nmt-mathematics-405',
    description: 'Прямокутний трикутник ABC з прямим кутом C: гіпотенуза AB = 10, гострий кут A дорівнює 30°.',
    numbers: ['10', '30°'],
    draw: () => {
      const d = new Drawing()
      const c: Point = [10 * Math.cos(Math.PI / 6), 0]
      const pts: Point[] = [[0, 0], c, [c[0], 5]]
      polygon(d, pts, ['A', 'C', 'B'])
      sideLabels(d, pts, ['', '', '10'])
      return d.rightAngle(c, pts[0], pts[2]).angle(pts[0], c, pts[2], '30°', 28).svg()
    },
  },
  {
    id: 'nmt-mathematics-413',
    description: 'Трикутник ABC, вписаний у коло: AB = 5, AC = 8, кут A дорівнює 60°.',
    numbers: ['5', '8', '60°'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [[0, 0], polar(5, 60), [8, 0]]
      polygon(d, pts, ['A', 'B', 'C'])
      sideLabels(d, pts, ['5', '', '8'])
      const o = circumcentre(pts[0], pts[1], pts[2])
      return d
        .angle(pts[0], pts[2], pts[1], '60°', 18)
        .circle(o, 7 / Math.sqrt(3))
        .dot(o)
        .label(o, 'O', 0, -6)
        .svg()
    },
  },
]
