import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  useLoaderData,
  type ClientActionFunctionArgs,
  type ClientLoaderFunctionArgs,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { progressStoreOf } from '~/features/progress/store/index.ts'
import type { GradeReply } from '~/features/review/grade.ts'
import { withKeptItems } from '~/features/review/page-data.ts'
import { TodayPage, TodayPageLoading } from '~/features/review/today-page.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { todayData } from '~/routes/review.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['fullExam', 'practice', 'select'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return todayData(request)
}

/**
 * Without the account's cards, they are in this browser: read the due ones here (their scheduler, ts-fsrs, loads
 * then: signed-in students never fetch it).
 */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const read = (signal: AbortSignal) => progressStoreOf('browser').readDueCards(signal)
  return withKeptItems(await serverLoader<typeof loader>(), read, request.signal)
}
clientLoader.hydrate = true as const

/**
 * The answer is graded by the page's progress store (its kind comes with the form): the account's through the save
 * queue (kept in this browser and retried, decision 038), this browser's by the same FSRS rules.
 */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<GradeReply> {
  const form = await request.formData()
  return progressStoreOf(form.get('mode') === 'browser' ? 'browser' : 'account').gradeCard(form)
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
  return <TodayPage items={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
