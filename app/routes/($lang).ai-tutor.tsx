import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { TutorPage } from '~/features/tutor/tutor-page.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { tutorPageData } from '~/routes/ai-tutor.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['select', 'tutor'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return tutorPageData(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function AiTutorRoute() {
  const { previous, historyError } = useLoaderData<typeof loader>()
  const { search } = useLocation()
  // A new query (another result, or the plain page from the header) is a new chat with its own first message.
  return <TutorPage key={search} previous={previous} historyError={historyError} />
}
