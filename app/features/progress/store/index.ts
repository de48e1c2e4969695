import { useEffect, useState } from 'react'
import { useStoreKind, type StoreKind } from '~/utils/store-kind.ts'
import { accountStore } from './account-store.ts'
import { browserStore } from './browser-store.ts'
import type { ProgressStore } from './types.ts'

export type * from './types.ts'

/** The store of a kind (the review form carries its page's kind to the route's client action). */
export const progressStoreOf = (kind: StoreKind): ProgressStore => (kind === 'account' ? accountStore : browserStore)

/** This page's progress store, chosen from the root's data (store-kind.ts). */
export function useProgressStore(): ProgressStore {
  return progressStoreOf(useStoreKind())
}

/**
 * A page's figures: what its loader brought (the account's, read on the server), or what the store keeps in this
 * browser, read after hydration (the server cannot see it). Null until known.
 */
export function useKept<T>(loaded: T | null, read: (store: ProgressStore) => Promise<T | null>): T | null {
  const store = useProgressStore()
  const [kept, setKept] = useState<T | null>(null)
  useEffect(() => {
    let live = true
    read(store).then(
      (value) => live && setKept(value),
      () => live && setKept(null),
    )
    return () => {
      live = false
    }
    // `read` is the page's own selector: the store decides when to read again.
  }, [store])
  return kept ?? loaded
}
