import { useEffect } from 'react'
import { saveQueue } from '~/utils/save-queue.ts'

/**
 * When an outage kept part of a new account's browser data from moving at sign-up, hands it to the save queue
 * (decision 088): kept in this browser, retried until the server has it, said by the one save notice. The
 * reading code loads only then, off every page's first load.
 */
export function useVisitorImport(pending: boolean) {
  useEffect(() => {
    if (!pending) return
    void import('~/utils/visitor-import-fields.ts').then(({ visitorImportFields }) =>
      saveQueue().save({ key: 'visitor-import', url: '/resources/visitor-import', body: visitorImportFields() }),
    )
  }, [pending])
}
