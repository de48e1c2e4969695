import { useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { peekVisitorSummary, REVIEW_CARDS_EVENT } from '~/features/review/card-schema.ts'
import { useRootData } from '~/utils/root-data.ts'
import type { ReviewSummary } from '#openapi/types.ts'

/**
 * The review cards due now: the root loader's summary when signed in; a visitor's from this browser, read after
 * hydration and again whenever the cards change (or another tab changes them). Null until known.
 */
export function useReviewSummary(): ReviewSummary | null {
  const root = useRootData()
  const signedIn = Boolean(root?.user)
  const [visitor, setVisitor] = useState<ReviewSummary | null>(null)
  // A finished practice test adds answers (and so cards) on its own page: count again on every navigation.
  const { pathname } = useLocation()
  useEffect(() => {
    if (signedIn) return
    const update = () => setVisitor(peekVisitorSummary(new Date()))
    update()
    window.addEventListener(REVIEW_CARDS_EVENT, update)
    window.addEventListener('storage', update)
    return () => {
      window.removeEventListener(REVIEW_CARDS_EVENT, update)
      window.removeEventListener('storage', update)
    }
  }, [signedIn, pathname])
  return signedIn ? (root?.review ?? null) : visitor
}
