import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { readGradeForm, type GradeReply } from '~/features/review/grade.ts'
import { withVisitorItems } from '~/features/review/page-data.ts'
import { TodayPage, TodayPageLoading } from '~/features/review/today-page.tsx'
import { todayData } from '~/routes/review.server.ts'
import { saveQueue } from '~/utils/save-queue.ts'

// A visitor's cards and their scheduler (ts-fsrs) load only when needed: signed-in students never fetch them.
const visitorCards = () => import('~/features/review/visitor-cards.ts')

export async function loader({ request }: LoaderFunctionArgs) {
  return todayData(request)
}

/** Visitors' cards live in this browser: read the due ones here (signed-in students get the server's). */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const loadDue = async (signal: AbortSignal) => (await visitorCards()).loadVisitorDue(signal)
  return withVisitorItems(await serverLoader<typeof loader>(), loadDue, request.signal)
}
clientLoader.hydrate = true as const

/**
 * A visitor's answer is graded in the browser by the same FSRS rules; a signed-in student's goes to the API through
 * the save queue: kept in this browser and retried when it cannot be saved now (decision 038), once per card state.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<GradeReply> {
  const form = await request.formData()
  const answer = readGradeForm(form)
  if (!answer) return { ok: false, status: 400 }
  if (form.get('mode') === 'browser') {
    const result = (await visitorCards()).gradeVisitorCard(answer.record, answer.timeLimit)
    return result ? { ok: true, result } : { ok: false, status: 404 }
  }
  const body = { ...Object.fromEntries(form), answeredAt: new Date().toISOString() }
  const key = `review-grade:${answer.record.questionId}:${answer.reps ?? 'any'}`
  const { outcome, reply } = await saveQueue().save({ key, url: '/resources/review-grade', body })
  if (outcome === 'saved' && reply) return reply as GradeReply
  return outcome === 'pending' ? { ok: false, status: 503, kept: true } : { ok: false, status: 400 }
}

/**
 * The round is fixed when the page opens, so a grade does not load the list again (the root's due count still
 * follows): during an outage that reload would replace the card being answered with the load error.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === 'POST' ? false : defaultShouldRevalidate

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export const HydrateFallback = TodayPageLoading

export default function ReviewToday() {
  const data = useLoaderData<typeof clientLoader>()
  return <TodayPage signedIn={data.signedIn} items={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
