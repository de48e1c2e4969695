import { type HTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'

/** A page's h1 with the line under it; `children` (the page's main links) sit beside it on wide screens. */
export function PageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode
  subtitle?: ReactNode
  children?: ReactNode
}) {
  return (
    <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
      <div>
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  )
}

/**
 * A page whose data is still loading in the browser (a route's HydrateFallback). The server renders the page's
 * heading with it, in the page's own frame, so the first paint already shows where the student is (and the
 * heading does not move when the data arrives); `className` sets the width.
 */
export function PageLoading({
  title,
  subtitle,
  className,
  ...props
}: HTMLAttributes<HTMLParagraphElement> & { title: ReactNode; subtitle?: ReactNode }) {
  const { t } = useTranslation('common')
  return (
    <main id="main" className={cn('mx-auto flex flex-col gap-6 px-4 py-6 md:py-10', className)}>
      <PageHeader title={title} subtitle={subtitle} />
      <p role="status" className="text-ink-muted" {...props}>
        {t('states.loading')}
      </p>
    </main>
  )
}
