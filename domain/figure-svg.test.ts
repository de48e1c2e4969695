import { describe, expect, it } from 'vitest'
import type { Question } from '../openapi/types.ts'
import { parseFigureSvg } from './figure-svg.ts'
import { questionProblems } from './question-rules.ts'

const svg = (inner: string, rootAttrs = 'xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60"') =>
  `<svg ${rootAttrs}>${inner}</svg>`

const TRIANGLE = svg(
  '<g fill="none" stroke="currentColor" stroke-width="1.5"><polygon points="10,50 90,50 10,10"/></g>' +
    '<text x="50" y="58" font-size="6" text-anchor="middle" fill="currentColor">8 &amp; 6 &#8730;</text>',
)

const problems = (s: string) => {
  const parsed = parseFigureSvg(s)
  return parsed.ok ? [] : parsed.problems.join('; ')
}

describe('parseFigureSvg', () => {
  it('reads a drawing of the allowed subset into a tree, entities decoded', () => {
    const parsed = parseFigureSvg(TRIANGLE)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.root.name).toBe('svg')
    expect(parsed.root.children.map((c) => (typeof c === 'string' ? c : c.name))).toEqual(['g', 'text'])
    const text = parsed.root.children[1]
    expect(typeof text !== 'string' && text.children).toEqual(['8 & 6 √'])
  })

  it('refuses script, style and foreign elements', () => {
    expect(problems(svg('<script>alert(1)</script>'))).toContain('element <script> is not allowed')
    expect(problems(svg('<style>*{}</style>'))).toContain('element <style> is not allowed')
    expect(problems(svg('<foreignObject width="10" height="10"/>'))).toContain('<foreignObject> is not allowed')
  })

  it('refuses links and external references, in any attribute form', () => {
    expect(problems(svg('<image href="https://evil.example/x.png"/>'))).toContain('href: links')
    expect(problems(svg('<use xlink:href="#a"/>'))).toContain('xlink:href: links')
    expect(problems(svg('<a href="javascript:alert(1)"><text>x</text></a>'))).toContain('element <a>')
    expect(problems(svg('<rect width="5" height="5" fill="url(https://evil.example/p)"/>'))).toContain('fill="url(')
  })

  it('refuses event attributes, style attributes and colours other than currentColor', () => {
    expect(problems(svg('<circle cx="5" cy="5" r="2" onclick="alert(1)"/>'))).toContain(
      'event attribute onclick is not allowed',
    )
    expect(problems(svg('<svg onload="alert(1)" viewBox="0 0 1 1"/>', 'viewBox="0 0 9 9" onload="x()"'))).toContain(
      'event attribute onload',
    )
    expect(problems(svg('<rect width="5" height="5" style="fill:red"/>'))).toContain('attribute style')
    expect(problems(svg('<rect width="5" height="5" fill="#ff0000"/>'))).toContain('fill="#ff0000"')
  })

  it('refuses comments, CDATA, doctypes, unknown entities and broken structure', () => {
    expect(problems(svg('<!-- x -->'))).toContain('comments')
    expect(problems(`<!DOCTYPE svg [<!ENTITY x "y">]>${TRIANGLE}`)).toContain('doctypes')
    expect(problems(svg('<text>&nbsp;</text>'))).toContain('entity &nbsp; is not allowed')
    expect(problems(svg('<g><line x1="0" y1="0" x2="1" y2="1"/>'))).toContain('</svg> does not close')
    expect(problems('<svg viewBox="0 0 9 9"><g>')).toContain('<g> is not closed')
    expect(problems(svg('hello'))).toContain('text outside <text>')
    expect(problems(`${TRIANGLE}<svg viewBox="0 0 1 1"></svg>`)).toContain('more than one root')
    expect(problems('<svg xmlns="http://www.w3.org/2000/svg"></svg>')).toContain('needs a viewBox')
    expect(problems('<g></g>')).toContain('element <g> is not allowed')
  })
})

describe('questionProblems on figures', () => {
  const item: Question = {
    id: 'x-1',
    examType: 'SAT',
    countryCode: 'US',
    section: 'Math Calculator',
    topic: 'geometry',
    difficulty: 'Easy',
    questionText: 'In the right triangle shown, what is the hypotenuse?',
    options: ['A) 9', 'B) 10', 'C) 12', 'D) 14'],
    correctAnswer: 'B) 10',
    explanation: 'By the Pythagorean theorem, 6² + 8² = 100, so the hypotenuse is 10, not 14 (the sum of the legs).',
    timeLimit: 60,
    source: 'bank',
  }
  const description = 'A right triangle with legs 6 and 8.'

  it('accepts a figure in the subset with a description', () => {
    expect(questionProblems({ ...item, figure: { svg: TRIANGLE, description } })).toEqual([])
  })

  it('refuses a figure with a script or an external link, or without a description', () => {
    const scripted = svg('<script>fetch("//evil.example")</script>')
    expect(questionProblems({ ...item, figure: { svg: scripted, description } })).toContain(
      'figure.svg: element <script> is not allowed',
    )
    const linked = svg('<image href="https://evil.example/a.svg" width="9" height="9"/>')
    expect(questionProblems({ ...item, figure: { svg: linked, description } }).join()).toContain('href: links')
    expect(questionProblems({ ...item, figure: { svg: TRIANGLE, description: ' ' } })).toContain(
      'figure.description must describe the drawing (20 characters or more)',
    )
    expect(questionProblems({ ...item, figure: { svg: TRIANGLE + ' '.repeat(16001), description } })).toContain(
      'figure.svg must be at most 16000 characters',
    )
  })
})
