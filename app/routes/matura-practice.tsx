import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { practicePageData } from '~/features/practice/route.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practicePageData(request, 'matura', 'meta.practice')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function MaturaPracticeRoute() {
  return (
    <>
      <SectionedExam exam="matura" signedIn={useLoaderData<typeof loader>().signedIn} />
      <FullExamEntry exams={['matura-basic', 'matura-extended']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
