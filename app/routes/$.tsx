import type { MetaFunction } from '@remix-run/node'
import { NotFound } from '~/components/not-found.tsx'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

// Any path no route claims: the spec's not-found screen, with a real 404 status.
export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

export const meta: MetaFunction = () => [{ title: '404 | ExamReady' }]

export default function CatchAll() {
  return <NotFound />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
