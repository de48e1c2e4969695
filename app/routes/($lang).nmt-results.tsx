import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { accountResultsLoader } from '~/features/offline/offline-title.ts'
import { NmtResultsList } from '~/features/practice/nmt/nmt-results-list.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { nmtResultsData } from './nmt-results.server.ts'
import { nmtSessions } from '#domain/exam/results.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['results', 'select'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return nmtResultsData(request)
}

// Offline (decision 149) a visitor's results are in this browser; a student's are those kept on this device.
export const clientLoader = accountResultsLoader('results', 'nmt.metaTitle', nmtSessions)

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtResults() {
  const { sessions, loadError, keptHere } = useLoaderData<typeof clientLoader>()
  return <NmtResultsList sessions={sessions} loadError={loadError} keptHere={keptHere ?? false} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
