import { offlineTitleLoader } from '~/features/offline/offline-title.ts'
import { SatResults } from '~/features/practice/sat/sat-results.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['practice', 'results', 'sat', 'select'] }

// Offline (decision 114) the figures are in the address or this browser: only the title needs the server.
export const loader = titleLoader('sat', 'meta.results')
export const clientLoader = offlineTitleLoader('sat', 'meta.results')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default SatResults
