import { CanadaResults } from '~/features/practice/canada/canada-results.tsx'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

export const loader = titleLoader('canada', 'meta.results')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default CanadaResults
