import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { REVIEW_CARDS_EVENT } from '~/utils/review-events.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useStoreKind } from '~/utils/store-kind.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * The review cards due now: the root loader's summary from the account; a visitor's from this browser, read after
 * hydration and again whenever the cards change (or another tab changes them). Null until known. The storage code
 * (valibot schemas of the cards and answers) is fetched after hydration, off every page's first load (decision 032).
 */
export function useReviewSummary(): ReviewSummary | null {
  const root = useRootData()
  const browser = useStoreKind() === 'browser'
  const [visitor, setVisitor] = useState<ReviewSummary | null>(null)
  // A finished practice test adds answers (and so cards) on its own page: count again on every navigation.
  const { pathname } = useLocation()
  useEffect(() => {
    if (!browser) return
    let live = true
    let peek: ((now: Date) => ReviewSummary) | undefined
    const update = () => {
      if (live && peek) setVisitor(peek(new Date()))
    }
    import('~/utils/review-card-schema.ts')
      .then((m) => {
        peek = m.peekVisitorSummary
        update()
      })
      // A chunk that fails to load (offline after a deploy) leaves the badge out; the page works without it.
      .catch(() => {})
    window.addEventListener(REVIEW_CARDS_EVENT, update)
    window.addEventListener('storage', update)
    return () => {
      live = false
      window.removeEventListener(REVIEW_CARDS_EVENT, update)
      window.removeEventListener('storage', update)
    }
  }, [browser, pathname])
  return browser ? visitor : (root?.review ?? null)
}
