import type { LoaderFunctionArgs } from '@remix-run/node'
import { getUser } from '../utils/auth.server.ts'
import { NotFound } from '../components/not-found.tsx'

// /practice is registered only for signed-in users (spec route table): a visitor gets the not-found screen.
export async function loader({ request }: LoaderFunctionArgs) {
  if (!(await getUser(request))) throw new Response('Not Found', { status: 404 })
  return null
}

export default function Practice() {
  return <main id="main" className="mx-auto max-w-3xl p-8" data-testid="practice" />
}

export function ErrorBoundary() {
  return <NotFound />
}
