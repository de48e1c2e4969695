import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { isRouteErrorResponse, useLoaderData, useRouteError } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { NotFound } from '~/components/not-found.tsx'
import { BadPracticeLink, PracticeLoadError } from '~/features/practice/bad-link.tsx'
import { GenericTest } from '~/features/practice/flows/generic-test.tsx'
import { practiceData } from './practice.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practiceData(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Practice() {
  const { link, loadError } = useLoaderData<typeof loader>()
  if (loadError) return <PracticeLoadError />
  if (link && !link.ok) return <BadPracticeLink link={link} />
  // A new link (or none) starts a new test.
  return <GenericTest key={link ? `${link.examType}:${link.section}` : 'selected'} link={link} />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const { t } = useTranslation()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />
  return (
    <main id="main" className="mx-auto max-w-2xl p-8">
      <h1 className="text-2xl font-bold">{t('errorBoundary.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('errorBoundary.text')}</p>
    </main>
  )
}
