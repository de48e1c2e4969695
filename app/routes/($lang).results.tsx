import { offlineTitleLoader } from '~/features/offline/offline-title.ts'
import { GenericResults } from '~/features/practice/results/generic-results.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['fullExam', 'practice', 'results', 'select'] }

// Offline (decision 144) the results are in this browser: only the title needs the server.
export const loader = titleLoader('results', 'generic.metaTitle')
export const clientLoader = offlineTitleLoader('results', 'generic.metaTitle')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default GenericResults
