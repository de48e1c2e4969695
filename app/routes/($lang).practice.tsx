import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { offlineGenericLoader } from '~/features/offline/offline-practice.ts'
import { PracticeProblem } from '~/features/practice/bad-link.tsx'
import { GenericTest } from '~/features/practice/flows/generic-test.tsx'
import { PracticeMain } from '~/features/practice/practice-route.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { practiceAction } from '~/utils/practice.server.ts'
import { practiceData } from './practice.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['canada', 'fullExam', 'matura', 'practice', 'sat', 'select', 'tutor'] }

export const loader = ({ request }: LoaderFunctionArgs) => practiceData(request)
export const action = ({ request }: ActionFunctionArgs) => practiceAction(request, 'generic')
export const clientLoader = offlineGenericLoader()
export { meta, shouldRevalidate, ErrorBoundary } from '~/features/practice/practice-route.tsx'

export default function Practice() {
  const { link, loadError, loaded, offlineShell } = useLoaderData<typeof loader>()
  if (loadError || (link && !link.ok))
    return (
      <PracticeMain testId="practice">
        <PracticeProblem problem={link && !link.ok ? link : 'loadError'} />
      </PracticeMain>
    )
  // A new link (or none) starts a new test.
  return (
    <GenericTest
      key={link ? `${link.examType}:${link.section}` : 'selected'}
      link={link}
      loaded={loaded}
      pending={offlineShell}
    />
  )
}
