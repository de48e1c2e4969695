import { useId } from 'react'
import { weaknessBadge } from '#domain/exam/scoring.ts'

const SIZE = 120
const STROKE = 12
const RADIUS = (SIZE - STROKE) / 2
const CIRCUMFERENCE = 2 * Math.PI * RADIUS

/** Ring colour by the weakness badge levels (spec section 5): under 50 error, under 75 warning, else success. */
const RING_CLASS = { error: 'stroke-danger', warning: 'stroke-warning', success: 'stroke-success' } as const

/**
 * A circular percentage. The number is real text inside the ring; the SVG is one image named by its title
 * (e.g. "Mathematics: 67% correct"), so a screen reader hears the subject and the value once.
 */
export function ProgressRing({
  value,
  text,
  label,
  testId,
}: {
  value: number
  text: string
  label: string
  testId?: string
}) {
  const titleId = useId()
  const pct = Math.min(Math.max(Number.isFinite(value) ? value : 0, 0), 100)
  const level = weaknessBadge(pct)
  return (
    <svg
      viewBox={`0 0 ${SIZE} ${SIZE}`}
      className="h-28 w-28 shrink-0"
      role="img"
      aria-labelledby={titleId}
      data-testid={testId}
      data-level={level}
      data-value={pct}
    >
      <title id={titleId}>{label}</title>
      <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} fill="none" strokeWidth={STROKE} className="stroke-line" />
      <circle
        cx={SIZE / 2}
        cy={SIZE / 2}
        r={RADIUS}
        fill="none"
        strokeWidth={STROKE}
        strokeLinecap={pct > 0 ? 'round' : 'butt'}
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - pct / 100)}
        transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
        className={RING_CLASS[level]}
      />
      <text
        x="50%"
        y="50%"
        textAnchor="middle"
        dominantBaseline="central"
        className="fill-ink text-[22px] font-bold tabular-nums"
      >
        {text}
      </text>
    </svg>
  )
}
