import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { GenericResults } from '~/components/practice/results/generic-results.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { remixI18n } from '~/i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request, 'results')
  return { title: t('generic.metaTitle') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Results() {
  return <GenericResults />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
