import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { CanadaExam } from '~/features/practice/flows/canada-exam.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'canada')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'canada')
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function CanadaPracticeRoute() {
  return (
    <PracticeRoute
      fullExams={['alberta-diploma', 'ontario-osslt', 'bc-literacy']}
      flow={(data) => <CanadaExam {...data} />}
    />
  )
}
