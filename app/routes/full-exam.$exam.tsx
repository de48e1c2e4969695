import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '~/components/ui/general-error-boundary.tsx'
import { FullExam } from '~/features/full-exam/full-exam.tsx'
import { fullExamData } from '~/features/full-exam/route.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return fullExamData(request, params.exam)
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? 'ExamReady' }]

export default function FullExamRoute() {
  const data = useLoaderData<typeof loader>()
  return <FullExam key={`${data.exam}-${data.formNumber}`} data={data} shortfalls={data.shortfalls} />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
