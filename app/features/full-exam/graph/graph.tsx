import type { MathJsInstance } from 'mathjs'
import { useId, useMemo, useState } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { compileFunction } from './compile.ts'
import {
  DEFAULT_WINDOW,
  findIntersections,
  findRoots,
  pathFor,
  safe,
  sample,
  showNumber,
  ticks,
  windowProblem,
  zoom,
  type Fn,
  type PlotWindow,
} from './plot.ts'

const SIZE = 320
const SAMPLES = 640
const COUNT = 3
/** Colour and dash per function, so the graphs differ without colour too. */
const STYLES = [
  { stroke: '#1d4ed8', dash: undefined },
  { stroke: '#b91c1c', dash: '8 4' },
  { stroke: '#047857', dash: '2 4' },
] as const
const BOUNDS = ['xMin', 'xMax', 'yMin', 'yMax'] as const

type Compiled = { text: string; fn: Fn | null; error: string | null }

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
      compiled.map((c) => {
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
    const list: { a: number; b: number; points: { x: number; y: number }[] }[] = []
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
    const next = Object.fromEntries(BOUNDS.map((b) => [b, Number(fields[b].trim() || NaN)])) as unknown as PlotWindow
    const problem = windowProblem(next)
    setPlotted([...texts])
    if (problem) setWindowError(t(`graph.window.${problem}`))
    else apply(next)
  }

  const xTicks = ticks(view.xMin, view.xMax)
  const yTicks = ticks(view.yMin, view.yMax)
  const sx = (x: number) => ((x - view.xMin) / (view.xMax - view.xMin)) * SIZE
  const sy = (y: number) => SIZE - ((y - view.yMin) / (view.yMax - view.yMin)) * SIZE
  const active = compiled.map((c, i) => ({ ...c, i })).filter((c) => c.fn)
  const tableXs = ticks(view.xMin, view.xMax, 8).values

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

      <svg
        viewBox={`-30 -10 ${SIZE + 40} ${SIZE + 30}`}
        className="w-full max-w-md self-center rounded border border-line bg-surface"
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-results`}
        data-testid="full-exam-graph-svg"
      >
        <title id={`${id}-title`}>
          {t('graph.svgTitle', {
            xMin: showNumber(view.xMin),
            xMax: showNumber(view.xMax),
            yMin: showNumber(view.yMin),
            yMax: showNumber(view.yMax),
          })}
        </title>
        <defs>
          <clipPath id={`${id}-clip`}>
            <rect x={0} y={0} width={SIZE} height={SIZE} />
          </clipPath>
        </defs>
        <g stroke="currentColor" strokeOpacity={0.12} strokeWidth={1}>
          {xTicks.values.map((x) => (
            <line key={`gx${x}`} x1={sx(x)} x2={sx(x)} y1={0} y2={SIZE} />
          ))}
          {yTicks.values.map((y) => (
            <line key={`gy${y}`} x1={0} x2={SIZE} y1={sy(y)} y2={sy(y)} />
          ))}
        </g>
        <g stroke="currentColor" strokeOpacity={0.7} strokeWidth={1.5}>
          {view.yMin <= 0 && view.yMax >= 0 ? <line x1={0} x2={SIZE} y1={sy(0)} y2={sy(0)} /> : null}
          {view.xMin <= 0 && view.xMax >= 0 ? <line x1={sx(0)} x2={sx(0)} y1={0} y2={SIZE} /> : null}
        </g>
        <g fontSize={9} fill="currentColor" fillOpacity={0.75} aria-hidden="true">
          {xTicks.values.map((x) => (
            <text key={`tx${x}`} x={sx(x)} y={SIZE + 12} textAnchor="middle">
              {showNumber(x)}
            </text>
          ))}
          {yTicks.values.map((y) => (
            <text key={`ty${y}`} x={-4} y={sy(y) + 3} textAnchor="end">
              {showNumber(y)}
            </text>
          ))}
        </g>
        <g clipPath={`url(#${id}-clip)`} fill="none" strokeWidth={2}>
          {drawn.map((d, i) =>
            d?.path ? (
              <path
                key={i}
                d={d.path}
                stroke={STYLES[i].stroke}
                strokeDasharray={STYLES[i].dash}
                data-testid="full-exam-graph-path"
              />
            ) : null,
          )}
        </g>
      </svg>

      <section
        id={`${id}-results`}
        aria-live="polite"
        className="flex flex-col gap-1"
        data-testid="full-exam-graph-roots"
      >
        <h4 className="font-semibold">{t('graph.found')}</h4>
        {active.length === 0 ? <p>{t('graph.nothing')}</p> : null}
        <ul className="list-disc pl-5">
          {active.map(({ text, i }) => {
            const d = drawn[i]!
            const roots = d.roots
            return (
              <li key={i} data-testid="full-exam-graph-root-line">
                {!d.anyValue
                  ? t('graph.noValues', { n: i + 1, f: text.trim() })
                  : roots.length
                    ? t('graph.roots', {
                        n: i + 1,
                        f: text.trim(),
                        list: roots.map((r) => `x = ${showNumber(r)}`).join('; '),
                      })
                    : t('graph.noRoots', { n: i + 1, f: text.trim() })}
              </li>
            )
          })}
          {crossings.map(({ a, b, points }) => (
            <li key={`${a}-${b}`}>
              {points.length
                ? t('graph.crossings', {
                    a: a + 1,
                    b: b + 1,
                    list: points.map((p) => `(${showNumber(p.x)}; ${showNumber(p.y)})`).join(', '),
                  })
                : t('graph.noCrossings', { a: a + 1, b: b + 1 })}
            </li>
          ))}
        </ul>
      </section>

      {active.length ? (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm" data-testid="full-exam-graph-table">
            <caption className="text-left font-semibold">{t('graph.table')}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b border-line px-2 text-left">
                  x
                </th>
                {active.map(({ i }) => (
                  <th key={i} scope="col" className="border-b border-line px-2 text-left">
                    {t('graph.column', { n: i + 1 })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="font-mono">
              {tableXs.map((x) => (
                <tr key={x}>
                  <th scope="row" className="px-2 text-left font-normal">
                    {showNumber(x)}
                  </th>
                  {active.map(({ fn, i }) => (
                    <td key={i} className="px-2">
                      {showNumber(safe(fn!, x))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

function windowFields(w: PlotWindow) {
  return Object.fromEntries(BOUNDS.map((b) => [b, String(Number(w[b].toPrecision(10)))])) as Record<
    (typeof BOUNDS)[number],
    string
  >
}
