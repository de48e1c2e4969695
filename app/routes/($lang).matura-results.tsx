import { MaturaResults } from '~/features/practice/matura/matura-results.tsx'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

export const loader = titleLoader('matura', 'meta.results')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default MaturaResults
