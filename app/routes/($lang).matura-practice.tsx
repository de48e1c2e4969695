import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { offlinePracticeAction, offlinePracticeLoader } from '~/features/offline/offline-practice.ts'
import { SectionedExam } from '~/features/practice/flows/sectioned-exam.tsx'
import { PracticeRoute } from '~/features/practice/practice-route.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { practiceAction, practicePageData } from '~/utils/practice.server.ts'
import { fullExamsOf } from '#domain/exam/registry.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['canada', 'fullExam', 'matura', 'practice', 'sat', 'select', 'tutor'] }

const exams = fullExamsOf('matura')

export const loader = ({ request }: LoaderFunctionArgs) => practicePageData(request, 'matura')
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'matura')
export const clientLoader = offlinePracticeLoader('matura', exams)
export const clientAction = offlinePracticeAction
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function MaturaPracticeRoute() {
  return <PracticeRoute fullExams={exams} flow={(data) => <SectionedExam exam="matura" {...data} />} />
}
