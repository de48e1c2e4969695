import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientActionFunctionArgs, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { readGradeForm, type GradeReply } from '~/features/review/grade.ts'
import { withVisitorItems } from '~/features/review/page-data.ts'
import { TodayPage, TodayPageLoading } from '~/features/review/today-page.tsx'
import { gradeAction, todayData } from '~/routes/review.server.ts'

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

export async function action({ request }: ActionFunctionArgs) {
  return gradeAction(request)
}

/** A visitor's answer is graded in the browser by the same FSRS rules; a signed-in student's goes to the API. */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<GradeReply> {
  const form = await request.clone().formData()
  if (form.get('mode') !== 'browser') return serverAction<typeof action>()
  const answer = readGradeForm(form)
  if (!answer) return { ok: false, status: 400 }
  const result = (await visitorCards()).gradeVisitorCard(answer.record, answer.timeLimit)
  return result ? { ok: true, result } : { ok: false, status: 404 }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export const HydrateFallback = TodayPageLoading

export default function ReviewToday() {
  const data = useLoaderData<typeof clientLoader>()
  return <TodayPage signedIn={data.signedIn} items={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
