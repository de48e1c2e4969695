import { GenericResults } from '~/features/practice/results/generic-results.tsx'
import { titleLoader } from '~/utils/page-title.server.ts'
import { titleMeta } from '~/utils/page-title.ts'

export const loader = titleLoader('results', 'generic.metaTitle')
export const meta = titleMeta
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

export default GenericResults
