import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { offlineTitleLoader } from '~/features/offline/offline-title.ts'
import { NmtResultsList } from '~/features/practice/nmt/nmt-results-list.tsx'
import { accountHere } from '~/utils/account-hint.ts'
import { nmtResultsData } from './nmt-results.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return nmtResultsData(request)
}

// Offline (decision 144) a visitor's results are in this browser; a student's are the account's: the load error,
// as the server answers when it cannot tell the account.
export const clientLoader = offlineTitleLoader('results', 'nmt.metaTitle', () =>
  accountHere() ? { sessions: [], loadError: true } : { sessions: null, loadError: false },
)

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtResults() {
  const { sessions, loadError } = useLoaderData<typeof loader>()
  return <NmtResultsList sessions={sessions} loadError={loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
