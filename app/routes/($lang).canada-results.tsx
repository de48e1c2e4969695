import { offlineTitleLoader } from '~/features/offline/offline-title.ts'
import { CanadaResults } from '~/features/practice/canada/canada-results.tsx'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

// Offline (decision 114) the figures are in the address or this browser: only the title needs the server.
export const loader = titleLoader('canada', 'meta.results')
export const clientLoader = offlineTitleLoader('canada', 'meta.results')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default CanadaResults
