import { type HTMLAttributes } from 'react'
import { cn } from '~/utils/misc.ts'

/** The tones: component classes of app/styles/tailwind.css (components layer, so a utility beside one wins). */
const tones = {
  neutral: 'badge-neutral',
  brand: 'badge-brand',
  success: 'badge-success',
  warning: 'badge-warning',
  danger: 'badge-danger',
} as const

export type BadgeTone = keyof typeof tones

/** A small label (a status, a level, "New"). */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cn('badge', tones[tone], className)} {...props} />
}
