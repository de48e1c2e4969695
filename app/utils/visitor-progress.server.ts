import { createHash } from 'node:crypto'
import * as v from 'valibot'
import type { ApiClient } from '~/utils/api.server.ts'
import { IMPORT_MAX, StoredAnswer, StoredCard } from '~/utils/browser-store/schemas.ts'
import { LocalProgressEntry } from '~/utils/storage.ts'
import { EXAMS, isExamTypeName } from '#domain/exam/registry.ts'
import type {
  CountryCode,
  ImportAnswersRequest,
  ImportAnswersResult,
  StartPracticeRequest,
  UpdatePracticeRequest,
} from '#openapi/types.ts'

/** At most this many of the newest browser results move to a new account (two API calls each). */
export const MIGRATE_MAX = 20

/** A form field's JSON; undefined when the field is missing, empty or not JSON. */
function readJson(raw: FormDataEntryValue | null): unknown {
  if (typeof raw !== 'string' || raw === '') return undefined
  try {
    return JSON.parse(raw) as unknown
  } catch {
    return undefined
  }
}

/** The visitor's userProgress as the register form posts it (JSON); anything malformed counts as none. */
export function parseVisitorProgress(raw: FormDataEntryValue | null): LocalProgressEntry[] {
  const parsed = v.safeParse(v.array(LocalProgressEntry), readJson(raw))
  if (!parsed.success) return []
  return parsed.output.filter((e) => e.questionsCorrect <= e.questionsAttempted).slice(-MIGRATE_MAX)
}

/** The country of a stored test type: its exam's; a Canada test the registry does not know (CANADA_EXAM) is Canadian. */
export const countryOfTestType = (testType: string): CountryCode =>
  isExamTypeName(testType) ? EXAMS[testType].countryCode : 'CA'

/**
 * The session key of a browser result, the same on every try: the sign-up's first attempt and the save queue's
 * retries (decision 088) start and find one session per result, never two.
 */
export function visitorClientId(entry: LocalProgressEntry): string {
  const digest = createHash('sha256').update(JSON.stringify(entry)).digest('base64url')
  return `visitor-${digest.slice(0, 32)}`
}

/** A browser result as the two calls that make it a completed session on the account. */
export function sessionFromEntry(
  userId: string,
  entry: LocalProgressEntry,
): { start: StartPracticeRequest; finish: UpdatePracticeRequest } {
  const subjectScores = Object.fromEntries(
    Object.entries(entry.subjectScores).map(([subject, score]) => [
      subject,
      typeof score === 'number' ? score : score.total > 0 ? Math.round((score.correct / score.total) * 100) : 0,
    ]),
  )
  return {
    start: {
      userId,
      examType: entry.testType.slice(0, 64),
      countryCode: countryOfTestType(entry.testType),
      province: entry.province ?? null,
      subjects: Object.keys(subjectScores).slice(0, 3),
      clientId: visitorClientId(entry),
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    },
    finish: {
      questionsAttempted: entry.questionsAttempted,
      questionsCorrect: entry.questionsCorrect,
      scorePercentage: entry.scorePercentage,
      subjectScores,
      topicBreakdown: entry.topicBreakdown,
      ...(entry.totalTime !== undefined ? { totalTime: entry.totalTime } : {}),
      completed: true,
    },
  }
}

/**
 * Carries a visitor's browser results into their new account, oldest first, as completed sessions: how many
 * arrived and how many could not be sent (an outage: the save queue tries those again). Each start names its
 * result's key, so a retry finds the session an earlier try made; one the API refuses as invalid is skipped.
 */
export async function migrateVisitorProgress(
  client: ApiClient,
  userId: string,
  entries: LocalProgressEntry[],
): Promise<{ migrated: number; failed: number }> {
  let migrated = 0
  let failed = 0
  for (const entry of entries) {
    const { start, finish } = sessionFromEntry(userId, entry)
    try {
      const started = await client.POST('/api/practice/start', { body: start })
      if (!started.data) {
        if (retryable(started.response.status)) failed++
        continue
      }
      if (started.data.completed) {
        migrated++
        continue
      }
      const done = await client.PATCH('/api/practice/sessions/{id}', {
        params: { path: { id: started.data.id } },
        body: finish,
      })
      if (done.data) migrated++
      else if (retryable(done.response.status)) failed++
    } catch {
      failed++
    }
  }
  return { migrated, failed }
}

/** An answer worth trying again later (the save queue's rule): no answer, a server error, 401, 408 or 429. */
const retryable = (status: number) => status >= 500 || [401, 408, 429].includes(status)

// ── Answer history and review cards (issue 13) ───────────────────────────────────────────────────────────────

/** A JSON list from the register form; anything malformed counts as none (the items are checked one by one). */
function parseList<T>(raw: FormDataEntryValue | null, item: v.GenericSchema<unknown, T>): T[] {
  const value = readJson(raw)
  if (!Array.isArray(value)) return []
  return value.flatMap((entry) => {
    const parsed = v.safeParse(item, entry)
    return parsed.success ? [parsed.output] : []
  })
}

/** The visitor's answers (newest kept) and review cards as the register form posts them, at most one call's worth. */
export function parseVisitorReview(
  answers: FormDataEntryValue | null,
  cards: FormDataEntryValue | null,
): ImportAnswersRequest {
  return {
    answers: parseList(answers, StoredAnswer).slice(-IMPORT_MAX),
    cards: parseList(cards, StoredCard).slice(0, IMPORT_MAX),
  }
}

/**
 * Moves the visitor's answer history and review cards into the new account (POST /api/answers/import, which skips
 * what the account already has). `ok` is false when the call should be tried again; the browser keeps its copy.
 */
export async function importVisitorReview(
  client: ApiClient,
  payload: ImportAnswersRequest,
): Promise<{ ok: boolean; result: ImportAnswersResult | null }> {
  if (!payload.answers?.length && !payload.cards?.length) return { ok: true, result: null }
  try {
    const { data, response } = await client.POST('/api/answers/import', { body: payload })
    if (!data) console.warn(`Sign-up: importing the visitor's answers failed (${response.status})`)
    return { ok: Boolean(data) || !retryable(response.status), result: data ?? null }
  } catch {
    console.warn("Sign-up: importing the visitor's answers failed")
    return { ok: false, result: null }
  }
}
