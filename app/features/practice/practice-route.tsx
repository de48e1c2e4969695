import { useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import type { ReactNode } from 'react'
import { FullExamEntry } from '~/features/full-exam/entry-link.tsx'
import { OfflinePackCard } from '~/features/offline/offline-pack-card.tsx'
import type { Loaded } from '~/utils/load-questions.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'

// What the five practice routes share (their loader and action are one line each over app/utils/practice.server.ts).
export { titleMeta as meta } from '~/utils/page-title.ts'
export { GeneralErrorBoundary as ErrorBoundary } from '~/components/ui/general-error-boundary.tsx'

/** The practice routes' own actions (start, generate, finish) never reload the questions of a running test. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod ? false : defaultShouldRevalidate

export interface PracticePageProps {
  loaded: Loaded | null
}

/** Every practice page's frame (`title`: the page's heading above the flow's stages). */
export function PracticeMain(props: { testId: string; title?: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-5 px-4 py-6 md:py-10" data-testid={props.testId}>
      {props.title ? <h1 className="text-2xl font-bold md:text-3xl">{props.title}</h1> : null}
      {props.children}
    </main>
  )
}

/** A practice page: the flow with its loader's data, the way to the exam's full-length mocks, its offline pack. */
export function PracticeRoute(props: { fullExams: FullExamId[]; flow: (data: PracticePageProps) => ReactNode }) {
  const data = useLoaderData<PracticePageProps>()
  return (
    <>
      {props.flow(data)}
      <FullExamEntry exams={props.fullExams} />
      <OfflinePackCard exams={props.fullExams} />
    </>
  )
}
