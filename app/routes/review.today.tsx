import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientActionFunctionArgs, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { parseGradeForm, type GradeReply } from '~/features/review/grade.ts'
import { TodayPage } from '~/features/review/today-page.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { gradeAction, todayData, type TodayData } from '~/routes/review.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return todayData(request)
}

/**
 * Visitors' cards live in this browser: read the due ones here (signed-in students get the server's). The
 * browser-storage and FSRS code is fetched only for a visitor, off the page's first load (decision 032).
 */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>()
  if (data.signedIn) return data
  const { loadVisitorDue } = await import('~/features/review/visitor-mistakes.ts')
  const { items, loadError } = await loadVisitorDue(request.signal)
  const visitor: TodayData = { ...data, items, loadError }
  return visitor
}
clientLoader.hydrate = true as const

export async function action({ request }: ActionFunctionArgs) {
  return gradeAction(request)
}

/** A visitor's answer is graded in the browser by the same FSRS rules; a signed-in student's goes to the API. */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<GradeReply> {
  const form = await request.clone().formData()
  if (form.get('mode') !== 'browser') return serverAction<typeof action>()
  const parsed = parseGradeForm(form)
  if (!parsed) return { ok: false, status: 400 }
  // The FSRS rules come with the visitor's due cards (clientLoader); this import is then already in the cache.
  const { gradeVisitorCard } = await import('~/features/review/visitor-cards.ts')
  const { questionId, chosen, correct, seconds, timeLimit } = parsed
  const result = gradeVisitorCard(questionId, { chosen: chosen ?? null, correct, seconds }, timeLimit)
  return result ? { ok: true, result } : { ok: false, status: 404 }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export function HydrateFallback() {
  const { t } = useTranslation('common')
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <p role="status" className="text-ink-muted" data-testid="today-loading">
        {t('states.loading')}
      </p>
    </main>
  )
}

export default function ReviewToday() {
  const data = useLoaderData<typeof clientLoader>()
  return <TodayPage signedIn={data.signedIn} items={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
