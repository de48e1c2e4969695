import { TableHead } from '~/components/ui/table.tsx'
import type { Stimulus } from '#openapi/types.ts'

/** A data item's table (accessible HTML table) or chart (SVG with the same data as a table for screen readers). */
export function StimulusView({ stimulus }: { stimulus: Stimulus }) {
  if (stimulus.kind === 'table')
    return (
      <table className="w-full border-collapse text-sm" data-testid="stimulus-table">
        <caption className="mb-1 text-left font-semibold">{stimulus.caption}</caption>
        <TableHead columns={stimulus.columns} cellClassName="border border-line px-2 py-1 text-left" />
        <tbody>
          {stimulus.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} className="border border-line px-2 py-1">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    )
  const max = Math.max(...stimulus.points.map((p) => p.value), 1)
  const w = 40 * stimulus.points.length
  const y = (v: number) => 110 - (v / max) * 100
  return (
    <figure className="flex flex-col gap-1" data-testid="stimulus-chart">
      <figcaption className="font-semibold">{stimulus.caption}</figcaption>
      <svg viewBox={`0 0 ${w} 130`} className="max-h-48 w-full" aria-hidden="true">
        {stimulus.kind === 'bar' ? (
          stimulus.points.map((p, i) => (
            <rect key={i} x={i * 40 + 8} y={y(p.value)} width={24} height={110 - y(p.value)} className="fill-brand" />
          ))
        ) : (
          <polyline
            fill="none"
            strokeWidth={2}
            className="stroke-brand"
            points={stimulus.points.map((p, i) => `${i * 40 + 20},${y(p.value)}`).join(' ')}
          />
        )}
        {stimulus.points.map((p, i) => (
          <text key={i} x={i * 40 + 20} y={125} textAnchor="middle" fontSize={9}>
            {p.label}
          </text>
        ))}
      </svg>
      <table className="sr-only">
        <TableHead columns={[stimulus.xLabel, stimulus.yLabel]} />
        <tbody>
          {stimulus.points.map((p) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
