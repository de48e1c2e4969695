import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { BadPracticeLink } from '~/features/practice/bad-link.tsx'
import { GenericTest } from '~/features/practice/flows/generic-test.tsx'
import { practiceData } from './practice.server.ts'

export async function loader({ request }: LoaderFunctionArgs) {
  return practiceData(request)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function Practice() {
  const { link, loadError } = useLoaderData<typeof loader>()
  if (loadError) return <BadPracticeLink link="loadError" />
  if (link && !link.ok) return <BadPracticeLink link={link} />
  // A new link (or none) starts a new test.
  return <GenericTest key={link ? `${link.examType}:${link.section}` : 'selected'} link={link} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
