import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { offlinePracticeAction, offlinePracticeLoader } from '~/features/offline/offline-practice.ts'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'
import { fullExamsOf } from '#domain/exam/registry.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['canada', 'fullExam', 'matura', 'practice', 'sat', 'select', 'tutor'] }

const exams = fullExamsOf('sat')

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'sat')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'sat')
export const clientLoader = offlinePracticeLoader('sat', exams)
export const clientAction = offlinePracticeAction
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function SatPracticeRoute() {
  return <PracticeRoute fullExams={exams} flow={(data) => <SectionedExam exam="sat" {...data} />} />
}
