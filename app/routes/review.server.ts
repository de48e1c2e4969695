import * as v from 'valibot'
import { newestPerQuestion } from '~/features/review/filters.ts'
import { readGradeForm, type GradeReply } from '~/features/review/grade.ts'
import type { PageData } from '~/features/review/page-data.ts'
import { DUE_MAX, MISTAKES_MAX, type DueItem, type Mistake, type ReviewQuestion } from '~/features/review/types.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api, type ApiClient } from '~/utils/api.server.ts'
import { lookupUser } from '~/utils/auth.server.ts'
import { demoQuestionById } from '#domain/exam/demo/index.ts'
import { answerRecordSchema } from '#openapi/records.ts'
import type { AnswerRecord, ExamTypeName } from '#openapi/types.ts'

/**
 * A review page's data: the title, and for a signed-in student the list `load` asks the API for (named `what` in
 * the warning when it fails). Visitors get no list: the route's clientLoader reads this browser's.
 */
async function pageData<T>(
  request: Request,
  titleKey: string,
  what: string,
  load: (client: ApiClient) => Promise<{ data?: T[]; response: Response }>,
): Promise<PageData<T>> {
  const [{ user, failed }, t] = await Promise.all([lookupUser(request), remixI18n.getFixedT(request, 'review')])
  const title = t(titleKey)
  // An outage is not "signed out": the error state with Retry, not a visitor's (empty) list.
  if (failed) return { title, items: null, loadError: true }
  if (!user) return { title, items: null, loadError: false }
  try {
    const { data, response } = await load(api(request))
    if (data) return { title, items: data, loadError: false }
    console.warn(`${what} failed (${response.status})`)
  } catch {
    console.warn(`${what} failed`)
  }
  return { title, items: null, loadError: true }
}

/**
 * /review, signed in: the wrong and skipped answers (GET /api/answers?mistakes=true, the newest page), one per question
 * (the newest) as for visitors: a question answered wrong again in the daily review is listed once.
 */
export async function reviewData(request: Request): Promise<PageData<Mistake>> {
  return pageData(request, 'meta.title', '/review: loading the answers', async (client) => {
    const { data, response } = await client.GET('/api/answers', {
      params: { query: { mistakes: true, limit: MISTAKES_MAX } },
    })
    return { data: data && newestPerQuestion(data.items), response }
  })
}

/** /review/today, signed in: the due cards with their questions (GET /api/review/cards?due=true). */
export async function todayData(request: Request): Promise<PageData<DueItem>> {
  return pageData(request, 'meta.todayTitle', '/review/today: loading the cards', (client) =>
    client.GET('/api/review/cards', { params: { query: { due: true, limit: DUE_MAX } } }),
  )
}

// ── Questions of a visitor's answers ─────────────────────────────────────────────────────────────────────────

const QuestionRef = v.pick(answerRecordSchema, ['questionId', 'examType', 'topic'])
export const QuestionRefs = v.pipe(v.array(QuestionRef), v.maxLength(MISTAKES_MAX))
export type QuestionRef = v.InferOutput<typeof QuestionRef>

/**
 * The questions a visitor's browser history names: the built-in sets, then the bank (one call per exam and
 * topic, every question type). A question found nowhere (a generated one the server no longer has) is left out.
 */
export async function questionsFor(client: ApiClient, refs: QuestionRef[]): Promise<Record<string, ReviewQuestion>> {
  const found: Record<string, ReviewQuestion> = {}
  const groups = new Map<string, { examType: ExamTypeName; topic: string; ids: Set<string> }>()
  for (const ref of refs) {
    const builtin = demoQuestionById(ref.questionId, ref.examType)
    if (builtin) {
      found[ref.questionId] = builtin
      continue
    }
    const key = `${ref.examType}\u0000${ref.topic}`
    const group = groups.get(key) ?? { examType: ref.examType, topic: ref.topic, ids: new Set<string>() }
    group.ids.add(ref.questionId)
    groups.set(key, group)
  }
  await Promise.all(
    [...groups.values()].map(async (group) => {
      try {
        await findInTopic(client, group, found)
      } catch {
        // Shown as "no longer available"; the rest of the review still works.
      }
    }),
  )
  return found
}

/** A page of the list, and how many pages a topic is read to at most (a topic holds far fewer items). */
const PAGE = 100
const PAGES_MAX = 20

/**
 * The topic's list is read page by page until every id is found: generated items come first and a topic may
 * hold more than a page, so an answered bank item can sit on any page.
 */
async function findInTopic(
  client: ApiClient,
  group: { examType: ExamTypeName; topic: string; ids: Set<string> },
  found: Record<string, ReviewQuestion>,
) {
  const missing = new Set(group.ids)
  for (let page = 0; page < PAGES_MAX && missing.size > 0; page++) {
    const query = { examType: group.examType, topic: group.topic.slice(0, 100), type: 'any' as const, limit: PAGE }
    const { data } = await client.GET('/api/questions', {
      params: { query: page ? { ...query, offset: page * PAGE } : query },
    })
    for (const q of data ?? []) if (missing.delete(q.id)) found[q.id] = q
    if (!data || data.length < PAGE) return
  }
}

export async function reviewQuestions(request: Request): Promise<Response> {
  const parsed = v.safeParse(QuestionRefs, await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ ok: false, error: 'Invalid question list' }, { status: 400 })
  const questions = await questionsFor(api(request), parsed.output)
  return Response.json({ ok: true, questions })
}

// ── /review/today's answers ──────────────────────────────────────────────────────────────────────────────────

/**
 * A signed-in student's answer to a due card: POST /api/review/cards/{questionId}/grade, then the answer goes
 * into the history (POST /api/answers/import: the card it names exists, so it is left as graded).
 */
/**
 * A signed-in student's review answer, as the save queue sends it (/resources/review-grade): the card graded (with
 * its `reps`, so a retry reschedules once) and the answer added to the history (keyed by `answeredAt`). Answered
 * with the reply's status, 503 when the account could not be checked, so the queue knows what to retry.
 */
export async function gradeResponse(request: Request): Promise<Response> {
  const body: unknown = await request.json().catch(() => null)
  const form = body && typeof body === 'object' ? readGradeForm(body as Record<string, unknown>) : null
  const reply = form ? await grade(request, form) : { ok: false as const, status: 400 }
  return Response.json(reply, { status: reply.ok ? 200 : reply.status })
}

async function grade(
  request: Request,
  { record, reps, answeredAt }: NonNullable<ReturnType<typeof readGradeForm>>,
): Promise<GradeReply> {
  const { user, failed } = await lookupUser(request)
  if (!user) return { ok: false, status: failed ? 503 : 401 }
  const client = api(request)
  try {
    const { data, response } = await client.POST('/api/review/cards/{questionId}/grade', {
      params: { path: { questionId: record.questionId } },
      body: { chosen: record.chosen, correct: record.correct, seconds: record.seconds, reps },
    })
    if (!data) return { ok: false, status: response.status }
    await recordAnswer(client, { ...record, answeredAt: answeredAt ?? new Date().toISOString() })
    return { ok: true, result: data }
  } catch {
    return { ok: false, status: 502 }
  }
}

/** Adds one answer to the account's history; a failure is logged, the review goes on. */
async function recordAnswer(client: ApiClient, answer: AnswerRecord & { answeredAt: string }) {
  try {
    const { response } = await client.POST('/api/answers/import', { body: { answers: [answer], cards: [] } })
    if (!response.ok) console.warn(`/review/today: recording the answer failed (${response.status})`)
  } catch {
    console.warn('/review/today: recording the answer failed')
  }
}
