import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { NmtMock } from '~/features/practice/flows/nmt-mock.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'nmt')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'nmt')
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function NmtPracticeRoute() {
  return <PracticeRoute fullExams={['nmt']} flow={(data) => <NmtMock {...data} />} />
}
