import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { NmtPractice } from '../components/practice/nmt/nmt-practice.tsx'
import { remixI18n } from '../i18n/i18next.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await remixI18n.getFixedT(request, 'practice')
  return { title: t('nmt.metaTitle') }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtPracticeRoute() {
  return <NmtPractice />
}
