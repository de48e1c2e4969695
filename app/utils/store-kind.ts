import { useEffect, useSyncExternalStore } from 'react'
import { accountHere, rememberAccountHere } from '~/utils/account-hint.ts'
import { forgetAccountResults } from '~/utils/account-results.ts'
import { useRootData } from '~/utils/root-data.ts'

/**
 * Where a student's progress is kept (decision 118): the account (the API, through the save queue) or this
 * browser (a visitor). Chosen in one place, from the root loader's data. An account that could not be checked
 * (an outage: the request carried a session cookie) is the account's; the page kept for offline use knows no
 * account, and takes this browser's last page that knew (account-hint.ts).
 */
export type StoreKind = 'account' | 'browser'

type RootFacts = { user: unknown; userUnknown: boolean; offlineShell: boolean }

export function storeKindOf(root: RootFacts | undefined, hint: boolean): StoreKind {
  if (root && !root.userUnknown) return root.user ? 'account' : 'browser'
  if (root && !root.offlineShell) return 'account'
  return hint ? 'account' : 'browser'
}

const noChanges = () => () => {}

/** This page's store kind; on the server (and while hydrating) an unknown account reads as a visitor's. */
export function useStoreKind(): StoreKind {
  const root = useRootData()
  const hint = useSyncExternalStore(noChanges, accountHere, () => false)
  return storeKindOf(root, hint)
}

/**
 * Once per page (the root): what the root knew is remembered for the pages that cannot tell (offline), and results
 * kept for offline use are dropped unless they are this account's (account-results.ts).
 */
export function useRememberStoreKind() {
  const root = useRootData()
  const known = root && !root.userUnknown ? storeKindOf(root, false) : null
  const userId = root?.user?.id ?? null
  useEffect(() => {
    if (!known) return
    rememberAccountHere(known === 'account')
    forgetAccountResults(userId)
  }, [known, userId])
}
