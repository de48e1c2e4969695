import { Drawing, mid, polar, type Point } from './drawing.ts'
import { axes } from './plane.ts'
import { cone, cylinder, rightTriangle, rightTriangleFigure, sideLabels } from './shapes.ts'
import type { FigureSpec } from './spec.ts'

// SAT Math (English): right triangles, circles, a cylinder and a cone, and coordinate drawings.

export const satFigures: FigureSpec[] = [
  {
    id: 'sat-math-calculator-005',
    description: 'A right triangle with legs of lengths 9 and 12; the hypotenuse is marked with a question mark.',
    numbers: ['9', '12'],
    draw: () =>
      rightTriangleFigure(
        [
          [0, 0],
          [12, 0],
          [0, 9],
        ],
        0,
        { sides: ['12', '?', '9'] },
      ),
  },
  {
    id: 'sat-math-calculator-012',
    description: 'Right triangle ABC, with the right angle at vertex C and acute angles at A and B.',
    numbers: [],
    draw: () =>
      rightTriangleFigure(
        [
          [0, 0],
          [8, 0],
          [8, 6],
        ],
        1,
        { names: ['A', 'C', 'B'] },
      ),
  },
  {
    id: 'sat-math-calculator-016',
    description:
      'A circle with center O and radius 9. Points A and B lie on the circle, angle AOB measures 120°, and chord AB is drawn.',
    numbers: ['9', '120°'],
    draw: () => {
      const d = new Drawing()
      const [a, b] = [polar(9, 210), polar(9, 330)]
      d.circle([0, 0], 9).dot([0, 0]).label([0, 0], 'O', 0, -8).line([0, 0], a).line([0, 0], b).line(a, b)
      d.angle([0, 0], a, b, '120°', 16).vertex(a, 'A', [0, 0]).vertex(b, 'B', [0, 0])
      return d.side([0, 0], a, '9', b).svg()
    },
  },
  {
    id: 'sat-math-calculator-019',
    description:
      'A shaded rectangle with side lengths 24 and 10 inscribed in a circle: all four vertices of the rectangle lie on the circle.',
    numbers: ['24', '10'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [-12, -5],
        [12, -5],
        [12, 5],
        [-12, 5],
      ]
      d.polygon(pts, { fillOpacity: 0.15 }).circle([0, 0], 13)
      return d.label([0, -5], '24', 0, -6).label([12, 0], '10', -6, 4, 'end').svg()
    },
  },
  {
    id: 'sat-math-calculator-020',
    description:
      'Right triangle ABC with the right angle at C; hypotenuse AB has length 39, angle A is marked, and side BC is marked with a question mark.',
    numbers: ['39'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [36, 0],
        [36, 15],
      ]
      return rightTriangle(d, pts, 1, { names: ['A', 'C', 'B'], sides: ['', '?', '39'] })
        .angle(pts[0], pts[1], pts[2], '', 30)
        .svg()
    },
  },
  {
    id: 'sat-math-calculator-025',
    description:
      'A rectangular garden 21 meters long and 20 meters wide, with a straight path along its diagonal (dashed), whose length is marked with a question mark.',
    numbers: ['20', '21'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [21, 0],
        [21, 20],
        [0, 20],
      ]
      d.polygon(pts)
      sideLabels(d, pts, ['21 m', '20 m', '', ''])
      return d.line(pts[0], pts[2], { dashed: true }).label(mid(pts[0], pts[2]), '?', -8, -4).svg()
    },
  },
  {
    id: 'sat-math-calculator-026',
    description: 'Right triangle PQR with the right angle at R, where PR = 8 and QR = 15.',
    numbers: ['8', '15'],
    draw: () =>
      rightTriangleFigure(
        [
          [0, 8],
          [0, 0],
          [15, 0],
        ],
        1,
        { names: ['P', 'R', 'Q'], sides: ['8', '15', ''] },
      ),
  },
  {
    id: 'sat-math-calculator-027',
    description:
      'In the xy-plane, a circle with center (2, −1) that passes through the point (7, 11); a radius is drawn from the center to that point.',
    numbers: [],
    draw: () => {
      const d = axes(-12, 16, -15, 14, { step: 2, numbers: [2] })
      d.circle([2, -1], 13).line([2, -1], [7, 11], { dashed: true }).dot([2, -1]).dot([7, 11])
      return d.label([2, -1], '(2, −1)', 0, 16).label([7, 11], '(7, 11)', 8, -4, 'start').svg()
    },
  },
  {
    id: 'sat-math-calculator-210',
    description: 'A right circular cylinder with a radius of 3 inches and a height of 10 inches.',
    numbers: ['3', '10'],
    draw: () => {
      const d = new Drawing()
      cylinder(d, 3, 10)
      d.dot([0, 10]).line([0, 10], [3, 10], { dashed: true }).label([1.5, 10], '3 in', 0, -6)
      return d.label([3, 5], '10 in', 8, 4, 'start').svg()
    },
  },
  {
    id: 'sat-math-calculator-211',
    description:
      'A 20-foot ladder leans against a vertical wall and makes a 60° angle with the level ground; the height the ladder reaches on the wall is marked h.',
    numbers: ['20', '60°'],
    draw: () => {
      const d = new Drawing()
      const foot: Point = [0, 0]
      const top = polar(20, 60)
      const base: Point = [top[0], 0]
      d.line([-3, 0], [top[0] + 3, 0])
        .line(base, [top[0], top[1] + 2])
        .line(foot, top)
        .rightAngle(base, foot, top)
      d.angle(foot, base, top, '60°', 20).side(foot, top, '20 ft', base).label(mid(base, top), 'h', 10, 4, 'start')
      return d.svg()
    },
  },
  {
    id: 'sat-math-calculator-225',
    description:
      'A right circular cone with a height of 8 centimeters drawn from its vertex to the center of its base; the slant height is marked with a question mark.',
    numbers: ['8'],
    draw: () => {
      const d = new Drawing()
      const { apex, centre } = cone(d, 6, 8)
      d.line(centre, apex, { dashed: true })
        .rightAngle(centre, apex, [6, 0])
        .label(mid(centre, apex), '8', -8, 4, 'end')
      return d.side([6, 0], apex, '?', centre).svg()
    },
  },
  {
    id: 'sat-math-calculator-229',
    description: 'A rectangle with a length of 15 centimeters; its width is marked w.',
    numbers: ['15'],
    draw: () => {
      const d = new Drawing()
      const pts: Point[] = [
        [0, 0],
        [15, 0],
        [15, 8],
        [0, 8],
      ]
      d.polygon(pts)
      sideLabels(d, pts, ['15 cm', 'w', '', ''])
      return d.svg()
    },
  },
  {
    id: 'sat-math-calculator-240',
    description: 'A triangle whose angles measure (2x)°, (3x + 10)° and 50°.',
    numbers: ['50°'],
    draw: () => {
      const d = new Drawing()
      const a: Point = [0, 0]
      const b: Point = [8, 0]
      const c = polar((8 * Math.sin((82 * Math.PI) / 180)) / Math.sin((50 * Math.PI) / 180), 48)
      d.polygon([a, b, c]).angle(a, b, c, '(2x)°', 22).angle(b, c, a, '(3x + 10)°', 18)
      return d.angle(c, a, b, '50°', 18).svg()
    },
  },
  {
    id: 'sat-math-calculator-250',
    description:
      'In the xy-plane, a circle with center at the origin O and radius 10; point P lies on the circle, and the ray OP makes an angle of 210°, measured counterclockwise, with the positive x-axis.',
    numbers: ['10', '210°'],
    draw: () => {
      const d = axes(-13, 13, -13, 13, { step: 5, grid: false, numbers: [10] })
      const p = polar(10, 210)
      d.circle([0, 0], 10).line([0, 0], p).dot(p).label(p, 'P', -8, 12, 'end')
      const arc: Point[] = []
      for (let t = 0; t <= 210; t += 10) arc.push(polar(1.6, t))
      return d.path(arc).label(polar(2.2, 110), '210°', -4, 0).svg()
    },
  },
]
