import { useEffect } from 'react'

/**
 * When an outage kept part of a new account's browser data from moving at sign-up, hands it to the save queue
 * (decision 088): read from the browser store through the progress store's interface, kept in this browser,
 * retried until the server has it, said by the one save notice. The store and the queue load only then, off every
 * page's first load.
 */
export function useVisitorImport(pending: boolean) {
  useEffect(() => {
    if (!pending) return
    void Promise.all([import('~/features/progress/store/index.ts'), import('~/utils/save-queue.ts')]).then(
      async ([{ progressStoreOf }, { saveQueue }]) => {
        const body = await progressStoreOf('browser').exportForAccount()
        if (body) await saveQueue().save({ key: 'visitor-import', url: '/resources/visitor-import', body })
      },
    )
  }, [pending])
}
