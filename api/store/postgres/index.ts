import { createHash } from 'node:crypto'
import postgres, { type Sql } from 'postgres'
import { applySessionPatch } from '../../../domain/practice.ts'
import { pageOfQuestions, questionsByIds, sortById } from '../../../domain/questions.ts'
import type { FullExamState, PracticeSession, Question, TutorMessage, TutorSession } from '../../../openapi/types.ts'
import { DEFAULT_GENERATED_CAPS, indexedText, questionTextKey, type GeneratedCaps } from '../generated.ts'
import { newId, newPracticeSession } from '../ids.ts'
import type {
  AuthSessionStore,
  FullExamStore,
  PracticeStore,
  QuestionStore,
  RequesterQuestions,
  Store,
  TutorStore,
  UserStore,
} from '../types.ts'
import { accountStore, forgetRequester } from './accounts.ts'
import { identityStore } from './identities.ts'
import { migrate } from './migrate.ts'
import { passwordResetStore } from './password-resets.ts'
import { answerStore, reviewCardStore } from './review.ts'
import { normalEmail, toUser, type UserRow } from './user-rows.ts'

// Long conversations keep their latest messages only, as in the lowdb store.
export const MAX_TUTOR_MESSAGES = 200
const PRUNE_EVERY_MS = 10 * 60_000

export interface PostgresStore extends Store {
  sql: Sql
  /** Stops the prune timer and closes the pool. */
  close(): Promise<void>
}

/** A pool on DATABASE_URL; notices (e.g. "already exists, skipping") stay quiet. */
export function connect(url: string, max = 10): Sql {
  return postgres(url, { max, onnotice: () => {}, connection: { application_name: 'examready' } })
}

/**
 * The Store interface over PostgreSQL: migrates the database (under an advisory lock), then serves every
 * collection from it. Nothing lives in process memory except the read-only written bank from api/seed.
 */
export async function openPostgresStore(
  url: string,
  bank: Question[],
  opts: { poolMax?: number; prune?: boolean; generatedCaps?: GeneratedCaps } = {},
): Promise<PostgresStore> {
  const sql = connect(url, opts.poolMax)
  try {
    await migrate(sql)
  } catch (error) {
    await sql.end({ timeout: 1 })
    throw error
  }
  await indexOlderGeneratedRows(sql)
  const authSessions = authSessionStore(sql)
  const timer =
    opts.prune === false
      ? undefined
      : setInterval(() => {
          const now = Date.now()
          Promise.all([
            authSessions.prune(now),
            sql`DELETE FROM rate_limits WHERE reset_at < ${new Date(now)}`,
            sql`DELETE FROM password_resets WHERE expires_at < ${new Date(now)}`,
            // The AI allowance counts only today (UTC); yesterday's is kept for a day for the operators' questions.
            sql`DELETE FROM ai_token_usage WHERE day < current_date - 1`,
          ]).catch(
            () => undefined, // the next round tries again; a failing database shows up in requests anyway
          )
        }, PRUNE_EVERY_MS).unref()
  const parts = {
    users: userStore(sql),
    authSessions,
    passwordResets: passwordResetStore(sql),
    practice: practiceStore(sql),
    tutor: tutorStore(sql),
    questions: questionStore(sql, bank, opts.generatedCaps ?? DEFAULT_GENERATED_CAPS),
    answers: answerStore(sql),
    reviewCards: reviewCardStore(sql),
    fullExams: fullExamStore(sql),
  }
  return {
    sql,
    ...parts,
    accounts: accountStore(sql, parts),
    close: async () => {
      if (timer) clearInterval(timer)
      await sql.end({ timeout: 5 })
    },
  }
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

// ── users ────────────────────────────────────────────────────────────────────────────────────────────────────────

function userStore(sql: Sql): UserStore {
  const { createWithIdentity, ...identities } = identityStore(sql)
  return {
    ...identities,
    create: async (input) => {
      if (input.identity) return createWithIdentity(input)
      const rows = await sql<UserRow[]>`
        INSERT INTO users (id, email, first_name, password_hash, created_at)
        VALUES (${newId('usr')}, ${normalEmail(input.email)}, ${input.firstName}, ${input.passwordHash}, ${new Date()})
        ON CONFLICT (email) DO NOTHING
        RETURNING *`
      return rows.length ? toUser(rows[0]) : 'email-taken'
    },
    findById: async (id) => {
      const [row] = await sql<UserRow[]>`SELECT * FROM users WHERE id = ${id}`
      return row && toUser(row)
    },
    findByEmail: async (email) => {
      const [row] = await sql<UserRow[]>`SELECT * FROM users WHERE email = ${normalEmail(email)}`
      return row && toUser(row)
    },
    setPasswordHash: async (userId, passwordHash) =>
      (await sql`UPDATE users SET password_hash = ${passwordHash} WHERE id = ${userId}`).count > 0,
  }
}

// ── auth sessions ────────────────────────────────────────────────────────────────────────────────────────────────

function authSessionStore(sql: Sql): AuthSessionStore {
  return {
    get: async (sid) => {
      const [row] = await sql<{ data: Record<string, unknown>; expires_at: Date }[]>`
        SELECT data, expires_at FROM auth_sessions WHERE sid = ${sid} AND expires_at >= ${new Date()}`
      return row && { data: row.data, expiresAt: row.expires_at.getTime() }
    },
    set: async (sid, record) => {
      await sql`
        INSERT INTO auth_sessions (sid, data, expires_at)
        VALUES (${sid}, ${sql.json(record.data as postgres.JSONValue)}, ${new Date(record.expiresAt)})
        ON CONFLICT (sid) DO UPDATE SET data = EXCLUDED.data, expires_at = EXCLUDED.expires_at`
    },
    destroy: async (sid) => {
      await sql`DELETE FROM auth_sessions WHERE sid = ${sid}`
    },
    destroyByUser: async (userId) => (await sql`DELETE FROM auth_sessions WHERE data->>'userId' = ${userId}`).count,
    countActive: async (now) => {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM auth_sessions WHERE expires_at >= ${new Date(now)} AND data ? 'userId'`
      return row.n
    },
    prune: async (now) => (await sql`DELETE FROM auth_sessions WHERE expires_at < ${new Date(now)}`).count,
  }
}

// ── practice sessions ────────────────────────────────────────────────────────────────────────────────────────────

interface PracticeRow {
  id: string
  user_id: string
  exam_type: string
  country_code: string
  province: string | null
  subjects: string[]
  questions_attempted: number
  questions_correct: number
  total_time: number
  completed: boolean
  created_at: Date
  completed_at: Date | null
  score_percentage: number | null
  subject_scores: PracticeSession['subjectScores']
  topic_breakdown: PracticeSession['topicBreakdown']
  client_id: string | null
}

export const toPractice = (r: PracticeRow): PracticeSession => ({
  id: r.id,
  userId: r.user_id,
  examType: r.exam_type,
  countryCode: r.country_code as PracticeSession['countryCode'],
  province: r.province,
  subjects: r.subjects,
  questionsAttempted: r.questions_attempted,
  questionsCorrect: r.questions_correct,
  totalTime: r.total_time,
  completed: r.completed,
  createdAt: r.created_at.toISOString(),
  completedAt: iso(r.completed_at),
  scorePercentage: r.score_percentage,
  subjectScores: r.subject_scores,
  topicBreakdown: r.topic_breakdown,
  ...(r.client_id ? { clientId: r.client_id } : {}),
})

/** The row a PracticeSession is stored as (insert and import use it). */
export function practiceRow(sql: Sql, s: PracticeSession) {
  return {
    id: s.id,
    user_id: s.userId,
    exam_type: s.examType,
    country_code: s.countryCode,
    province: s.province,
    subjects: sql.array(s.subjects),
    questions_attempted: s.questionsAttempted,
    questions_correct: s.questionsCorrect,
    total_time: s.totalTime,
    completed: s.completed,
    created_at: new Date(s.createdAt),
    completed_at: s.completedAt ? new Date(s.completedAt) : null,
    score_percentage: s.scorePercentage,
    subject_scores: sql.json(s.subjectScores as postgres.JSONValue),
    topic_breakdown: sql.json(s.topicBreakdown as postgres.JSONValue),
    client_id: s.clientId ?? null,
  }
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)

function practiceStore(sql: Sql): PracticeStore {
  return {
    create: async (input) => {
      const session = newPracticeSession(input)
      // A retried start (same user and clientId) meets the unique index and answers the session already there.
      const [row] = await sql<PracticeRow[]>`
        INSERT INTO practice_sessions ${sql(practiceRow(sql, session))}
        ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING *`
      if (row) return toPractice(row)
      const [started] = await sql<PracticeRow[]>`
        SELECT * FROM practice_sessions WHERE user_id = ${input.userId} AND client_id = ${input.clientId ?? null}`
      return toPractice(started)
    },
    ownerOf: async (id) => {
      const [row] = await sql<{ user_id: string }[]>`SELECT user_id FROM practice_sessions WHERE id = ${id}`
      return row?.user_id
    },
    get: async (userId, id) => {
      const [row] = await sql<PracticeRow[]>`SELECT * FROM practice_sessions WHERE id = ${id} AND user_id = ${userId}`
      return row && toPractice(row)
    },
    // Read-modify-write under a row lock: concurrent PATCHes (from any number of app servers) run one after
    // another on the row, each seeing the previous one's result, so none is lost.
    update: (userId, id, patch) =>
      sql.begin(async (tx) => {
        const [row] = await tx<PracticeRow[]>`
          SELECT * FROM practice_sessions WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`
        if (!row) return undefined
        const next = applySessionPatch(toPractice(row), patch, new Date())
        const { id: _id, user_id: _user, created_at: _created, ...changes } = practiceRow(tx as unknown as Sql, next)
        const [updated] = await tx<PracticeRow[]>`
          UPDATE practice_sessions SET ${tx(changes)} WHERE id = ${id} AND user_id = ${row.user_id} RETURNING *`
        return toPractice(updated)
      }) as Promise<PracticeSession | undefined>,
    listByUser: async (userId) => {
      const rows = await sql<PracticeRow[]>`
        SELECT * FROM practice_sessions WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`
      return rows.map(toPractice).sort(newestFirst)
    },
  }
}

// ── tutor sessions ───────────────────────────────────────────────────────────────────────────────────────────────

interface TutorRow {
  id: string
  user_id: string | null
  created_at: Date
  updated_at: Date
  messages: { role: TutorMessage['role']; content: string; sent_at: string }[]
}

// Each session with its messages in order, aggregated in one query.
const TUTOR_SELECT = `
  SELECT s.id, s.user_id, s.created_at, s.updated_at,
    COALESCE((SELECT json_agg(json_build_object('role', m.role, 'content', m.content, 'sent_at', m.sent_at) ORDER BY m.id)
              FROM tutor_messages m WHERE m.session_id = s.id), '[]') AS messages
  FROM tutor_sessions s`

const toTutor = (r: TutorRow): TutorSession => ({
  id: r.id,
  userId: r.user_id,
  messages: r.messages.map((m) => ({ role: m.role, content: m.content, timestamp: new Date(m.sent_at).toISOString() })),
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
})

function tutorStore(sql: Sql): TutorStore {
  // `IS NOT DISTINCT FROM`: an anonymous session (user_id NULL) is found with a null owner.
  const get = async (userId: string | null, id: string, q: Sql = sql) => {
    const [row] = await q.unsafe<TutorRow[]>(`${TUTOR_SELECT} WHERE s.id = $1 AND s.user_id IS NOT DISTINCT FROM $2`, [
      id,
      userId,
    ])
    return row && toTutor(row)
  }
  return {
    create: async (userId) => {
      const now = new Date()
      const id = newId('tut')
      await sql`INSERT INTO tutor_sessions (id, user_id, created_at, updated_at) VALUES (${id}, ${userId}, ${now}, ${now})`
      return { id, userId, messages: [], createdAt: now.toISOString(), updatedAt: now.toISOString() }
    },
    ownerOf: async (id) => {
      const [row] = await sql<{ user_id: string | null }[]>`SELECT user_id FROM tutor_sessions WHERE id = ${id}`
      return row ? row.user_id : undefined
    },
    get: (userId, id) => get(userId, id),
    // One transaction: lock the session, add the messages, drop the oldest beyond the cap, touch updated_at.
    append: (userId, id, messages) =>
      sql.begin(async (tx) => {
        const q = tx as unknown as Sql
        const locked = await tx`
          SELECT id FROM tutor_sessions WHERE id = ${id} AND user_id IS NOT DISTINCT FROM ${userId} FOR UPDATE`
        if (!locked.length) throw new Error(`No tutor session ${id}`)
        if (messages.length)
          await tx`INSERT INTO tutor_messages ${tx(
            messages.map((m) => ({ session_id: id, role: m.role, content: m.content, sent_at: new Date(m.timestamp) })),
          )}`
        await tx`
          DELETE FROM tutor_messages WHERE session_id = ${id} AND id < (
            SELECT min(id) FROM (
              SELECT id FROM tutor_messages WHERE session_id = ${id} ORDER BY id DESC LIMIT ${MAX_TUTOR_MESSAGES}
            ) AS newest)`
        await tx`UPDATE tutor_sessions SET updated_at = ${new Date()} WHERE id = ${id}`
        return (await get(userId, id, q))!
      }) as Promise<TutorSession>,
    listByUser: async (userId) => {
      const rows = await sql.unsafe<TutorRow[]>(
        `${TUTOR_SELECT} WHERE s.user_id = $1 ORDER BY s.updated_at DESC, s.id DESC`,
        [userId],
      )
      return rows.map(toTutor).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))
    },
  }
}

// ── questions ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The row a generated Question is stored as (addGenerated and import use it); requester null: nobody's. */
export function questionRow(sql: Sql, q: Question, requester: string | null) {
  return {
    id: q.id,
    requester,
    text_key: questionTextHash(indexedText(q)),
    exam_type: q.examType,
    section: q.section,
    topic: q.topic,
    difficulty: q.difficulty,
    level: q.level ?? null,
    created_at: q.createdAt ?? null,
    body: sql.json(q as unknown as postgres.JSONValue),
  }
}

/** The duplicate-check key as PostgreSQL stores it: md5 hex of the normalised text (questionTextKey). */
export function questionTextHash(text: string): string {
  return createHash('md5').update(questionTextKey(text), 'utf8').digest('hex')
}

/** Rows stored before migration 004 get their duplicate-check key (computed here, the same way as new rows). */
async function indexOlderGeneratedRows(sql: Sql) {
  const rows = await sql<
    { id: string; body: Question }[]
  >`SELECT id, body FROM generated_questions WHERE text_key IS NULL`
  for (const r of rows)
    await sql`UPDATE generated_questions SET text_key = ${questionTextHash(indexedText(r.body))} WHERE id = ${r.id}`
}

function questionStore(sql: Sql, bank: Question[], caps: GeneratedCaps): QuestionStore & RequesterQuestions {
  const bankTexts = new Set(bank.map((q) => questionTextKey(indexedText(q))))
  const bankById = sortById(bank)
  return {
    list: async (filter, page = { limit: 10, offset: 0 }) => {
      const where = [
        filter.examType ? sql`exam_type = ${filter.examType}` : sql`TRUE`,
        filter.section ? sql`section = ${filter.section}` : sql`TRUE`,
        filter.difficulty ? sql`difficulty = ${filter.difficulty}` : sql`TRUE`,
        filter.topic ? sql`lower(topic) = ${filter.topic.toLowerCase()}` : sql`TRUE`,
        filter.level ? sql`level = ${filter.level}` : sql`TRUE`,
      ]
      // The items accepted into the bank (all of them: they sort among the bank by id) and the owner's own (at most
      // the per-requester cap).
      const rows = await sql<{ body: Question; accepted: boolean }[]>`
        SELECT body, accepted_at IS NOT NULL AS accepted FROM generated_questions
        WHERE (accepted_at IS NOT NULL OR requester = ${filter.owner ?? null})
          AND ${where[0]} AND ${where[1]} AND ${where[2]} AND ${where[3]} AND ${where[4]}`
      // The same filter and order as the lowdb store (JS lower-casing and ordering).
      const accepted = rows.filter((r) => r.accepted).map((r) => r.body)
      const own = rows.filter((r) => !r.accepted).map((r) => r.body)
      return pageOfQuestions({ bankById, accepted, own }, filter, page)
    },
    byIds: async (ids) => {
      const generated = ids.length
        ? (
            await sql<
              { body: Question }[]
            >`SELECT body FROM generated_questions WHERE id = ANY(${sql.array(ids)}::text[])`
          ).map((r) => r.body)
        : []
      return [...questionsByIds(ids, bank), ...generated]
    },
    addGenerated: async (questions, requester) => {
      if (!questions.length) return
      await sql.begin(async (tx) => {
        const q = tx as unknown as Sql
        await q`INSERT INTO generated_questions ${q(questions.map((g) => questionRow(q, g, requester)))} ON CONFLICT (id) DO NOTHING`
        // This requester's oldest beyond the per-requester cap.
        await q`
          DELETE FROM generated_questions WHERE id IN (
            SELECT id FROM generated_questions WHERE requester = ${requester} AND accepted_at IS NULL
            ORDER BY created_at DESC NULLS LAST, id DESC OFFSET ${caps.perRequester})`
        // Beyond the total: the oldest anonymous (or ownerless) items first, then the oldest of anyone; accepted
        // items are the bank's and never dropped.
        await q`
          DELETE FROM generated_questions WHERE id IN (
            SELECT id FROM generated_questions WHERE accepted_at IS NULL
            ORDER BY (requester IS NOT NULL AND requester NOT LIKE 'anon:%'), created_at NULLS FIRST, id
            LIMIT GREATEST((SELECT count(*) FROM generated_questions WHERE accepted_at IS NULL) - ${caps.total}, 0))`
      })
    },
    pendingGenerated: async (page) =>
      (
        await sql<{ body: Question; requester: string | null }[]>`
          SELECT body, requester FROM generated_questions WHERE accepted_at IS NULL
          ORDER BY created_at NULLS FIRST, id LIMIT ${page.limit} OFFSET ${page.offset}`
      ).map((r) => ({ question: r.body, requester: r.requester })),
    acceptGenerated: async (ids) =>
      ids.length
        ? (
            await sql<{ id: string }[]>`
              UPDATE generated_questions SET accepted_at = now()
              WHERE id = ANY(${sql.array(ids)}::text[]) AND accepted_at IS NULL RETURNING id`
          ).map((r) => r.id)
        : [],
    knownTexts: async (texts) => {
      const unknown = texts.filter((t) => !bankTexts.has(questionTextKey(t)))
      if (!unknown.length) return new Set(texts)
      const hashes = unknown.map(questionTextHash)
      const rows = await sql<{ text_key: string }[]>`
        SELECT DISTINCT text_key FROM generated_questions WHERE text_key = ANY(${sql.array(hashes)}::text[])`
      const stored = new Set(rows.map((r) => r.text_key))
      return new Set(texts.filter((t) => bankTexts.has(questionTextKey(t)) || stored.has(questionTextHash(t))))
    },
    seenIds: async (requester) =>
      new Set(
        (
          await sql<{ question_id: string }[]>`SELECT question_id FROM question_seen WHERE requester = ${requester}`
        ).map((r) => r.question_id),
      ),
    markSeen: async (requester, ids) => {
      if (!ids.length) return
      await sql`
        INSERT INTO question_seen (requester, question_id)
        SELECT ${requester}, unnest(${sql.array(ids)}::text[])
        ON CONFLICT DO NOTHING`
    },
    ownGenerated: async (requester) =>
      (
        await sql<{ body: Question }[]>`
          SELECT body FROM generated_questions WHERE requester = ${requester} AND accepted_at IS NULL
          ORDER BY created_at NULLS FIRST, id`
      ).map((r) => r.body),
    forgetRequester: (requester) => forgetRequester(sql, requester),
  }
}

// ── full-length mock attempts ────────────────────────────────────────────────────────────────────────────────────

interface FullExamRow {
  user_id: string
  id: string
  state: FullExamState
  saved_at: Date
}

function fullExamStore(sql: Sql): FullExamStore {
  const toRecord = (row: FullExamRow) => ({
    userId: row.user_id,
    id: row.id,
    state: row.state,
    savedAt: row.saved_at.toISOString(),
  })
  return {
    get: async (userId, id) => {
      const [row] = await sql<FullExamRow[]>`
        SELECT user_id, id, state, saved_at FROM full_exam_attempts WHERE user_id = ${userId} AND id = ${id}`
      return row ? toRecord(row) : undefined
    },
    put: async (record) => {
      const [row] = await sql<FullExamRow[]>`
        INSERT INTO full_exam_attempts (user_id, id, state, saved_at)
        VALUES (${record.userId}, ${record.id}, ${sql.json(record.state as unknown as postgres.JSONValue)}, ${new Date(record.savedAt)})
        ON CONFLICT (user_id, id) DO UPDATE SET state = EXCLUDED.state, saved_at = EXCLUDED.saved_at
        RETURNING user_id, id, state, saved_at`
      return toRecord(row)
    },
  }
}
