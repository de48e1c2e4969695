import { bankOf } from '~/features/full-exam/bank.server.ts'
import { api, type ApiClient } from '~/utils/api.server.ts'
import type { ExamPackData } from '~/utils/browser-store/kept-types.ts'
import { BLUEPRINTS, isFullExamId } from '#domain/exam/full-length/index.ts'
import type { ExamTypeName } from '#openapi/types.ts'

/**
 * /resources/offline-pack?exam=<full exam id>…: the pack of a practice page's exams. The short flows' questions
 * and both full-length forms are all drawn from these (the forms are assembled in the browser as on the server,
 * by #domain/exam/full-length). With `size`, only its size in bytes and its number of questions, shown before
 * the student downloads it. The exam types' study notes come along in all three languages (decision 102): a student
 * asks the offline tutor in whichever language comes to mind, whatever the page's language.
 */
export async function offlinePack(request: Request): Promise<Response> {
  const url = new URL(request.url)
  const exams = [...new Set(url.searchParams.getAll('exam'))].filter(isFullExamId)
  if (!exams.length) throw new Response('Not Found', { status: 404 })
  const examTypes = [...new Set(exams.map((exam) => BLUEPRINTS[exam].examType))]
  const client = api(request)
  const [banks, notes] = await Promise.all([
    Promise.all(examTypes.map((examType) => bankOf(client, examType, request.signal))),
    Promise.all(examTypes.map((examType) => notesOf(client, examType, request.signal))),
  ])
  const pack: ExamPackData = { exams, examTypes, questions: banks.flat(), notes: notes.flat() }
  const body = JSON.stringify(pack)
  if (url.searchParams.has('size'))
    return Response.json({ bytes: Buffer.byteLength(body), questions: pack.questions.length })
  return new Response(body, { headers: { 'Content-Type': 'application/json; charset=utf-8' } })
}

async function notesOf(client: ApiClient, examType: ExamTypeName, signal: AbortSignal) {
  const { data } = await client.GET('/api/study-notes', { params: { query: { examType } }, signal })
  if (!data) throw new Response('The study notes are not available', { status: 503 })
  return data
}
