import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs, type ShouldRevalidateFunction } from '@remix-run/react'
import type { HeaderHandle } from '~/components/header.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExam } from '~/features/full-exam/full-exam.tsx'
import { fullExamClientData } from '~/features/full-exam/offline-data.ts'
import { fullExamData } from '~/features/full-exam/route.server.ts'
import type { I18nHandle } from '~/i18n/namespaces.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return fullExamData(request, params.exam)
}

/** Offline (or with the bank down), the form comes from a kept exam pack; an offline copy is read as whose it is. */
export const clientLoader = (args: ClientLoaderFunctionArgs) => fullExamClientData(args)
clientLoader.hydrate = true as const

/** The exam's own bar (part and clock) is pinned instead of the site header: on a phone both would fill the screen. */
export const handle: HeaderHandle & I18nHandle = { pinnedHeader: false, i18n: ['fullExam', 'select'] }

/** Saving the attempt (a fetcher to /resources/full-exam) must not reload the bank and the form. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === '/resources/full-exam' ? false : defaultShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function FullExamRoute() {
  const data = useLoaderData<typeof clientLoader>()
  return <FullExam key={`${data.exam}-${data.formNumber}`} data={data} shortfalls={data.shortfalls} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
