// The growth bench's seeded school written straight into PostgreSQL: the same students as the DATA_DIR seed
// (studentHistories, same seed), a batch of students per transaction, without a DATA_DIR to write and read back.
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { importRows, insertRows } from '../../api/store/postgres/import.ts'
import { connect } from '../../api/store/postgres/index.ts'
import { migrate } from '../../api/store/postgres/migrate.ts'
import type { Queries } from '../../api/store/postgres/sql.ts'
import type { Question } from '../../openapi/types.ts'
import { studentHistories, type SeedSummary, type StudentHistory } from './seed-students.ts'

const STUDENTS_PER_BATCH = 1000
/** Batches written side by side: one generates while the other's rows are inserted. */
const CONNECTIONS = 2

/** A value in COPY's text format: `\N` for null, the four characters the format reserves escaped. */
const ESCAPED: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' }
const RESERVED = /[\\\t\n\r]/g
function copyText(value: unknown): string {
  if (typeof value === 'string') return value.search(RESERVED) < 0 ? value : value.replace(RESERVED, (c) => ESCAPED[c])
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  if (value === null || value === undefined) return '\\N'
  if (value instanceof Date) return value.toISOString()
  throw new Error(`COPY takes scalar columns only, not ${typeof value}`)
}

/**
 * The rows of the many-per-student tables (answers, review cards, tutor messages: the import's own row builders) with
 * one COPY each. Unlike insertRows it skips nothing: the database is empty, and a row a key already held would fail the
 * batch rather than go missing.
 */
async function copyRows(tx: Queries, rows: Record<string, unknown>[], table: string) {
  if (!rows.length) return
  const columns = Object.keys(rows[0])
  const text = function* () {
    let chunk = ''
    for (const [i, row] of rows.entries()) {
      let line = copyText(row[columns[0]])
      for (let c = 1; c < columns.length; c++) line += `\t${copyText(row[columns[c]])}`
      chunk += `${line}\n`
      if (i % 500 === 499) {
        yield chunk
        chunk = ''
      }
    }
    if (chunk) yield chunk
  }
  await pipeline(Readable.from(text()), await tx.unsafe(`COPY ${table} (${columns.join(', ')}) FROM STDIN`).writable())
}

async function writeBatch(tx: Queries, batch: StudentHistory[]) {
  const all = <T>(pick: (s: StudentHistory) => T[]) => batch.flatMap(pick)
  await insertRows(
    tx,
    batch.map((s) => importRows.user(s.user)),
    'users',
  )
  await insertRows(
    tx,
    all((s) => s.practice).map((p) => importRows.practice(tx, p)),
    'practice_sessions',
  )
  const tutor = all((s) => s.tutor)
  if (tutor.length) await insertRows(tx, tutor.map(importRows.tutorSession), 'tutor_sessions')
  await copyRows(tx, tutor.flatMap(importRows.tutorMessages), 'tutor_messages')
  await copyRows(tx, all((s) => s.answers).map(importRows.answer), 'answers')
  await copyRows(tx, all((s) => s.cards).map(importRows.card), 'review_cards')
  const exams = all((s) => s.fullExams)
  if (exams.length) await insertRows(tx, exams.map(importRows.fullExam), 'full_exam_attempts', 'user_id')
}

/**
 * `students` seeded students into the (migrated, empty) database at `url`. The seeding's own commits skip the wait
 * for the disk (synchronous_commit off: a crash mid-seed only loses test data) and its foreign-key checks
 * (session_replication_role replica: every row's student and session are in the same batch, and a test compares the
 * result with the DATA_DIR seed); what the bench measures afterwards runs on its own connections with the server's
 * defaults. Decision 156: 1.7 times less CPU than inserts checked one key at a time.
 */
export async function seedPostgres(url: string, students: number, bank: Question[], seed = 29): Promise<SeedSummary> {
  const sql = connect(url, CONNECTIONS)
  const summary: SeedSummary = { students, practice: 0, answers: 0, cards: 0, fullExams: 0, tutor: 0 }
  try {
    await migrate(sql)
    // The indexes that enforce nothing are built once at the end, from sorted rows, rather than row by row.
    const indexes = await sql<{ name: string; def: string }[]>`
      SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS def
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = current_schema() AND NOT i.indisunique`
    for (const { name } of indexes) await sql.unsafe(`DROP INDEX "${name}"`)
    // Only a superuser may turn the foreign-key triggers off (TEST_DATABASE_URL may name another role): else checked.
    const [{ superuser }] = await sql<
      { superuser: boolean }[]
    >`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`
    const writing = new Set<Promise<void>>()
    let failure: unknown
    let batch: StudentHistory[] = []
    const send = async () => {
      const rows = batch
      batch = []
      const done: Promise<void> = sql
        .begin(async (tx) => {
          await tx`SET LOCAL synchronous_commit = off`
          if (superuser) await tx`SET LOCAL session_replication_role = replica`
          await writeBatch(tx, rows)
        })
        .then(
          () => undefined,
          (error: unknown) => void (failure ??= error),
        )
        .finally(() => writing.delete(done))
      writing.add(done)
      if (writing.size >= CONNECTIONS) await Promise.race(writing)
      if (failure) throw failure
    }
    for (const student of studentHistories(students, bank, seed)) {
      batch.push(student)
      summary.practice += student.practice.length
      summary.answers += student.answers.length
      summary.cards += student.cards.length
      summary.fullExams += student.fullExams.length
      summary.tutor += student.tutor.length
      if (batch.length === STUDENTS_PER_BATCH) await send()
    }
    if (batch.length) await send()
    await Promise.all(writing)
    if (failure) throw failure
    for (const { def } of indexes) await sql.unsafe(def)
    await sql`ANALYZE`
  } finally {
    await sql.end()
  }
  return summary
}
