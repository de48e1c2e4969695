import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { practicePageData } from '~/features/practice/route.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practicePageData(request, 'sat', 'meta.practice')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function SatPracticeRoute() {
  return (
    <>
      <SectionedExam exam="sat" signedIn={useLoaderData<typeof loader>().signedIn} />
      <FullExamEntry exams={['sat']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
