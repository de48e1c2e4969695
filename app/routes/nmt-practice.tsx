import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { NmtMock } from '~/features/practice/flows/nmt-mock.tsx'
import { practiceShouldRevalidate } from '~/features/practice/use-practice-flow.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'nmt', 'practice', 'nmt.metaTitle')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'nmt')
export const shouldRevalidate = practiceShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function NmtPracticeRoute() {
  const { signedIn, loaded } = useLoaderData<typeof loader>()
  return (
    <>
      <NmtMock signedIn={signedIn} loaded={loaded} />
      <FullExamEntry exams={['nmt']} />
    </>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
