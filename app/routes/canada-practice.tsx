import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { CanadaExam } from '~/features/practice/flows/canada-exam.tsx'
import { practicePageData } from '~/features/practice/route.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practicePageData(request, 'canada', 'meta.practice')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function CanadaPracticeRoute() {
  return (
    <>
      <CanadaExam signedIn={useLoaderData<typeof loader>().signedIn} />
      <FullExamEntry exams={['alberta-diploma', 'ontario-osslt', 'bc-literacy']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
