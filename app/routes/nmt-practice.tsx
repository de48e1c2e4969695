import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { NmtMock } from '~/features/practice/flows/nmt-mock.tsx'
import { practicePageData } from '~/features/practice/route.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practicePageData(request, 'practice', 'nmt.metaTitle')
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtPracticeRoute() {
  return (
    <>
      <NmtMock signedIn={useLoaderData<typeof loader>().signedIn} />
      <FullExamEntry exams={['nmt']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
