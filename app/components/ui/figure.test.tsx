import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FigureView } from '~/components/ui/figure-drawing.tsx'
import { translatorFor } from '~/i18n/i18next.server.ts'
import { I18nProvider } from '~/i18n/react.tsx'

const html = (node: React.ReactNode, language: 'en' | 'uk' = 'en') =>
  renderToStaticMarkup(<I18nProvider i18n={translatorFor(language)}>{node}</I18nProvider>)

const description = 'Right triangle ABC with the right angle at C; legs AC = 6 and BC = 8.'
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 60">' +
  '<polygon points="10,50 90,50 10,10" fill="none" stroke="currentColor" stroke-width="1.5"/>' +
  '<text x="50" y="58" font-size="6" text-anchor="middle" fill="currentColor">8</text></svg>'

describe('FigureView', () => {
  it('draws the figure inline as an image named by its description, in the text colour', () => {
    const out = html(<FigureView figure={{ svg, description }} lang="en" />)
    expect(out).toContain('role="img"')
    expect(out).toContain(`aria-label="${description}"`)
    expect(out).toContain('viewBox="0 0 100 60"')
    expect(out).toContain('stroke-width="1.5"')
    expect(out).toContain('text-anchor="middle"')
    expect(out).toContain('stroke="currentColor"')
    expect(out).toContain('class="h-auto max-h-80 w-full max-w-md text-ink"')
  })

  it('offers the description as text under the drawing, with a summary in the interface language', () => {
    const out = html(<FigureView figure={{ svg, description }} />, 'uk')
    expect(out).toMatch(/<figcaption[^>]*><details><summary[^>]*>Текстовий опис рисунка<\/summary>/)
    expect(out).toContain(`data-testid="figure-description">${description}</p>`)
  })

  it('never draws a figure the allow-list refuses, and still gives its description', () => {
    const bad = svg.replace('<text', '<script>alert(1)</script><text')
    const out = html(<FigureView figure={{ svg: bad, description }} />)
    expect(out).not.toContain('<svg')
    expect(out).not.toContain('<script')
    expect(out).not.toContain('alert')
    expect(out).toContain(description)
  })
})
