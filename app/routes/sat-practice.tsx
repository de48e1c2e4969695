import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { practiceShouldRevalidate } from '~/features/practice/use-practice-flow.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'sat', 'sat', 'meta.practice')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'sat')
export const shouldRevalidate = practiceShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function SatPracticeRoute() {
  const { signedIn, loaded } = useLoaderData<typeof loader>()
  return (
    <>
      <SectionedExam exam="sat" signedIn={signedIn} loaded={loaded} />
      <FullExamEntry exams={['sat']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
