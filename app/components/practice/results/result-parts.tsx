import type { ReactNode } from 'react'
import { Badge } from '~/components/ui/badge.tsx'
import { cn } from '~/utils/misc.ts'

/** Pieces the results pages share: score badges and bars (lists: result-lists.tsx). */

export type BadgeColour = 'green' | 'orange' | 'yellow' | 'red'

const BADGE: Record<BadgeColour, string> = {
  green: 'bg-success-soft text-success border-success',
  orange: 'bg-orange-100 text-orange-800 border-orange-600',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-600',
  red: 'bg-danger-soft text-danger border-danger',
}
const BAR: Record<BadgeColour, string> = {
  green: 'bg-success',
  orange: 'bg-orange-500',
  yellow: 'bg-yellow-500',
  red: 'bg-danger',
}

export function ScoreBadge(props: { value: number; colour: BadgeColour; testId?: string; size?: 'md' | 'lg' }) {
  const large = props.size === 'lg'
  return (
    <Badge
      className={cn('font-bold', large ? 'px-4 py-1 text-3xl' : 'px-3 text-sm', BADGE[props.colour])}
      data-colour={props.colour}
      data-testid={props.testId}
    >
      {props.value}%
    </Badge>
  )
}

/**
 * A labelled percentage bar; the number (or `detail`) is also in the text for screen readers. `testId` names the
 * row (`${testId}-value` its figure); without `colour` the bar is the brand's.
 */
export function PercentBar(props: {
  label: string
  value: number
  colour?: BadgeColour
  detail?: string
  badge?: ReactNode
  testId?: string
}) {
  const pct = Math.max(0, Math.min(100, Math.round(props.value)))
  return (
    <div className="flex flex-col gap-1" data-testid={props.testId} data-colour={props.colour}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="font-medium">{props.label}</span>
        <span className="flex items-center gap-2">
          {props.badge}
          <span
            className={props.detail ? 'text-ink-muted' : 'font-semibold tabular-nums'}
            data-testid={props.testId && `${props.testId}-value`}
          >
            {props.detail ?? `${pct}%`}
          </span>
        </span>
      </div>
      <div className="h-2 w-full overflow-hidden rounded-full bg-line" aria-hidden="true">
        <div className={cn('h-full', props.colour ? BAR[props.colour] : 'bg-brand')} style={{ width: `${pct}%` }} />
      </div>
    </div>
  )
}
