import { remixI18n } from '~/i18n/i18next.server.ts'
import { isOfflineShell } from '~/service-worker/sw-rules.ts'
import { api, type ApiClient } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { formNumberOf, formOfBank } from './form-of-bank.ts'
import { BLUEPRINTS, attemptId, isFullExamId, type FullExamId } from '#domain/exam/full-length/index.ts'
import type { ExamTypeName, FullExamState, Question } from '#openapi/types.ts'

/** Bank pages of 100 read for one exam (bounded: generated items come first in the list), `WAVE` at a time. */
const MAX_PAGES = 30
const PAGE = 100
const WAVE = 6

export async function bankOf(client: ApiClient, examType: ExamTypeName, signal: AbortSignal): Promise<Question[]> {
  const readPage = async (page: number) => {
    const { data } = await client.GET('/api/questions', {
      params: { query: { examType, type: 'any', limit: PAGE, offset: page * PAGE } },
      signal,
    })
    if (!data) throw new Response('The question bank is not available', { status: 503 })
    return data
  }
  const items: Question[] = []
  // Pages in parallel waves: a bank of up to WAVE pages costs one round trip, not one per page.
  for (let first = 0; first < MAX_PAGES; first += WAVE) {
    const pages = Array.from({ length: Math.min(WAVE, MAX_PAGES - first) }, (_, i) => first + i)
    const wave = await Promise.all(pages.map(readPage))
    for (const data of wave) items.push(...data.filter((q) => q.source === 'bank'))
    if (wave.some((data) => data.length < PAGE)) break
  }
  // Items generated meanwhile shift the pages, so an item can come twice.
  return [...new Map(items.map((q) => [q.id, q])).values()]
}

/**
 * /full-exam/<exam>?form=1|2: the blueprint's form assembled from the bank (the same two forms every time), only
 * its items sent to the page, and for a signed-in student the attempt saved on the server.
 */
export async function fullExamData(request: Request, examParam: string | undefined) {
  if (!examParam || !isFullExamId(examParam)) throw new Response('Not Found', { status: 404 })
  const exam: FullExamId = examParam
  const formNumber = formNumberOf(new URL(request.url))
  const client = api(request)
  const [t, user, bank] = await Promise.all([
    remixI18n.getFixedT(request, 'fullExam'),
    getUser(request),
    bankOf(client, BLUEPRINTS[exam].examType, request.signal),
  ])
  let saved: { state: FullExamState; serverTime: string } | null = null
  if (user) {
    const { data } = await client.GET('/api/full-exams/{id}', {
      params: { path: { id: attemptId(exam, formNumber) } },
      signal: request.signal,
    })
    saved = data ? { state: data.state, serverTime: data.serverTime } : null
  }
  return {
    title: t('meta.title', { exam: t(`exams.${exam}`) }),
    exam,
    formNumber,
    ...formOfBank(exam, formNumber, bank),
    saved,
    // The service worker's offline copy (decision 100): the browser decides whose attempt it is.
    offlineShell: isOfflineShell(request),
  }
}

export type FullExamPageData = Awaited<ReturnType<typeof fullExamData>>
