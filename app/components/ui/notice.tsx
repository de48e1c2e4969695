import { type HTMLAttributes } from 'react'
import { cn } from '~/utils/misc.ts'

/**
 * A short status line in a tinted box (role="status", read out politely): a demo set in use, a filter that was
 * ignored, browser data that was reset.
 */
export function Notice({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p role="status" className={cn('notice', className)} {...props} />
}
