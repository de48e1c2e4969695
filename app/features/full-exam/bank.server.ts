import type { ApiClient } from '~/utils/api.server.ts'
import { formOfBank } from './form-of-bank.ts'
import type { FullExamId } from '#domain/exam/full-length/index.ts'
import type { ExamTypeName, Question } from '#openapi/types.ts'

/** Bank pages of 100 read for one exam (bounded: generated items come first in the list), `WAVE` at a time. */
const MAX_PAGES = 30
const PAGE = 100
const WAVE = 6

/**
 * Bank pages this server read, by exam type and page, with their ETag: the API answers a current one with 304 and
 * no body (its revision, known without reading a question), so an unchanged bank is neither sent nor parsed again.
 * Only answers a shared copy may be kept of (not a signed-in student's `no-store`).
 */
const keptPages = new Map<string, { etag: string; questions: Question[] }>()

/** An exam's bank items and, when every page had an ETag, the revision they make up together. */
export async function readBank(
  client: ApiClient,
  examType: ExamTypeName,
  signal: AbortSignal,
): Promise<{ items: Question[]; revision?: string }> {
  const tags: (string | null)[] = []
  const readPage = async (page: number) => {
    const key = `${examType} ${page}`
    const kept = keptPages.get(key)
    const { data, response } = await client.GET('/api/questions', {
      params: { query: { examType, type: 'any', limit: PAGE, offset: page * PAGE } },
      headers: kept ? { 'If-None-Match': kept.etag } : {},
      signal,
    })
    const etag = response.headers.get('etag')
    tags[page] = etag
    if (response.status === 304 && kept) return kept.questions
    if (!data) throw new Response('The question bank is not available', { status: 503 })
    if (etag && !/no-store|private/.test(response.headers.get('cache-control') ?? ''))
      keptPages.set(key, { etag, questions: data })
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
  const unique = [...new Map(items.map((q) => [q.id, q])).values()]
  return { items: unique, revision: tags.every(Boolean) ? tags.join(' ') : undefined }
}

export const bankOf = async (client: ApiClient, examType: ExamTypeName, signal: AbortSignal) =>
  (await readBank(client, examType, signal)).items

/** The form last assembled per exam and form number, with the bank revision it was assembled from. */
const keptForms = new Map<string, { revision: string; form: ReturnType<typeof formOfBank> }>()

/**
 * The full-length form of a bank read with `readBank`: assembled once per exam, form and bank revision (the forms
 * are the same every time for the same bank), again when the bank changes; every time when it has no revision.
 */
export function formOfRevision(
  exam: FullExamId,
  formNumber: number,
  bank: { items: Question[]; revision?: string },
): ReturnType<typeof formOfBank> {
  if (!bank.revision) return formOfBank(exam, formNumber, bank.items)
  const key = `${exam} ${formNumber}`
  const kept = keptForms.get(key)
  if (kept?.revision === bank.revision) return kept.form
  const form = formOfBank(exam, formNumber, bank.items)
  keptForms.set(key, { revision: bank.revision, form })
  return form
}
