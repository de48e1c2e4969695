import { createHash } from 'node:crypto'
import { api, cookiesWithoutSession } from '~/utils/api.server.ts'
import { formOfRevision, readBank } from './bank.server.ts'
import { REST_ITEMS_PATH, firstPartIds, formNumberOf, type formOfBank } from './form-of-bank.ts'
import { notModified } from '#domain/entity-tags.ts'
import { BLUEPRINTS, isFullExamId, type FullExamId } from '#domain/exam/full-length/index.ts'

/** The exam's bank as everyone reads it: without the session, so its pages are kept between visitors. */
export const readExamBank = (request: Request, exam: FullExamId) =>
  readBank(api(request, { cookie: cookiesWithoutSession(request) }), BLUEPRINTS[exam].examType, request.signal)

/** A short name of a bank revision: in the rest's address, so a changed bank is a new address, and its ETag. */
const versionOf = (revision: string) => createHash('sha256').update(revision).digest('base64url').slice(0, 16)

/**
 * What the page carries of an assembled form: the outline, the first part's items and the address of the rest.
 * An offline copy (`whole`) carries every item: offline, the rest cannot be fetched.
 */
export function pageForm(
  exam: FullExamId,
  formNumber: number,
  assembled: ReturnType<typeof formOfBank>,
  revision: string | undefined,
  whole: boolean,
) {
  if (whole) return { ...assembled, restOf: null }
  const first = firstPartIds(assembled.form)
  const query = new URLSearchParams({ exam, ...(formNumber === 2 ? { form: '2' } : {}) })
  if (revision) query.set('v', versionOf(revision))
  return { ...assembled, items: assembled.items.filter((q) => first.has(q.id)), restOf: `${REST_ITEMS_PATH}?${query}` }
}

/**
 * /resources/exam-form-items?exam=<id>[&form=2][&v=<revision>]: the form's items beyond its first part, from the
 * bank and form the page server keeps (decision 138). The bank is everyone's: its revision is the ETag, and a
 * current If-None-Match is a 304 without assembling anything. A signed-in request stays `no-store` (issue 27).
 */
export async function restItems(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const exam = url.searchParams.get('exam')
  if (!exam || !isFullExamId(exam)) throw new Response('Not Found', { status: 404 })
  const formNumber = formNumberOf(url)
  const bank = await readExamBank(request, exam)
  const etag = bank.revision ? `"${versionOf(bank.revision)}-${exam}-${formNumber}"` : undefined
  const headers: Record<string, string> = etag ? { ETag: etag } : {}
  if (etag && notModified(request.headers.get('If-None-Match'), etag))
    return new Response(null, { status: 304, headers })
  const { form, items } = formOfRevision(exam, formNumber, bank)
  const first = firstPartIds(form)
  return Response.json(
    items.filter((q) => !first.has(q.id)),
    { headers },
  )
}
