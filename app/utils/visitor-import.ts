import { useEffect } from 'react'

/**
 * When an outage kept part of a new account's browser data from moving at sign-up, hands it to the save queue
 * (decision 088): kept in this browser, retried until the server has it, said by the one save notice. The
 * reading code and the queue load only then, off every page's first load.
 */
export function useVisitorImport(pending: boolean) {
  useEffect(() => {
    if (!pending) return
    void Promise.all([import('~/utils/visitor-import-fields.ts'), import('~/utils/save-queue.ts')]).then(
      ([{ visitorImportFields }, { saveQueue }]) =>
        saveQueue().save({ key: 'visitor-import', url: '/resources/visitor-import', body: visitorImportFields() }),
    )
  }, [pending])
}
