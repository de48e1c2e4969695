import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Sql } from 'postgres'
import type { PracticeSession, TutorSession } from '../../../openapi/types.ts'
import { AUTH_SESSIONS_LOG, authSessionLog } from '../auth-sessions.ts'
import { DurableJSONFile } from '../durable-file.ts'
import { COLLECTIONS, type CollectionData, type CollectionName } from '../in-process.ts'
import { readStudentData } from '../migrate-layout.ts'
import { readRecords } from '../record-log.ts'
import type { OwnedCard } from '../review-rows.ts'
import type { SavedFullExam, StoredAnswer, UserRecord } from '../types.ts'
import { cardRow } from './card-rows.ts'
import { migrate } from './migrate.ts'
import { practiceRow } from './practice.ts'
import { questionRow } from './questions.ts'
import { answerRow } from './review.ts'
import type { Queries } from './sql.ts'

export interface ImportCount {
  collection: string
  /** Records found in DATA_DIR. */
  found: number
  /** Rows written now. */
  imported: number
  /** Already in the database (an earlier import, or the same id/email), left as they are. */
  existing: number
  /** Not imported, with the reason (expired sign-ins, records whose user is missing). */
  skipped: number
  note?: string
}

/** A shared collection's data as the lowdb store left it in dataDir (its empty data when there is no file). */
const read = async <K extends CollectionName>(dataDir: string, name: K): Promise<CollectionData<K>> =>
  (await new DurableJSONFile<CollectionData<K>>(path.join(dataDir, `${COLLECTIONS[name].file}.json`), {
    valid: COLLECTIONS[name].valid,
  }).read()) ?? (COLLECTIONS[name].empty() as CollectionData<K>)

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/**
 * Rows in batches of 500 statements' worth, skipping those a key already holds; returns the `returning` column of
 * the rows written. Column names come from our own row builders, never from the data.
 */
export async function insertRows(
  sql: Queries,
  rows: Record<string, unknown>[],
  table: string,
  returning = 'id',
): Promise<string[]> {
  const written: string[] = []
  for (const batch of chunks(rows)) {
    const columns = Object.keys(batch[0]).join(', ')
    const result = await sql.unsafe<Record<string, string>[]>(
      `INSERT INTO ${table} (${columns})
       SELECT ${columns} FROM json_populate_recordset(NULL::${table}, $1::json)
       ON CONFLICT DO NOTHING RETURNING ${returning}`,
      [batch] as never, // serialized by the driver as the json parameter
    )
    written.push(...result.map((r) => r[returning]))
  }
  return written
}

/** The rows of one student's records, as the import and the growth bench's seeding write them. */
export const importRows = {
  user: (u: UserRecord) => ({
    id: u.id,
    email: u.email,
    first_name: u.firstName,
    password_hash: u.passwordHash,
    created_at: u.createdAt,
  }),
  practice: (sql: Queries, s: PracticeSession) => ({
    ...practiceRow(sql, s),
    subjects: s.subjects,
    subject_scores: s.subjectScores,
    topic_breakdown: s.topicBreakdown,
    created_at: s.createdAt,
    completed_at: s.completedAt,
  }),
  tutorSession: (s: TutorSession) => ({
    id: s.id,
    user_id: s.userId,
    created_at: s.createdAt,
    updated_at: s.updatedAt,
  }),
  tutorMessages: (s: TutorSession) =>
    s.messages.map((m) => ({ session_id: s.id, role: m.role, content: m.content, sent_at: m.timestamp })),
  answer: (a: StoredAnswer) => ({ ...answerRow(a), answered_at: a.answeredAt }),
  card: (c: OwnedCard) => ({ ...cardRow(c.userId, c), due: c.due, last_review: c.lastReview }),
  fullExam: (e: SavedFullExam) => ({ user_id: e.userId, id: e.id, state: e.state, saved_at: e.savedAt }),
}

/**
 * Copies a lowdb DATA_DIR into PostgreSQL in one transaction. Idempotent: every row goes in with
 * ON CONFLICT DO NOTHING, so a second run finds everything "existing" and changes nothing.
 */
export async function importLowData(sql: Sql, dataDir: string, now = Date.now()): Promise<ImportCount[]> {
  if (!existsSync(dataDir)) throw new Error(`No such DATA_DIR: ${dataDir}`)
  await migrate(sql)
  const { users } = await read(dataDir, 'users')
  const auth = Object.fromEntries((await readRecords(dataDir, AUTH_SESSIONS_LOG, authSessionLog)).records)
  const questions = await read(dataDir, 'questions')
  const { practice, tutor, answers, cards, fullExams } = await readStudentData(dataDir)
  const secretFile = path.join(dataDir, 'session-secret')

  return sql.begin(async (tx) => {
    const counts: ImportCount[] = []
    const insertAll = (rows: Record<string, unknown>[], table: string, returning = 'id') =>
      insertRows(tx, rows, table, returning)
    const count = (collection: string, found: number, imported: number, skipped = 0, note?: string) =>
      counts.push({ collection, found, imported, existing: found - imported - skipped, skipped, note })

    // users
    const userRows = users.map(importRows.user)
    count('users', users.length, (await insertAll(userRows, 'users')).length)
    // the provider accounts that sign in as them (decision 060)
    const identityRows = users.flatMap((u) =>
      (u.identities ?? []).map((i) => ({ issuer: i.issuer, subject: i.subject, user_id: u.id })),
    )
    if (identityRows.length)
      count('identities', identityRows.length, (await insertAll(identityRows, 'user_identities', 'subject')).length)
    const known = async (ids: string[]) =>
      new Set(
        (await tx<{ id: string }[]>`SELECT id FROM users WHERE id = ANY(${tx.array([...new Set(ids)])}::text[])`).map(
          (r) => r.id,
        ),
      )

    // auth sessions (signed-in students stay signed in; expired ones are dropped)
    const live = Object.entries(auth).filter(([, r]) => r.expiresAt >= now)
    const authRows = live.map(([sid, r]) => ({ sid, data: r.data, expires_at: new Date(r.expiresAt).toISOString() }))
    const authDone = await insertAll(authRows, 'auth_sessions', 'sid')
    count('auth sessions', Object.keys(auth).length, authDone.length, Object.keys(auth).length - live.length, 'expired')

    // practice sessions (with their results and breakdowns)
    const owners = await known(practice.map((s) => s.userId))
    const owned = practice.filter((s) => owners.has(s.userId))
    const practiceRows = owned.map((s) => importRows.practice(tx, s))
    const practiceDone = await insertAll(practiceRows, 'practice_sessions')
    count('practice sessions', practice.length, practiceDone.length, practice.length - owned.length, 'no such user')

    // tutor sessions and their messages (messages only for sessions written now, so a re-run adds none)
    const tutorOwners = await known(tutor.flatMap((s) => (s.userId ? [s.userId] : [])))
    const tutorOk = tutor.filter((s) => s.userId === null || tutorOwners.has(s.userId))
    const tutorDone = new Set(await insertAll(tutorOk.map(importRows.tutorSession), 'tutor_sessions'))
    count('tutor sessions', tutor.length, tutorDone.size, tutor.length - tutorOk.length, 'no such user')
    const messages = tutorOk.filter((s) => tutorDone.has(s.id)).flatMap(importRows.tutorMessages)
    for (const batch of chunks(messages)) await tx`INSERT INTO tutor_messages ${tx(batch)}` // identity ids keep each session's order
    const allMessages = tutor.reduce((n, s) => n + s.messages.length, 0)
    count('tutor messages', allMessages, messages.length)

    // generated questions (those accepted into the bank keep that: accepted at the import)
    const acceptedIds = new Set((questions.accepted ?? []).map((g) => g.id))
    const byId = new Map([...questions.generated, ...(questions.accepted ?? [])].map((g) => [g.id, g]))
    const questionRows = [...byId.values()].map((g) => ({
      ...questionRow(tx, g, questions.owners?.[g.id] ?? null),
      accepted_at: acceptedIds.has(g.id) ? new Date() : null,
      body: g,
    }))
    count('generated questions', byId.size, (await insertAll(questionRows, 'generated_questions')).length)

    // seen ids
    const seenRows = Object.entries(questions.seen).flatMap(([requester, ids]) =>
      [...new Set(ids)].map((question_id) => ({ requester, question_id })),
    )
    count('seen question ids', seenRows.length, (await insertAll(seenRows, 'question_seen', 'requester')).length)

    // the answer history (of known users; a session's answers only when the session is there)
    const answerOwners = await known(answers.map((a) => a.userId))
    const sessionIds = new Set(
      (
        await tx<{ id: string }[]>`
          SELECT id FROM practice_sessions
          WHERE id = ANY(${tx.array([...new Set(answers.flatMap((a) => (a.sessionId ? [a.sessionId] : [])))])}::text[])`
      ).map((r) => r.id),
    )
    const answersOk = answers.filter(
      (a) => answerOwners.has(a.userId) && (a.sessionId === null || sessionIds.has(a.sessionId)),
    )
    const answerRows = answersOk.map(importRows.answer)
    const answersDone = await insertAll(answerRows, 'answers')
    count('answers', answers.length, answersDone.length, answers.length - answersOk.length, 'no such user or session')

    // review cards (one per user and question)
    const cardOwners = await known(cards.map((c) => c.userId))
    const cardsOk = cards.filter((c) => cardOwners.has(c.userId))
    const cardRows = cardsOk.map(importRows.card)
    const cardsDone = await insertAll(cardRows, 'review_cards', 'user_id')
    count('review cards', cards.length, cardsDone.length, cards.length - cardsOk.length, 'no such user')

    // full-length exam attempts (their saved state, one per user and exam form)
    const examOwners = await known(fullExams.map((e) => e.userId))
    const examsOk = fullExams.filter((e) => examOwners.has(e.userId))
    const examRows = examsOk.map(importRows.fullExam)
    const examsDone = await insertAll(examRows, 'full_exam_attempts', 'user_id')
    count('full-length attempts', fullExams.length, examsDone.length, fullExams.length - examsOk.length, 'no such user')

    // the generated session secret, so cookies signed before the move stay valid (unless SESSION_SECRET is set)
    if (existsSync(secretFile)) {
      const secret = readFileSync(secretFile, 'utf8').trim()
      const done = await tx`
        INSERT INTO app_settings (name, value) VALUES ('session_secret', ${secret}) ON CONFLICT DO NOTHING RETURNING name`
      count('session secret', 1, done.length)
    }
    return counts
  }) as Promise<ImportCount[]>
}

export function formatCounts(counts: ImportCount[]): string {
  return counts
    .map(
      (c) =>
        `${c.collection.padEnd(20)} ${String(c.found).padStart(7)} found  ${String(c.imported).padStart(7)} imported  ${String(c.existing).padStart(7)} already there` +
        (c.skipped ? `  ${c.skipped} skipped (${c.note})` : ''),
    )
    .join('\n')
}
