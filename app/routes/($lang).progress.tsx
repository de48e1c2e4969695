import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ProgressPage } from '~/features/progress/progress-page.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { progressData } from '~/routes/progress.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['progress', 'select'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return progressData(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Progress() {
  const data = useLoaderData<typeof loader>()
  return <ProgressPage summary={data.summary} loadError={data.loadError} mastery={data.mastery} />
}
