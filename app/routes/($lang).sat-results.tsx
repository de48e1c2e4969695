import { offlineTitleLoader } from '~/features/offline/offline-title.ts'
import { SatResults } from '~/features/practice/sat/sat-results.tsx'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

// Offline (decision 114) the figures are in the address or this browser: only the title needs the server.
export const loader = titleLoader('sat', 'meta.results')
export const clientLoader = offlineTitleLoader('sat', 'meta.results')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default SatResults
