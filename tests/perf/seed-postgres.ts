// The growth bench's seeded school written straight into PostgreSQL: the same students as the DATA_DIR seed
// (studentHistories, same seed), a batch of students per transaction, without a DATA_DIR to write and read back.
import { importRows, insertRows } from '../../api/store/postgres/import.ts'
import { connect } from '../../api/store/postgres/index.ts'
import { migrate } from '../../api/store/postgres/migrate.ts'
import type { Queries } from '../../api/store/postgres/sql.ts'
import type { Question } from '../../openapi/types.ts'
import { studentHistories, type SeedSummary, type StudentHistory } from './seed-students.ts'

const STUDENTS_PER_BATCH = 1000
/** Batches written side by side: one generates while the other's rows are inserted. */
const CONNECTIONS = 2

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
  if (tutor.length) {
    await insertRows(tx, tutor.map(importRows.tutorSession), 'tutor_sessions')
    await insertRows(tx, tutor.flatMap(importRows.tutorMessages), 'tutor_messages')
  }
  await insertRows(tx, all((s) => s.answers).map(importRows.answer), 'answers')
  const cards = all((s) => s.cards)
  if (cards.length) await insertRows(tx, cards.map(importRows.card), 'review_cards', 'user_id')
  const exams = all((s) => s.fullExams)
  if (exams.length) await insertRows(tx, exams.map(importRows.fullExam), 'full_exam_attempts', 'user_id')
}

/**
 * `students` seeded students into the (migrated, empty) database at `url`. The seeding's own commits skip the wait
 * for the disk (synchronous_commit off: a crash mid-seed only loses test data); what the bench measures afterwards
 * runs on its own connections with the server's defaults.
 */
export async function seedPostgres(url: string, students: number, bank: Question[], seed = 29): Promise<SeedSummary> {
  const sql = connect(url, CONNECTIONS)
  const summary: SeedSummary = { students, practice: 0, answers: 0, cards: 0, fullExams: 0, tutor: 0 }
  try {
    await migrate(sql)
    const writing = new Set<Promise<void>>()
    let failure: unknown
    let batch: StudentHistory[] = []
    const send = async () => {
      const rows = batch
      batch = []
      const done: Promise<void> = sql
        .begin(async (tx) => {
          await tx`SET LOCAL synchronous_commit = off`
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
    await sql`ANALYZE`
  } finally {
    await sql.end()
  }
  return summary
}
