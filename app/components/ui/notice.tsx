import { type HTMLAttributes } from 'react'
import type { BadgeTone } from '~/components/ui/badge.tsx'
import { cn } from '~/utils/misc.ts'

// Component classes (app/styles/tailwind.css, components layer): a caller's utilities win over them.
const TONES: Record<BadgeTone, string> = {
  neutral: 'callout callout-neutral',
  brand: 'callout callout-brand',
  success: 'callout callout-success',
  warning: 'notice',
  danger: 'callout callout-danger',
}

/**
 * A short note in a tinted box. Unless `role` says otherwise, `danger` is an alert (something could not load) and
 * the others a status, read out politely: a demo set in use, a filter that was ignored, a saved state.
 */
export function Notice({
  tone = 'warning',
  as: Tag = 'p',
  className,
  ...props
}: HTMLAttributes<HTMLElement> & { tone?: BadgeTone; as?: 'p' | 'div'; 'data-testid'?: string }) {
  return <Tag role={tone === 'danger' ? 'alert' : 'status'} className={cn(TONES[tone], className)} {...props} />
}
