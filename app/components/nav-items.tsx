import { useLocation } from '@remix-run/react'
import { NavLink } from '~/components/ui/link.tsx'
import { stripLanguage } from '~/i18n/language-path.ts'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import { useReviewSummary } from '~/utils/use-review-due.ts'

// The site's main links, in the header's link bar and in the side menu alike.
const NAV_LINKS = [
  { to: '/', key: 'nav.home', exact: true },
  { to: '/select-country', key: 'nav.practice', exact: false },
  { to: '/progress', key: 'nav.progress', exact: false },
  { to: '/review', key: 'nav.review', exact: false },
  { to: '/ai-tutor', key: 'nav.tutor', exact: false },
] as const

/** Home is current only on an exact match; the others on a path prefix (spec: top header). */
function isCurrent(pathname: string, to: string, exact: boolean): boolean {
  if (exact) return pathname === to
  return pathname === to || pathname.startsWith(`${to}/`)
}

/** How many review cards are due: a number badge, read out as a sentence. Nothing when none are due. */
function DueBadge({ className }: { className?: string }) {
  const { t } = useTranslation('review')
  const due = useReviewSummary()?.due ?? 0
  if (due <= 0) return null
  return (
    <span
      className={cn(
        'ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-danger px-1.5 text-xs font-bold text-white',
        className,
      )}
      data-testid="review-due-badge"
      data-count={due}
    >
      <span aria-hidden="true">{due}</span>
      <span className="sr-only">{t('due.badge', { count: due })}</span>
    </span>
  )
}

export function NavItems({ orientation, onNavigate }: { orientation: 'row' | 'column'; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const pathname = stripLanguage(useLocation().pathname)
  return (
    <>
      {NAV_LINKS.map((link) => {
        const current = isCurrent(pathname, link.to, link.exact)
        return (
          <NavLink
            key={link.to}
            to={link.to}
            end={link.exact}
            onClick={onNavigate}
            aria-current={current ? 'page' : undefined}
            data-current={current ? 'true' : undefined}
            className={cn(
              'inline-flex min-h-touch shrink-0 items-center rounded-lg px-3 text-sm font-medium',
              current ? 'bg-brand-soft text-brand-strong' : 'text-ink hover:bg-canvas',
              orientation === 'column' && 'w-full',
            )}
          >
            {t(link.key)}
            {link.to === '/review' ? <DueBadge /> : null}
          </NavLink>
        )
      })}
    </>
  )
}
