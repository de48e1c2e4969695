import { type HTMLAttributes } from 'react'
import { cn } from '~/utils/misc.ts'

const tones = {
  neutral: 'border-line bg-canvas text-ink',
  brand: 'border-brand-soft bg-brand-soft text-brand-strong',
  success: 'border-success bg-success-soft text-success',
  warning: 'border-warning bg-warning-soft text-warning',
  danger: 'border-danger bg-danger-soft text-danger',
} as const

export type BadgeTone = keyof typeof tones

/** A small label (a status, a level, "New"). */
export function Badge({
  tone = 'neutral',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        tones[tone],
        className,
      )}
      {...props}
    />
  )
}
