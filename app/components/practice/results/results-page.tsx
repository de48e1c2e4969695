import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { buttonVariants } from '~/components/ui/button.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { Notice } from './result-parts.tsx'

/**
 * The frame of the SAT, Matura and Canada results pages: the heading (with what goes beside or under it), the
 * notice for a sections parameter that could not be read, the page's panels and its links (the first one primary).
 */
export function ResultsPage({
  testId,
  title,
  aside,
  notice,
  links,
  wide,
  children,
}: {
  testId: string
  title: string
  aside?: ReactNode
  notice?: string | null
  links: { to: string; label: string; testId?: string; onClick?: () => void }[]
  wide?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('review')
  return (
    <main
      id="main"
      className={cn('mx-auto flex flex-col gap-6 px-4 py-8', wide ? 'max-w-5xl' : 'max-w-4xl')}
      data-testid={testId}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{title}</h1>
        {aside}
      </div>
      {notice ? (
        <Notice role="status" tone="warning" data-testid="sections-notice">
          {notice}
        </Notice>
      ) : null}
      {children}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {links.map((link, i) => (
          <Link
            key={link.to + link.label}
            to={link.to}
            onClick={link.onClick}
            className={buttonVariants({ variant: i === 0 ? 'primary' : 'secondary' })}
            data-testid={link.testId}
          >
            {link.label}
          </Link>
        ))}
        {/* The wrong and skipped questions of every test, this one's included (issue 13). */}
        <Link to="/review" className={buttonVariants({ variant: 'ghost' })} data-testid="results-review-link">
          {t('actions.review')}
        </Link>
      </div>
    </main>
  )
}
