import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { CanadaExam } from '~/features/practice/flows/canada-exam.tsx'
import { practiceShouldRevalidate } from '~/features/practice/use-practice-flow.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) =>
  practicePageData(request, 'canada', 'canada', 'meta.practice')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'canada')
export const shouldRevalidate = practiceShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function CanadaPracticeRoute() {
  const { signedIn, loaded } = useLoaderData<typeof loader>()
  return (
    <>
      <CanadaExam signedIn={signedIn} loaded={loaded} />
      <FullExamEntry exams={['alberta-diploma', 'ontario-osslt', 'bc-literacy']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
