import { say, type TutorTexts } from '../texts.ts'
import { askedQuantity, type Quantity } from './asked.ts'
import { solveEquation, valueOf } from './cas.ts'
import type { MathResult } from './common.ts'
import { close, math, showExpression } from './expr.ts'
import { showValue } from './show.ts'
import type { Solver } from './solver.ts'

/**
 * Named formulas as data: a shape, the quantity asked (volume, surface, area) and the roles its numbers play
 * (radius, height, edge, bases), each read from the number written after the role's name. The formula is
 * evaluated by mathjs and checked by the CAS: solved back for one of its inputs, it must give that input again.
 */

type Name = keyof TutorTexts['formulaNames']
interface Formula {
  name: Name
  shape: RegExp
  asks: RegExp
  roles: Record<string, RegExp>
  formula: string
  /** A quantity the verifier takes as given unless a formula says it computes it (a side, a diagonal). */
  gives?: Quantity
}

const LATERAL = /lateral|бічн|boczn/
const VOLUME = /volume|об['’]?єм|objęto|objeto/
const SURFACE = /surface|поверхн|powierzchni/
const AREA = /\barea|площ|\bpole\b|\bpola\b/
const R = /radius|радіус\S*|promie\S*|\br\s*=/
const SLANT = /slant|твірн\S*|tworząc\S*|tworzac\S*/
const DIAMETER = /diameter|діаметр\S*|średnic\S*|srednic\S*/
const H = /height|висот\S*|wysoko\S*|\bh\s*=/
const EDGE = /edge|side|ребр\S*|сторон\S*|krawędź\S*|krawedz\S*|\bbok\S*|\ba\s*=/
const BASE = /base|parallel sides|основ\S*|podstaw\S*/
const ANGLE = /angle|кут\S*|kąt\S*|kąci\S*|\bkat\S*|\bkaci\S*/
const DIAGONALS = /diagonals?|діагонал\S*|przekątn\S*|przekatn\S*/
/** An arc's length is asked when an arc is named and no area is (a segment's or a sector's area is another). */
const ARC = /^(?!.*(?:area|площ|\bpole\b))(?=.*(?:arc|дуг|łuk|\bluk))/
/** A regular prism, and its base: the base decides the formula (a square a², an equilateral triangle √3/4·a²). */
const PRISM = /(?=.*(?:prism|призм|graniastosłup|graniastoslup))(?=.*(?:regular|правильн|prawidłow|prawidlow))/
const SQUARE_BASE = /square|квадрат|чотирикутн|czworokątn|czworokatn/
const TRIANGLE_BASE = /triang|трикутн|trójkątn|trojkatn/
const SIDE = /\bside|сторон\S*|\bbok\S*/
/** A cuboid: its three dimensions read after its name ("2, 5 and 6", "3 cm by 4 cm by 12 cm", "з вимірами 4, 5 і 7"). */
const CUBOID = /cuboid|rectangular (?:box|prism)|\bbox|паралелепіпед\S*|prostopadłościan\S*|prostopadloscian\S*/
/** A polygon and its number of sides ("a polygon with 12 sides", "15-кутник", "wielokąt o 9 bokach"). */
const POLYGON = /polygon|\d+-?gon\b|многокутн|\d+\s*-\s*кутник|wielokąt|wielokat|\d+\s*-\s*kąt/
const SIDES = /sides|сторон\S*|-\s*кутник\S*|bok\S*|-\s*kąt\S*|-?gon\b/
/** All the diagonals: those from one vertex ("з однієї вершини", "z jednego wierzchołka") are n − 3, not read here. */
const HOW_MANY_DIAGONALS =
  /^(?!.*(?:from|з|із|z)\s+(?:\S+\s+)?(?:vertex|вершин|wierzchołk|wierzcholk))(?=.*(?:how many|скільки|ile)\s+(?:\S+\s+)?(?:diagonal|діагонал|przekątn|przekatn))/
const both = (a: RegExp, b: RegExp) => new RegExp(`${a.source}(?=.*(?:${b.source}))`)

const FORMULAS: Formula[] = [
  {
    name: 'cubeSurface',
    shape: /\bcube|куб(?!ик)|sześcian|szescian/,
    asks: SURFACE,
    roles: { a: EDGE },
    formula: '6*a^2',
  },
  { name: 'cube', shape: /\bcube|куб(?!ик)|sześcian|szescian/, asks: VOLUME, roles: { a: EDGE }, formula: 'a^3' },
  {
    name: 'cylinderSurface',
    shape: /cylinder|циліндр|walc/,
    asks: SURFACE,
    roles: { r: R, h: H },
    formula: '2*pi*r*(r+h)',
  },
  { name: 'cylinder', shape: /cylinder|циліндр|walc/, asks: VOLUME, roles: { r: R, h: H }, formula: 'pi*r^2*h' },
  {
    name: 'coneSurface',
    shape: /\bcone|конус|stoż|stoz/,
    asks: SURFACE,
    roles: { r: R, l: SLANT },
    formula: 'pi*r*(r+l)',
  },
  { name: 'cone', shape: /\bcone|конус|stoż|stoz/, asks: VOLUME, roles: { r: R, h: H }, formula: 'pi*r^2*h/3' },
  {
    name: 'sphereSurface',
    shape: /sphere|\bball|куль|кул[іяю]|сфер|kul[aię]|sfer/,
    asks: SURFACE,
    roles: { r: R },
    formula: '4*pi*r^2',
  },
  {
    name: 'sphere',
    shape: /sphere|\bball|куль|кул[іяю]|сфер|kul[aię]|sfer/,
    asks: VOLUME,
    roles: { r: R },
    formula: '4/3*pi*r^3',
  },
  {
    name: 'pyramid',
    // a^2·h/3 is the square base's: a triangular or hexagonal one is another formula.
    shape:
      /^(?!.*(?:triang|трикутн|trójkątn|trojkatn|hexagon|шестикутн|sześciokątn|szesciokatn))(?=.*(?:pyramid|пірамід|ostrosłup|ostroslup))/,
    asks: VOLUME,
    roles: { a: EDGE, h: H },
    formula: 'a^2*h/3',
  },
  {
    name: 'sector',
    shape: /sector|сектор|wycin/,
    asks: AREA,
    roles: { r: R, t: ANGLE },
    formula: 'pi*r^2*t/360',
  },
  { name: 'arc', shape: /arc\b|дуг|łuk|\bluk/, asks: ARC, roles: { r: R, t: ANGLE }, formula: '2*pi*r*t/360' },
  { name: 'rhombus', shape: /rhomb|ромб|romb/, asks: AREA, roles: { 'p,q': DIAGONALS }, formula: 'p*q/2' },
  {
    name: 'rhombusSide',
    shape: /rhomb|ромб|romb/,
    asks: SIDE,
    roles: { 'p,q': DIAGONALS },
    formula: 'sqrt((p/2)^2+(q/2)^2)',
    gives: 'side',
  },
  { name: 'cuboid', shape: CUBOID, asks: VOLUME, roles: { 'a,b,c': CUBOID }, formula: 'a*b*c' },
  { name: 'cuboidSurface', shape: CUBOID, asks: SURFACE, roles: { 'a,b,c': CUBOID }, formula: '2*(a*b+b*c+a*c)' },
  {
    name: 'cuboidDiagonal',
    shape: CUBOID,
    asks: DIAGONALS,
    roles: { 'a,b,c': CUBOID },
    formula: 'sqrt(a^2+b^2+c^2)',
    gives: 'diagonal',
  },
  {
    name: 'polygonDiagonals',
    shape: POLYGON,
    asks: HOW_MANY_DIAGONALS,
    roles: { n: SIDES },
    formula: 'n*(n-3)/2',
    gives: 'diagonal',
  },
  { name: 'prismSquare', shape: both(PRISM, SQUARE_BASE), asks: VOLUME, roles: { a: EDGE, h: H }, formula: 'a^2*h' },
  {
    name: 'prismTriangle',
    shape: both(PRISM, TRIANGLE_BASE),
    asks: VOLUME,
    roles: { a: EDGE, h: H },
    formula: 'sqrt(3)/4*a^2*h',
  },
  { name: 'trapezoid', shape: /trapez|трапец/, asks: AREA, roles: { 'a,b': BASE, h: H }, formula: '(a+b)/2*h' },
  {
    name: 'triangle',
    shape: /triangle|трикутник|trójkąt|trojkat/,
    asks: AREA,
    roles: { a: BASE, h: H },
    formula: 'a*h/2',
  },
]

const NUMBER = String.raw`(\d+(?:\.\d+)?)`

/**
 * The numbers after a role's name ("radius 3", "з основами 6 і 10", "o promieniu 3 cm", "3 cm by 4 cm by 12 cm"),
 * or one number just before it ("12 sides", "o 9 bokach", "15-кутник").
 */
function roleValues(s: string, role: RegExp, count: number): number[] | undefined {
  const next = `\\s*(?:[a-zа-яąćęłńóśźżії]{0,3}\\s*)?(?:,|and|by|\\*|і|й|та|i|oraz)\\s*${NUMBER}`
  const re = new RegExp(`(?:${role.source})\\D{0,25}?${NUMBER}${next.repeat(count - 1)}`, 'u')
  const m = re.exec(s) ?? (count === 1 ? new RegExp(`${NUMBER}\\s*(?:${role.source})`, 'u').exec(s) : null)
  return m ? m.slice(1, 1 + count).map(Number) : undefined
}

export function namedFormula(sv: Solver, s: string): MathResult | undefined {
  const f = FORMULAS.find((x) => x.shape.test(s) && x.asks.test(s) && (x.asks !== VOLUME || !SURFACE.test(s)))
  if (!f) return undefined
  // The quantity asked must be the one the formula gives ("the radius of the circumscribed circle" is no area), and a
  // lateral surface is not the whole one.
  const asked = askedQuantity(s)
  const answers =
    asked === undefined || f.asks.test(asked) || asked === f.gives || (asked === 'area' && f.asks === SURFACE)
  if (!answers || (f.asks === SURFACE && LATERAL.test(s))) return sv.unread('geometry')
  // An angle in radians ("π/3") is not the degrees these formulas take.
  if ('t' in f.roles && /pi|\brad\b|radian|радіан/.test(s)) return sv.unread('geometry')
  const scope: Record<string, number> = {}
  const steps: string[] = []
  for (const [names, role] of Object.entries(f.roles)) {
    const list = names.split(',')
    // A radius may be given as its diameter ("kula o średnicy 6"): halved, as a step.
    const diameter = role === R && !roleValues(s, role, 1) ? roleValues(s, DIAMETER, 1)?.[0] : undefined
    if (diameter) steps.push(sv.m('geometryRadiusFromDiameter', { d: sv.n(diameter), r: sv.n(diameter / 2) }))
    const values = diameter ? [diameter / 2] : roleValues(s, role, list.length)
    if (!values) return sv.unread('geometry')
    list.forEach((n, i) => (scope[n] = values[i]))
  }
  const value = Number(math.evaluate(f.formula, scope))
  // The check: the formula solved back (by the CAS) for its first input gives that input again.
  const [first] = Object.keys(scope)
  const others = Object.entries(scope).filter(([k]) => k !== first)
  const equation = others.reduce((e, [k, v]) => e.replace(new RegExp(`\\b${k}\\b`, 'g'), `(${v})`), f.formula)
  const back = (solveEquation(equation.replace(new RegExp(`\\b${first}\\b`, 'g'), 'x'), String(value)) ?? [])
    .map(valueOf)
    .some((v) => close(v, scope[first], 1e-5))
  if (!Number.isFinite(value) || !back) return sv.unread('geometry')
  const substituted = Object.entries(scope).reduce(
    (e, [k, v]) => e.replace(new RegExp(`\\b${k}\\b`, 'g'), String(v)),
    f.formula,
  )
  const result = showValue(value, sv.lang)
  const exact = /pi/.test(f.formula) ? `${showValue(value / Math.PI, sv.lang)}π ≈ ${sv.n(value)}` : result
  const step = sv.m('formulaApplied', {
    name: say(sv.texts, 'formulaNames', f.name),
    formula: showExpression(f.formula, sv.lang),
    substituted: showExpression(substituted, sv.lang),
    result: exact,
  })
  const check = sv.m('formulaChecked', { role: first, value: sv.n(scope[first]) })
  const solved = sv.solved('geometry', [...steps, step], exact, check, [value])
  return solved.status === 'solved' && f.gives ? { ...solved, gives: f.gives } : solved
}
