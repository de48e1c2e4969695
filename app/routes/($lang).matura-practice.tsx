import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'matura')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'matura')
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function MaturaPracticeRoute() {
  return (
    <PracticeRoute
      fullExams={['matura-basic', 'matura-extended']}
      flow={(data) => <SectionedExam exam="matura" {...data} />}
    />
  )
}
