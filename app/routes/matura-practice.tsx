import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { practiceShouldRevalidate } from '~/features/practice/use-practice-flow.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) =>
  practicePageData(request, 'matura', 'matura', 'meta.practice')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'matura')
export const shouldRevalidate = practiceShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function MaturaPracticeRoute() {
  const { signedIn, loaded } = useLoaderData<typeof loader>()
  return (
    <>
      <SectionedExam exam="matura" signedIn={signedIn} loaded={loaded} />
      <FullExamEntry exams={['matura-basic', 'matura-extended']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
