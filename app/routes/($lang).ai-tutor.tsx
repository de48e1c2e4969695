import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, useLocation } from '@remix-run/react'
import { TutorPage } from '~/features/tutor/tutor-page.tsx'
import { tutorPageData } from '~/routes/ai-tutor.server.ts'

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
