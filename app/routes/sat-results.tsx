import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { SatResults } from '~/components/practice/sat/sat-results.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request, 'sat')
  return { title: t('meta.results') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function SatResultsRoute() {
  return <SatResults />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
