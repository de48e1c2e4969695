import { remixI18n } from '~/i18n/i18next.server.ts'
import { isOfflineShell } from '~/service-worker/sw-rules.ts'
import { api } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { formOfRevision } from './bank.server.ts'
import { formNumberOf } from './form-of-bank.ts'
import { pageForm, readExamBank } from './rest-items.server.ts'
import { attemptId, isFullExamId, type FullExamId } from '#domain/exam/full-length/index.ts'
import type { FullExamState } from '#openapi/types.ts'

/**
 * /full-exam/<exam>?form=1|2: the blueprint's form assembled from the bank (the same two forms every time), its
 * outline and first part's items sent to the page (the rest from `restOf`), and for a signed-in student the attempt
 * saved on the server.
 */
export async function fullExamData(request: Request, examParam: string | undefined) {
  if (!examParam || !isFullExamId(examParam)) throw new Response('Not Found', { status: 404 })
  const exam: FullExamId = examParam
  const formNumber = formNumberOf(new URL(request.url))
  const client = api(request)
  const [t, user, bank] = await Promise.all([
    remixI18n.getFixedT(request, 'fullExam'),
    getUser(request),
    readExamBank(request, exam),
  ])
  let saved: { state: FullExamState; serverTime: string } | null = null
  if (user) {
    const { data } = await client.GET('/api/full-exams/{id}', {
      params: { path: { id: attemptId(exam, formNumber) } },
      signal: request.signal,
    })
    saved = data ? { state: data.state, serverTime: data.serverTime } : null
  }
  // The service worker's offline copy (decision 100): the browser decides whose attempt it is.
  const offlineShell = isOfflineShell(request)
  return {
    title: t('meta.title', { exam: t(`exams.${exam}`) }),
    exam,
    formNumber,
    ...pageForm(exam, formNumber, formOfRevision(exam, formNumber, bank), bank.revision, offlineShell),
    saved,
    offlineShell,
  }
}

export type FullExamPageData = Awaited<ReturnType<typeof fullExamData>>
