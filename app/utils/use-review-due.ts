import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { REVIEW_CARDS_EVENT } from '~/utils/review-events.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useStoreKind } from '~/utils/store-kind.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * The review cards due now: the root loader's summary from the account; a visitor's from this browser, read after
 * hydration and again whenever this page changes the cards or navigates. Null until known. The browser
 * store's code is fetched after hydration, off every page's first load (decision 032).
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
    const update = () =>
      import('~/utils/visitor-review-summary.ts')
        .then((m) => m.peekVisitorSummary(new Date()))
        .then((summary) => live && setVisitor(summary))
        // A chunk that fails to load (offline after a deploy) leaves the badge out; the page works without it.
        .catch(() => {})
    void update()
    window.addEventListener(REVIEW_CARDS_EVENT, update)
    return () => {
      live = false
      window.removeEventListener(REVIEW_CARDS_EVENT, update)
    }
  }, [browser, pathname])
  return browser ? visitor : (root?.review ?? null)
}
