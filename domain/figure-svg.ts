/**
 * The SVG subset an item's figure may use (decision 106): a strict allow-list parser, not a sanitiser that repairs.
 * A figure is refused unless it is one `<svg>` with a `viewBox` holding drawing elements with presentation
 * attributes only; colours are `currentColor` or `none` (so a figure follows the light and dark themes). No script,
 * style, links, event attributes, comments, CDATA, processing instructions or entities beyond the five of XML:
 * anything not listed is a problem, so nothing can reach the page that the list did not allow. The screens render
 * the parsed tree as elements (never as markup), so the same rules guard the bank, generated items and any store.
 */

export interface SvgElement {
  name: string
  attrs: Record<string, string>
  children: SvgNode[]
}
export type SvgNode = SvgElement | string

export type FigureParse = { ok: true; root: SvgElement } | { ok: false; problems: string[] }

const SVG_NS = 'http://www.w3.org/2000/svg'
const MAX_NODES = 800
const MAX_DEPTH = 8

const NUMBER = /^-?(\d+(\.\d+)?|\.\d+)$/
const NUMBERS = /^-?(\d+(\.\d+)?|\.\d+)([\s,]+-?(\d+(\.\d+)?|\.\d+))*$/
const PATH = /^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/
const TRANSFORM = /^((translate|rotate|scale)\([-\d.,\s]+\)\s*)+$/
const PAINT = /^(currentColor|none)$/

const oneOf = (...values: string[]) => new RegExp(`^(${values.join('|')})$`)

/** Each allowed attribute and the values it takes. */
const ATTRIBUTES: Record<string, RegExp> = {
  fill: PAINT,
  stroke: PAINT,
  'stroke-width': NUMBER,
  'stroke-dasharray': NUMBERS,
  'stroke-linecap': oneOf('butt', 'round', 'square'),
  'stroke-linejoin': oneOf('miter', 'round', 'bevel'),
  opacity: NUMBER,
  'fill-opacity': NUMBER,
  'stroke-opacity': NUMBER,
  transform: TRANSFORM,
  'font-size': NUMBER,
  'font-style': oneOf('normal', 'italic'),
  'font-weight': oneOf('normal', 'bold'),
  'text-anchor': oneOf('start', 'middle', 'end'),
  'dominant-baseline': oneOf('auto', 'middle', 'central', 'hanging'),
  'vector-effect': oneOf('non-scaling-stroke'),
  x: NUMBER,
  y: NUMBER,
  x1: NUMBER,
  y1: NUMBER,
  x2: NUMBER,
  y2: NUMBER,
  cx: NUMBER,
  cy: NUMBER,
  r: NUMBER,
  rx: NUMBER,
  ry: NUMBER,
  dx: NUMBER,
  dy: NUMBER,
  width: NUMBER,
  height: NUMBER,
  d: PATH,
  points: NUMBERS,
}

const ELEMENTS = new Set(['g', 'path', 'line', 'polyline', 'polygon', 'rect', 'circle', 'ellipse', 'text', 'tspan'])
const TEXT_ELEMENTS = new Set(['text', 'tspan'])
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }

function decode(raw: string, problems: string[]): string {
  return raw.replace(/&([^;\s&]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) problems.push('a bare & (write &amp;)')
    else if (ENTITIES[name]) return ENTITIES[name]
    else if (/^#\d{1,7}$/.test(name)) return String.fromCodePoint(Number(name.slice(1)))
    else if (/^#x[\da-f]{1,6}$/i.test(name)) return String.fromCodePoint(parseInt(name.slice(2), 16))
    else problems.push(`entity &${name}; is not allowed`)
    return ''
  })
}

function attributeProblems(element: string, attrs: Record<string, string>, isRoot: boolean): string[] {
  const problems: string[] = []
  for (const [name, value] of Object.entries(attrs)) {
    if (isRoot && name === 'xmlns') {
      if (value !== SVG_NS) problems.push(`xmlns must be ${SVG_NS}`)
    } else if (isRoot && name === 'viewBox') {
      const box = value
        .trim()
        .split(/[\s,]+/)
        .map(Number)
      if (box.length !== 4 || box.some((n) => !Number.isFinite(n)) || box[2] <= 0 || box[3] <= 0)
        problems.push('viewBox needs four numbers with a positive width and height')
    } else if (/^on/i.test(name)) problems.push(`event attribute ${name} is not allowed`)
    else if (/href$/i.test(name)) problems.push(`${name}: links and external references are not allowed`)
    else if (!ATTRIBUTES[name] || isRoot) problems.push(`attribute ${name} is not allowed on <${element}>`)
    else if (!ATTRIBUTES[name].test(value.trim())) problems.push(`${name}="${value.slice(0, 40)}" is not allowed`)
  }
  if (isRoot && !attrs.viewBox) problems.push('the <svg> needs a viewBox')
  return problems
}

const NAME = /^[A-Za-z][\w:.-]*/
const ATTRIBUTE = /^\s+([A-Za-z][\w:.-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/

/** Parses a figure's SVG against the allow-list: the tree, or every problem found (the first few). */
export function parseFigureSvg(svg: string): FigureParse {
  const problems: string[] = []
  const stack: SvgElement[] = []
  let root: SvgElement | undefined
  let nodes = 0
  let i = 0
  const fail = (problem: string): FigureParse => ({ ok: false, problems: [...problems, problem] })
  while (i < svg.length) {
    const lt = svg.indexOf('<', i)
    const text = svg.slice(i, lt === -1 ? svg.length : lt)
    if (text.trim()) {
      const parent = stack.at(-1)
      if (!parent || !TEXT_ELEMENTS.has(parent.name)) return fail('text outside <text>')
      parent.children.push(decode(text, problems))
      nodes++
    }
    if (lt === -1) break
    const rest = svg.slice(lt)
    if (/^<[!?]/.test(rest)) return fail('comments, CDATA, doctypes and processing instructions are not allowed')
    if (rest.startsWith('</')) {
      const name = NAME.exec(rest.slice(2))?.[0]
      const close = rest.indexOf('>')
      if (!name || close === -1 || rest.slice(2 + name.length, close).trim()) return fail('a malformed end tag')
      if (stack.at(-1)?.name !== name) return fail(`</${name}> does not close the open element`)
      stack.pop()
      i = lt + close + 1
      continue
    }
    const name = NAME.exec(rest.slice(1))?.[0]
    if (!name) return fail('a malformed tag')
    let at = 1 + name.length
    const attrs: Record<string, string> = {}
    for (let m = ATTRIBUTE.exec(rest.slice(at)); m; m = ATTRIBUTE.exec(rest.slice(at))) {
      if (m[1] in attrs) return fail(`attribute ${m[1]} is written twice`)
      attrs[m[1]] = decode(m[3] ?? m[4], problems)
      at += m[0].length
    }
    const end = /^\s*(\/?)>/.exec(rest.slice(at))
    if (!end) return fail(`a malformed <${name}> tag`)
    const isRoot = !root
    if (isRoot ? name !== 'svg' : !ELEMENTS.has(name)) problems.push(`element <${name}> is not allowed`)
    if (!isRoot && stack.length === 0) return fail('more than one root element')
    problems.push(...attributeProblems(name, attrs, isRoot))
    const element: SvgElement = { name, attrs, children: [] }
    if (isRoot) root = element
    else stack.at(-1)?.children.push(element)
    if (++nodes > MAX_NODES) return fail(`more than ${MAX_NODES} nodes`)
    if (!end[1]) stack.push(element)
    if (stack.length > MAX_DEPTH) return fail(`nested deeper than ${MAX_DEPTH}`)
    i = lt + at + end[0].length
  }
  if (!root) return fail('no <svg> element')
  if (stack.length) return fail(`<${stack.at(-1)?.name}> is not closed`)
  return problems.length ? { ok: false, problems: [...new Set(problems)].slice(0, 5) } : { ok: true, root }
}
