import { z } from 'zod'
import { parseGradeForm, type GradeReply } from '~/features/review/grade.ts'
import type { DueItem, Mistake, ReviewQuestion } from '~/features/review/types.ts'
import { MISTAKES_MAX } from '~/features/review/types.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { api, type ApiClient } from '~/utils/api.server.ts'
import { getUser } from '~/utils/auth.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import { demoQuestionById } from '#api/domain/exam/demo/index.ts'
import { examTypeNameValues, type ExamTypeName } from '#openapi/types.ts'

export type ReviewData =
  // Visitors: the server has nothing; the clientLoader fills in this browser's mistakes.
  | { title: string; signedIn: false; mistakes: Mistake[] | null; loadError: boolean }
  | { title: string; signedIn: true; mistakes: Mistake[]; loadError: false }
  | { title: string; signedIn: true; mistakes: null; loadError: true }

/**
 * /review. Signed in: the account's wrong and skipped answers (GET /api/answers?mistakes=true, one page of the
 * newest), each with its question. Visitors' answers live in the browser; the route's clientLoader reads them.
 */
export async function reviewData(request: Request): Promise<ReviewData> {
  const [user, t] = await Promise.all([getUser(request), remixI18n.getFixedT(request, 'review')])
  const title = t('meta.title')
  if (!user) return { title, signedIn: false, mistakes: null, loadError: false }
  try {
    const { data, response } = await api(request).GET('/api/answers', {
      params: { query: { mistakes: true, limit: MISTAKES_MAX } },
    })
    if (!data) {
      console.warn(`/review: loading the answers failed (${response.status})`)
      return { title, signedIn: true, mistakes: null, loadError: true }
    }
    return { title, signedIn: true, mistakes: data.items, loadError: false }
  } catch {
    console.warn('/review: loading the answers failed')
    return { title, signedIn: true, mistakes: null, loadError: true }
  }
}

// ── Questions of a visitor's answers ─────────────────────────────────────────────────────────────────────────

const QuestionRef = z.object({
  questionId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  examType: z.enum(examTypeNameValues),
  topic: z.string().min(1).max(200),
})
export const QuestionRefs = z.array(QuestionRef).max(MISTAKES_MAX)
export type QuestionRef = z.infer<typeof QuestionRef>

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
        const { data } = await client.GET('/api/questions', {
          params: { query: { examType: group.examType, topic: group.topic.slice(0, 100), type: 'any', limit: 100 } },
        })
        for (const q of data ?? []) if (group.ids.has(q.id)) found[q.id] = q
      } catch {
        // Shown as "no longer available"; the rest of the review still works.
      }
    }),
  )
  return found
}

export async function reviewQuestions(request: Request): Promise<Response> {
  const parsed = QuestionRefs.safeParse(await request.json().catch(() => null))
  if (!parsed.success) return Response.json({ ok: false, error: 'Invalid question list' }, { status: 400 })
  const questions = await questionsFor(api(request), parsed.data)
  return Response.json({ ok: true, questions })
}

// ── /review/today ────────────────────────────────────────────────────────────────────────────────────────────

/** The most cards one daily review brings (the API's page). */
export const DUE_MAX = 50

export type TodayData =
  | { title: string; signedIn: false; items: DueItem[] | null; loadError: boolean }
  | { title: string; signedIn: true; items: DueItem[]; loadError: false }
  | { title: string; signedIn: true; items: null; loadError: true }

/** Signed in: GET /api/review/cards?due=true (each with its question). Visitors: the clientLoader. */
export async function todayData(request: Request): Promise<TodayData> {
  const [user, t] = await Promise.all([getUser(request), remixI18n.getFixedT(request, 'review')])
  const title = t('meta.todayTitle')
  if (!user) return { title, signedIn: false, items: null, loadError: false }
  try {
    const { data, response } = await api(request).GET('/api/review/cards', {
      params: { query: { due: true, limit: DUE_MAX } },
    })
    if (!data) {
      console.warn(`/review/today: loading the cards failed (${response.status})`)
      return { title, signedIn: true, items: null, loadError: true }
    }
    return { title, signedIn: true, items: data, loadError: false }
  } catch {
    console.warn('/review/today: loading the cards failed')
    return { title, signedIn: true, items: null, loadError: true }
  }
}

/** A signed-in student's answer to a due card: POST /api/review/cards/{questionId}/grade. */
export async function gradeAction(request: Request): Promise<GradeReply> {
  const parsed = parseGradeForm(await readForm(request))
  if (!parsed) return { ok: false, status: 400 }
  const { questionId, chosen, correct, seconds } = parsed
  try {
    const { data, response } = await api(request).POST('/api/review/cards/{questionId}/grade', {
      params: { path: { questionId } },
      body: { chosen: chosen ?? null, correct, seconds },
    })
    return data ? { ok: true, result: data } : { ok: false, status: response.status }
  } catch {
    return { ok: false, status: 502 }
  }
}
