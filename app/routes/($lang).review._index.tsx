import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { withVisitorItems } from '~/features/review/page-data.ts'
import { ReviewPage, ReviewPageLoading } from '~/features/review/review-page.tsx'
import { reviewData } from '~/routes/review.server.ts'

// A visitor's answers (browser storage) load only when needed: signed-in students never fetch that code.
const visitorMistakes = () => import('~/features/review/visitor-mistakes.ts')

export async function loader({ request }: LoaderFunctionArgs) {
  return reviewData(request)
}

/** Visitors' answers live in this browser: read them here (signed-in students get the server's data as is). */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const loadMistakes = async (signal: AbortSignal) => (await visitorMistakes()).loadVisitorMistakes(signal)
  return withVisitorItems(await serverLoader<typeof loader>(), loadMistakes, request.signal)
}
clientLoader.hydrate = true as const

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export const HydrateFallback = ReviewPageLoading

export default function Review() {
  const data = useLoaderData<typeof clientLoader>()
  return <ReviewPage signedIn={data.signedIn} mistakes={data.items ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
