import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useRootData } from '~/utils/root-data.ts'
import { MaturaPractice } from '../components/practice/matura/matura-practice.tsx'
import { PracticeRouteError } from '../components/practice/timed/status.tsx'
import { remixI18n } from '../i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request, 'matura')
  return { title: t('meta.practice') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function MaturaPracticeRoute() {
  return <MaturaPractice signedIn={Boolean(useRootData()?.user)} />
}

export function ErrorBoundary() {
  return <PracticeRouteError />
}
