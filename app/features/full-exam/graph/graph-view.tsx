import { TableHead } from '~/components/ui/table.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import type { Crossing, Drawn, Plotted } from './graph-types.ts'
import { safe, showNumber, ticks, type PlotWindow } from './plot.ts'

export const SIZE = 320
/** Colour and dash per function, so the graphs differ without colour too. */
export const STYLES = [
  { stroke: '#1d4ed8', dash: undefined },
  { stroke: '#b91c1c', dash: '8 4' },
  { stroke: '#047857', dash: '2 4' },
] as const

/** The picture: grid, axes, tick labels and each function's path in the window, named by the window it shows. */
export function GraphPicture({ id, view, drawn }: { id: string; view: PlotWindow; drawn: (Drawn | null)[] }) {
  const { t } = useTranslation('fullExam')
  const xTicks = ticks(view.xMin, view.xMax)
  const yTicks = ticks(view.yMin, view.yMax)
  const sx = (x: number) => ((x - view.xMin) / (view.xMax - view.xMin)) * SIZE
  const sy = (y: number) => SIZE - ((y - view.yMin) / (view.yMax - view.yMin)) * SIZE
  return (
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
  )
}

/**
 * What a screen reader reads in place of the picture: each function's roots, the intersections, and a table of
 * values across the window.
 */
export function GraphFindings({
  id,
  view,
  active,
  drawn,
  crossings,
}: {
  id: string
  view: PlotWindow
  active: Plotted[]
  drawn: (Drawn | null)[]
  crossings: Crossing[]
}) {
  const { t } = useTranslation('fullExam')
  const tableXs = ticks(view.xMin, view.xMax, 8).values
  return (
    <>
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
            <TableHead
              columns={['x', ...active.map(({ i }) => t('graph.column', { n: i + 1 }))]}
              cellClassName="border-b border-line px-2 text-left"
            />
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
    </>
  )
}
