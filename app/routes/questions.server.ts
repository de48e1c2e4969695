import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import * as v from 'valibot'
import { DIFFICULTIES, generateSchema } from '~/features/questions/generate-schema.ts'
import { LANGUAGES } from '~/i18n/config.ts'
import { remixI18n } from '~/i18n/i18next.server.ts'
import { resources } from '~/i18n/resources.server.ts'
import { api } from '~/utils/api.server.ts'
import { readForm } from '~/utils/form-data.server.ts'
import { parseUrlFilters } from '~/utils/url-filters.ts'
import {
  examTypeNameValues,
  type Difficulty,
  type ExamType,
  type ExamTypeName,
  type GenerateQuestionsRequest,
  type Question,
} from '#openapi/types.ts'

/** The spec's list size (section 9: question list fetch limit). */
const LIST_LIMIT = 10

export type Filters = { examType?: ExamTypeName; section?: string; difficulty?: Difficulty; topic?: string }

// ---- Filters from the URL ----------------------------------------------------------------------------------

const FILTER_VALUES = {
  examType: v.picklist(examTypeNameValues),
  section: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  difficulty: v.picklist(DIFFICULTIES),
  // A topic key (as the mistake review's "Practise similar" links give it).
  topic: v.pipe(v.string(), v.trim(), v.regex(/^[\p{L}\p{N}_ -]{1,100}$/u)),
}
type FilterKey = keyof typeof FILTER_VALUES
const FILTER_KEYS = Object.keys(FILTER_VALUES) as FilterKey[]

/**
 * examType, section, difficulty and topic from the URL. Each is checked on its own, so one bad value is dropped
 * (and reported) while the others still apply; a section must belong to the chosen exam (or to some exam).
 * Never throws.
 */
export function parseFilters(
  params: URLSearchParams,
  examTypes: ExamType[] | null,
): { filters: Filters; rejected: FilterKey[] } {
  const { values: filters, rejected } = parseUrlFilters(params, FILTER_VALUES)
  if (filters.section && examTypes) {
    const allowed = filters.examType
      ? (examTypes.find((e) => e.name === filters.examType)?.sections ?? [])
      : examTypes.flatMap((e) => e.sections)
    if (!allowed.includes(filters.section)) {
      delete filters.section
      rejected.push('section')
    }
  }
  return { filters, rejected }
}

// ---- The generation form -------------------------------------------------------------------------------------

/**
 * A typed or chosen topic becomes the bank's snake_case key: a translated topic name ("Алгебра", "Geometria")
 * maps back to its key; anything else is lower-cased with spaces as underscores.
 */
export function topicKey(
  topic: string | undefined,
  topicNames: Record<string, string>[] = allTopicNames(),
): string | undefined {
  const text = topic?.trim()
  if (!text) return undefined
  const lower = text.toLocaleLowerCase()
  for (const names of topicNames) {
    for (const [key, name] of Object.entries(names)) {
      if (key.toLowerCase() === lower || name.toLocaleLowerCase() === lower) return key
    }
  }
  return lower.replace(/\s+/g, '_').slice(0, 100)
}

function allTopicNames(): Record<string, string>[] {
  return LANGUAGES.map(
    (lng) => (resources[lng]?.common as { topics?: Record<string, string> } | undefined)?.topics ?? {},
  )
}

// ---- Loader and action ---------------------------------------------------------------------------------------

type ListResult = { ok: true; questions: Question[] } | { ok: false }

async function loadExamTypes(request: Request): Promise<ExamType[] | null> {
  try {
    const { data } = await api(request).GET('/api/exam-types')
    return data ?? null
  } catch {
    return null
  }
}

async function loadList(request: Request, filters: Filters): Promise<ListResult> {
  // A failed list is shown on the page as the spec's 'Failed to fetch questions' (translated), never thrown.
  try {
    const { data } = await api(request).GET('/api/questions', { params: { query: { ...filters, limit: LIST_LIMIT } } })
    return data ? { ok: true, questions: data } : { ok: false }
  } catch {
    return { ok: false }
  }
}

/**
 * Exam types, the list and the texts load in parallel. The list uses the filters as the URL gives them; only if
 * the exam types then reject one of them (a section of another exam) is the list asked for again.
 */
export async function questionsLoader(request: Request) {
  const url = new URL(request.url)
  const early = parseFilters(url.searchParams, null).filters
  const [examTypes, t, firstList] = await Promise.all([
    loadExamTypes(request),
    remixI18n.getFixedT(request, 'questions'),
    loadList(request, early),
  ])
  const { filters, rejected } = parseFilters(url.searchParams, examTypes)
  const same = FILTER_KEYS.every((key) => filters[key] === early[key])
  const list = same ? firstList : await loadList(request, filters)
  return { title: t('meta.title'), examTypes, filters, rejected, list }
}

type ActionResult = { result: SubmissionResult<string[]>; generated: Question[] | null; failed: boolean }

export async function questionsAction(request: Request): Promise<{ body: ActionResult; status: number }> {
  const [formData, examTypes] = await Promise.all([readForm(request), loadExamTypes(request)])
  if (!examTypes) {
    // Without the exam types nothing can be checked or generated: the same error toast as a failed generation.
    const submission = parseWithZod(formData, { schema: generateSchema([]) })
    return {
      body: { result: submission.reply({ formErrors: ['form.errors.unavailable'] }), generated: null, failed: true },
      status: 503,
    }
  }
  const submission = parseWithZod(formData, { schema: generateSchema(examTypes) })
  if (submission.status !== 'success')
    return { body: { result: submission.reply(), generated: null, failed: false }, status: 400 }
  const { examType, section, difficulty, count, topic } = submission.value
  const key = topicKey(topic)
  const body: GenerateQuestionsRequest = { examType, section, difficulty, count, ...(key ? { topic: key } : {}) }
  try {
    // The page's signal: a student who cancels (or leaves) aborts the generation upstream.
    const { data, response } = await api(request).POST('/api/questions/generate', { body, signal: request.signal })
    if (data) return { body: { result: submission.reply(), generated: data, failed: false }, status: 200 }
    return {
      body: { result: submission.reply(), generated: null, failed: true },
      status: response.status >= 400 ? response.status : 502,
    }
  } catch {
    return { body: { result: submission.reply(), generated: null, failed: true }, status: 503 }
  }
}
