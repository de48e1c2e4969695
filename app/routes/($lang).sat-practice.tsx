import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'sat')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'sat')
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function SatPracticeRoute() {
  return <PracticeRoute fullExams={['sat']} flow={(data) => <SectionedExam exam="sat" {...data} />} />
}
