import { useLocation, useMatches } from '@remix-run/react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { AccountControls } from '~/components/account-controls.tsx'
import { LanguageSwitcher } from '~/components/language-switcher.tsx'
import { NavItems } from '~/components/nav-items.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { Link } from '~/components/ui/link.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { cn } from '~/utils/misc.ts'
import type { User } from '#openapi/types.ts'

const SideMenu = lazy(() => import('~/components/side-menu.tsx'))

/** The link bar's scroll bar shows while it scrolls and hides this long after scrolling stops (spec). */
export const SCROLLBAR_HIDE_MS = 600

/**
 * Marks a scroll container `data-scrolling` while it scrolls and for SCROLLBAR_HIDE_MS after; the CSS
 * (`.link-bar`) shows the scroll bar only then. A native scroller with one passive listener instead of Radix
 * Scroll Area (8 KB on every page, decision 032). Links cut off at an edge are hinted by a fade on that side
 * (`data-more`), and the current page's link is scrolled into view, so on a phone "AI Tutor" is never hidden
 * while it is the page shown (issue 23).
 */
function useLinkBar(pathname: string) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const markEdges = () => {
      const left = el.scrollLeft > 1
      const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 1
      if (left || right) el.dataset.more = left && right ? 'both' : left ? 'left' : 'right'
      else delete el.dataset.more
    }
    const onScroll = () => {
      el.dataset.scrolling = 'true'
      markEdges()
      clearTimeout(timer)
      timer = setTimeout(() => delete el.dataset.scrolling, SCROLLBAR_HIDE_MS)
    }
    markEdges()
    el.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', markEdges, { passive: true })
    return () => {
      el.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', markEdges)
      clearTimeout(timer)
    }
  }, [])
  useEffect(() => {
    const el = ref.current
    const current = el?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!el || !current || el.clientWidth === 0) return
    const bar = el.getBoundingClientRect()
    const link = current.getBoundingClientRect()
    // A little past the link, so the fade does not fall on it.
    if (link.right > bar.right) el.scrollLeft += link.right - bar.right + 40
    else if (link.left < bar.left) el.scrollLeft -= bar.left - link.left + 40
  }, [pathname])
  return ref
}

/** First name, then email, then 'User'. */
export function displayName(user: Pick<User, 'firstName' | 'email'>, fallback: string): string {
  return user.firstName?.trim() || user.email?.trim() || fallback
}

/** What a route module's `handle` may say about the header: `pinnedHeader: false` when its own bar must stay in view. */
export type HeaderHandle = { pinnedHeader?: boolean }

/** `userUnknown`: the account could not be checked (an outage), which is not "signed out". */
export function Header({ user, userUnknown = false }: { user: User | null; userUnknown?: boolean }) {
  const { t } = useTranslation()
  const pinned = !useMatches().some((m) => (m.handle as HeaderHandle | undefined)?.pinnedHeader === false)
  const [menuOpen, setMenuOpen] = useState(false)
  const linkBar = useLinkBar(useLocation().pathname)
  const name = user ? displayName(user, t('header.userFallback')) : null
  return (
    <header
      className={cn('z-40 border-b border-line bg-surface/95 backdrop-blur', pinned && 'sticky top-0')}
      data-testid="site-header"
    >
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-2">
        <Link to="/" className="min-h-touch inline-flex items-center text-lg font-bold text-brand-strong">
          {t('brand')}
        </Link>
        <nav aria-label={t('nav.main')} className="hidden flex-1 items-center gap-1 md:flex">
          <NavItems orientation="row" />
        </nav>
        <div className="ml-auto hidden items-center gap-3 md:flex">
          <LanguageSwitcher />
          <AccountControls unknown={userUnknown} name={name} />
        </div>
        {/* The side menu's dialog code loads on the first tap (decision 024); the button works from the first paint. */}
        <button
          type="button"
          className={buttonVariants({ variant: 'ghost', className: 'ml-auto md:hidden' })}
          aria-label={t('header.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          data-testid="menu-button"
          onClick={() => setMenuOpen(true)}
        >
          <span aria-hidden="true" className="text-xl">
            ☰
          </span>
        </button>
        {menuOpen ? (
          <Suspense fallback={null}>
            <SideMenu userUnknown={userUnknown} name={name} onClose={() => setMenuOpen(false)} />
          </Suspense>
        ) : null}
      </div>
      {/* A native horizontal scroller; its scroll bar shows while scrolling and hides 600 ms after (spec). */}
      <div ref={linkBar} className="link-bar border-t border-line md:hidden" data-testid="mobile-link-bar">
        <nav aria-label={t('nav.mobile')} className="flex w-max gap-1 px-2 py-1">
          <NavItems orientation="row" />
        </nav>
      </div>
    </header>
  )
}
