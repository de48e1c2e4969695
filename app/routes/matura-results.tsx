import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { MaturaResults } from '~/components/practice/matura/matura-results.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request, 'matura')
  return { title: t('meta.results') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function MaturaResultsRoute() {
  return <MaturaResults />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
