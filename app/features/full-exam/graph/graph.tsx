import type { MathJsInstance } from 'mathjs'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { compileFunction } from './compile.ts'
import type { Compiled, Crossing, Drawn, Plotted } from './graph-types.ts'
import { GraphFindings, GraphPicture, SIZE, STYLES } from './graph-view.tsx'
import {
  DEFAULT_WINDOW,
  findIntersections,
  findRoots,
  pathFor,
  sample,
  windowProblem,
  zoom,
  type PlotWindow,
} from './plot.ts'

const SAMPLES = 640
const COUNT = 3
const BOUNDS = ['xMin', 'xMax', 'yMin', 'yMax'] as const

/**
 * The graphing tab of the SAT's calculator (Bluebook gives Desmos): up to three functions of x drawn in an SVG
 * window the student sets, with their roots and intersections listed as text, and a table of values, which is
 * what a screen reader reads in place of the picture.
 */
export function Graph({ math }: { math: MathJsInstance }) {
  const { t } = useTranslation('fullExam')
  const id = useId()
  const [texts, setTexts] = useState<string[]>(['', '', ''])
  const [plotted, setPlotted] = useState<string[]>(['', '', ''])
  const [view, setView] = useState<PlotWindow>(DEFAULT_WINDOW)
  const [fields, setFields] = useState<Record<(typeof BOUNDS)[number], string>>(windowFields(DEFAULT_WINDOW))
  const [windowError, setWindowError] = useState<string | null>(null)

  const compiled: Compiled[] = useMemo(
    () =>
      plotted.map((text) => {
        const r = compileFunction(math, text)
        if (!r) return { text, fn: null, error: null }
        if (r.ok) return { text, fn: r.fn, error: null }
        return {
          text,
          fn: null,
          error: r.error === 'unknown' ? t('graph.unknownName', { name: r.name }) : t('graph.syntax'),
        }
      }),
    [math, plotted, t],
  )

  const drawn = useMemo(
    () =>
      compiled.map((c): Drawn | null => {
        if (!c.fn) return null
        const points = sample(c.fn, view.xMin, view.xMax, SAMPLES)
        return {
          path: pathFor(points, view, SIZE, SIZE),
          anyValue: points.some((p) => Number.isFinite(p.y)),
          roots: findRoots(c.fn, view.xMin, view.xMax),
        }
      }),
    [compiled, view],
  )

  const crossings = useMemo(() => {
    const list: Crossing[] = []
    for (let a = 0; a < COUNT; a++)
      for (let b = a + 1; b < COUNT; b++) {
        const fa = compiled[a].fn
        const fb = compiled[b].fn
        if (fa && fb) list.push({ a, b, points: findIntersections(fa, fb, view.xMin, view.xMax) })
      }
    return list
  }, [compiled, view])

  const apply = (next: PlotWindow) => {
    setView(next)
    setFields(windowFields(next))
    setWindowError(null)
  }

  const plot = () => {
    const bound = (b: (typeof BOUNDS)[number]) => Number(fields[b].trim() || NaN)
    const next: PlotWindow = { xMin: bound('xMin'), xMax: bound('xMax'), yMin: bound('yMin'), yMax: bound('yMax') }
    const problem = windowProblem(next)
    setPlotted([...texts])
    if (problem) setWindowError(t(`graph.window.${problem}`))
    else apply(next)
  }

  const active: Plotted[] = compiled.map((c, i) => ({ ...c, i })).filter((c) => c.fn)

  return (
    <div className="flex flex-col gap-3" data-testid="full-exam-graph">
      <form
        className="flex flex-col gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          plot()
        }}
      >
        <p id={`${id}-help`} className="text-sm text-ink-muted">
          {t('graph.help')}
        </p>
        {texts.map((text, i) => (
          <div key={i} className="flex flex-col gap-1">
            <label htmlFor={`${id}-f${i}`} className="font-medium">
              <span aria-hidden="true" style={{ color: STYLES[i].stroke }}>
                ●{' '}
              </span>
              {t('graph.function', { n: i + 1 })}
            </label>
            <input
              id={`${id}-f${i}`}
              className="field-input font-mono"
              value={text}
              placeholder={i === 0 ? 'x^2 - 3x + 2' : undefined}
              onChange={(e) => setTexts(texts.map((old, j) => (j === i ? e.target.value : old)))}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-help${compiled[i].error ? ` ${id}-e${i}` : ''}`}
              aria-invalid={compiled[i].error ? true : undefined}
              data-testid="full-exam-graph-input"
            />
            {compiled[i].error ? (
              <p id={`${id}-e${i}`} className="text-sm text-danger" role="alert" data-testid="full-exam-graph-error">
                {compiled[i].error}
              </p>
            ) : null}
          </div>
        ))}
        <fieldset className="flex flex-wrap gap-2">
          <legend className="font-medium">{t('graph.window.legend')}</legend>
          {BOUNDS.map((b) => (
            <label key={b} className="flex flex-col text-sm">
              {t(`graph.window.${b}`)}
              <input
                className="field-input w-24 font-mono"
                inputMode="decimal"
                value={fields[b]}
                onChange={(e) => setFields({ ...fields, [b]: e.target.value })}
                data-testid={`full-exam-graph-${b}`}
              />
            </label>
          ))}
        </fieldset>
        {windowError ? (
          <p className="text-sm text-danger" role="alert" data-testid="full-exam-graph-window-error">
            {windowError}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" data-testid="full-exam-graph-plot">
            {t('graph.plot')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => apply(zoom(view, 0.5))}>
            {t('graph.zoomIn')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => apply(zoom(view, 2))}>
            {t('graph.zoomOut')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => apply(DEFAULT_WINDOW)}>
            {t('graph.reset')}
          </button>
        </div>
      </form>

      <GraphPicture id={id} view={view} drawn={drawn} />
      <GraphFindings id={id} view={view} active={active} drawn={drawn} crossings={crossings} />
    </div>
  )
}

function windowFields(w: PlotWindow) {
  return Object.fromEntries(BOUNDS.map((b) => [b, String(Number(w[b].toPrecision(10)))])) as Record<
    (typeof BOUNDS)[number],
    string
  >
}
