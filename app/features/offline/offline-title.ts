import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { clientTranslator } from '~/i18n/translator.client.ts'
import { accountHere } from '~/utils/account-hint.ts'
import { keepAccountResults } from '~/utils/account-results.ts'
import { unreachable } from './unreachable.ts'
import type { PracticeSession } from '#openapi/types.ts'

/**
 * The client loader of a results page whose figures are in its address or in this browser (/sat-results,
 * /matura-results, /canada-results, /results; decisions 114, 144): the server's data while it can be reached;
 * without a connection only the page's title, in the page's language, so a short test finished offline opens its
 * results as online.
 */
export function offlineTitleLoader(namespace: string, key: string) {
  return async ({ serverLoader }: ClientLoaderFunctionArgs): Promise<{ title: string }> => {
    try {
      // The server's data is plain JSON already (no dates or maps in it).
      return (await serverLoader<{ title: string }>()) as { title: string }
    } catch (error) {
      if (!unreachable(error)) throw error
      return { title: clientTranslator().getFixedT(null, namespace)(key) }
    }
  }
}

/** A results list of the account's sessions: the server's, or offline those kept on this device (`keptHere`). */
export interface AccountResultsData {
  title: string
  /** The account's sessions; null for a visitor (the browser's results are read on the page). */
  sessions: PracticeSession[] | null
  loadError: boolean
  keptHere?: boolean
}

/**
 * /nmt-results' client loader (decision 149). Online, the server's list, kept on this device for the student. Offline
 * (a client navigation whose data request failed, or the copy kept with a pack, hydrated without a connection): a
 * visitor's list is read in the browser as online; the student this browser last knew gets the sessions kept here
 * and the finishes the save queue still holds.
 */
export function accountResultsLoader(
  namespace: string,
  key: string,
  select: (s: PracticeSession[]) => PracticeSession[],
) {
  const clientLoader = async ({ serverLoader }: ClientLoaderFunctionArgs): Promise<AccountResultsData> => {
    let data: AccountResultsData | null = null
    try {
      data = (await serverLoader<AccountResultsData>()) as AccountResultsData
    } catch (error) {
      if (!unreachable(error)) throw error
    }
    if (data && navigator.onLine) {
      if (data.sessions && !data.loadError) keepAccountResults(data.sessions)
      return data
    }
    const title = data?.title ?? clientTranslator().getFixedT(null, namespace)(key)
    if (!accountHere()) return { title, sessions: null, loadError: false }
    const { accountSessionsOffline } = await import('./kept-results.ts')
    return { title, sessions: select(accountSessionsOffline()), loadError: false, keptHere: true }
  }
  // On hydration too: a document from the server keeps its list; the kept copy opened offline reads this device's.
  clientLoader.hydrate = true as const
  return clientLoader
}
