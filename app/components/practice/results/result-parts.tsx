import { Badge } from '~/components/ui/badge.tsx'
import { cn } from '~/utils/misc.ts'

/** The score colours of the results pages: badges and bars (lists: result-lists.tsx). */

export type BadgeColour = 'green' | 'orange' | 'yellow' | 'red'

const BADGE: Record<BadgeColour, string> = {
  green: 'bg-success-soft text-success border-success',
  orange: 'bg-orange-100 text-orange-800 border-orange-600',
  yellow: 'bg-yellow-100 text-yellow-800 border-yellow-600',
  red: 'bg-danger-soft text-danger border-danger',
}
export const BAR: Record<BadgeColour, string> = {
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
