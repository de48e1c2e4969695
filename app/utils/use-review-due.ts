import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { onStoreChange, touches } from '~/utils/browser-store/changes.ts'
import { useRootData } from '~/utils/root-data.ts'
import { useStoreKind } from '~/utils/store-kind.ts'
import { whenIdle } from '~/utils/when-idle.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * The review cards due now: the root loader's summary from the account; a visitor's from this browser, read after
 * hydration, on every navigation and whenever this tab or another one changes the answers or the cards (decision
 * 147). Null until known. The browser store's code is fetched after hydration, off every page's first load
 * (decision 032).
 */
export function useReviewSummary(): ReviewSummary | null {
  const root = useRootData()
  const browser = useStoreKind() === 'browser'
  const [visitor, setVisitor] = useState<ReviewSummary | null>(null)
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
    // The first read waits for an idle moment: the badge is not part of the first view (decision 162).
    const cancel = whenIdle(() => void update())
    const stop = onStoreChange((change) => {
      if (touches(change, ['answers', 'cards'])) void update()
    })
    return () => {
      live = false
      cancel()
      stop()
    }
  }, [browser, pathname])
  return browser ? visitor : (root?.review ?? null)
}
