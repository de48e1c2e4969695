import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AnswerReview } from '~/features/practice/results/answer-review.tsx'
import { QuestionView } from '~/features/questions/question-view.tsx'
import { translatorFor } from '~/i18n/i18next.server.ts'
import { I18nProvider } from '~/i18n/react.tsx'
import { loadQuestionBank } from '#api/seed/index.ts'

// A bank item with a figure, as the short flows and the results' review show it (the same FigureView everywhere).

const item = loadQuestionBank().find((q) => q.id === 'sat-math-calculator-005')
// Rendered as the page server does, once every lazy part (the figure's drawing) is ready.
const html = (node: React.ReactNode) =>
  new Promise<string>((resolve, reject) => {
    let out = ''
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        out += chunk.toString()
        done()
      },
      final(done) {
        resolve(out)
        done()
      },
    })
    const stream = renderToPipeableStream(<I18nProvider i18n={translatorFor('en')}>{node}</I18nProvider>, {
      onAllReady: () => stream.pipe(sink),
      onError: reject,
    })
  })

describe('a figure item on the question screens', () => {
  it('the short flows draw the figure, named by its description, above the stem', async () => {
    if (!item?.figure) throw new Error('sat-math-calculator-005 has lost its figure')
    const out = await html(<QuestionView question={item} value={null} onChange={() => {}} />)
    const figure = out.indexOf(`role="img" aria-label="${item.figure.description}"`)
    expect(figure).toBeGreaterThan(-1)
    expect(figure).toBeLessThan(out.indexOf('data-testid="question-text"'))
  })

  it("the results' answer review draws it too", async () => {
    if (!item?.figure) throw new Error('sat-math-calculator-005 has lost its figure')
    const out = await html(<AnswerReview questions={[item]} answers={[item.correctAnswer]} prefix="sat" />)
    expect(out).toContain(`aria-label="${item.figure.description}"`)
    expect(out).toContain('data-testid="figure-description"')
  })
})
