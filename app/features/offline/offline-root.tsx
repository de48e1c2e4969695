import { useEffect } from 'react'
import { useRootData } from '~/utils/root-data.ts'
import { rememberAccount } from './account-hint.ts'
import { UpdatePrompt } from './update-prompt.tsx'

/**
 * What the offline mode needs on every page, loaded after hydration (never in a page's first-load scripts): the
 * service worker with its Reload prompt, and the account flag an offline copy of a page is read with (decision 100).
 * A page the server could not check the account for, or that is itself an offline copy, says nothing about it.
 */
export function OfflineRoot() {
  const data = useRootData()
  const known = data && !data.offlineShell && !data.userUnknown
  const signedIn = Boolean(data?.user)
  useEffect(() => {
    if (known) rememberAccount(signedIn)
  }, [known, signedIn])
  return <UpdatePrompt />
}
