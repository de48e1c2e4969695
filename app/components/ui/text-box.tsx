import type { HTMLAttributes, ReactNode } from 'react'
import { cn } from '~/utils/misc.ts'

/** A long text (a passage, a question) folded under its summary line; `className` sets the box's background. */
export function TextDetails({
  summary,
  text,
  className,
  summaryClassName,
  textClassName,
  ...props
}: HTMLAttributes<HTMLDetailsElement> & {
  summary: ReactNode
  text: string
  summaryClassName?: string
  textClassName?: string
}) {
  return (
    <details className={cn('rounded-lg border border-line p-3 text-sm', className)} {...props}>
      <summary className={cn('cursor-pointer font-semibold', summaryClassName)}>{summary}</summary>
      <p className={cn('mt-2 whitespace-pre-line', textClassName)}>{text}</p>
    </details>
  )
}

/** A question's explanation on the page background, under its label; `testId` names the text. */
export function ExplanationBox({ label, text, testId }: { label: ReactNode; text: string; testId: string }) {
  return (
    <div className="rounded-lg bg-canvas p-3 text-sm">
      <p className="font-medium">{label}</p>
      <p className="mt-1 whitespace-pre-line" data-testid={testId}>
        {text}
      </p>
    </div>
  )
}
