import { type HTMLAttributes } from 'react'
import { cn } from '~/utils/misc.ts'

// `notice` (the kit's components layer) is the warning box; a tone's utilities win over it.
const TONES = {
  warning: '',
  danger: 'border-danger bg-danger-soft text-danger',
} as const

/**
 * A short line in a tinted box. `warning` (the default) is a status, read out politely: a demo set in use, a
 * filter that was ignored, browser data that was reset. `danger` is an alert: something could not load.
 */
export function Notice({
  tone = 'warning',
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { tone?: keyof typeof TONES }) {
  return <p role={tone === 'danger' ? 'alert' : 'status'} className={cn('notice', TONES[tone], className)} {...props} />
}
