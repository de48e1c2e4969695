import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData, type ClientLoaderFunctionArgs } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { ReviewPage } from '~/features/review/review-page.tsx'
import { useTranslation } from '~/i18n/react.tsx'
import { reviewData, type ReviewData } from '~/routes/review.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return reviewData(request)
}

/**
 * Visitors' answers live in this browser: read them here (signed-in students get the server's data as is). The
 * browser-storage and FSRS code is fetched only for a visitor, off the page's first load (decision 032).
 */
export async function clientLoader({ serverLoader, request }: ClientLoaderFunctionArgs) {
  const data = await serverLoader<typeof loader>()
  if (data.signedIn) return data
  const { loadVisitorMistakes } = await import('~/features/review/visitor-mistakes.ts')
  const { mistakes, loadError } = await loadVisitorMistakes(request.signal)
  const visitor: ReviewData = { ...data, mistakes, loadError }
  return visitor
}
clientLoader.hydrate = true as const

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export function HydrateFallback() {
  const { t } = useTranslation('common')
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      <p role="status" className="text-ink-muted" data-testid="review-loading">
        {t('states.loading')}
      </p>
    </main>
  )
}

export default function Review() {
  const data = useLoaderData<typeof clientLoader>()
  return <ReviewPage signedIn={data.signedIn} mistakes={data.mistakes ?? []} loadError={data.loadError} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
