import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { NmtResultsList } from '~/features/practice/nmt/nmt-results-list.tsx'
import { nmtResultsData } from './nmt-results.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return nmtResultsData(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtResults() {
  const { sessions, loadError } = useLoaderData<typeof loader>()
  return <NmtResultsList sessions={sessions} loadError={loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
