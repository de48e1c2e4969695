import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { progressStoreOf } from '~/features/progress/store/index.ts'
import { withKeptItems } from '~/features/review/page-data.ts'
import { ReviewPage, ReviewPageLoading } from '~/features/review/review-page.tsx'
import type { I18nHandle } from '~/i18n/namespaces.ts'
import { reviewData } from '~/routes/review.server.ts'

/** The texts this page uses beside the shell's (app/i18n/namespaces.ts). */
export const handle: I18nHandle = { i18n: ['auth', 'questions', 'select'] }

export async function loader({ request }: LoaderFunctionArgs) {
  return reviewData(request)
}

/** Without the account's list, the answers are in this browser: read them here (the reading code loads then). */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const read = (signal: AbortSignal) => progressStoreOf('browser').readMistakes(signal)
  return withKeptItems(await serverLoader<typeof loader>(), read, request.signal)
}
clientLoader.hydrate = true as const

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export const HydrateFallback = ReviewPageLoading

export default function Review() {
  const data = useLoaderData<typeof clientLoader>()
  return <ReviewPage mistakes={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
