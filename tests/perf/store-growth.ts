// The store's growth curve (issue 29): the cost of one answer write against the number of students already stored.
// `npm run bench -- --store-growth [--students 1000,10000] [--legacy] [--no-postgres | --no-lowdb]`; the full bench runs it at 1,000
// and 10,000. Seeded straight into the per-student layout (--legacy: the old layout, migrated at open), and the same
// students straight into a throwaway PostgreSQL (tests/perf/seed-postgres.ts). It prints, never fails on timing.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { closeCollections } from '../../api/store/collection.ts'
import { DurableJSONFile } from '../../api/store/durable-file.ts'
import { openLowStore } from '../../api/store/index.ts'
import { openPostgresStore } from '../../api/store/postgres/index.ts'
import type { Store, StoredAnswer } from '../../api/store/types.ts'
import { cardAfterAnswer } from '../../domain/review/fsrs.ts'
import type { Question } from '../../openapi/types.ts'
import { postgresAvailable, startTestDatabase } from '../pg/cluster.ts'
import { seedPostgres } from './seed-postgres.ts'
import { seeded, seedLegacyDataDir, type SeedSummary } from './seed-students.ts'

export interface GrowthRow {
  store: string
  /** The disk's floor in the same run: a 1 KB file written, fsynced, renamed and its directory fsynced (p50, p99). */
  floor: [number, number]
  /** The journal's floor: a 1 KB append and fdatasync (p50, p99). */
  appendFloor: [number, number]
  students: number
  seeded: SeedSummary
  dataMb: number
  openSeconds: number
  writes: number
  p50: number
  p95: number
  p99: number
  max: number
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]

function dirBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirBytes(full) : statSync(full).size
  }
  return total
}

/**
 * One answer as PATCH /api/practice/sessions/{id} keeps it: the session's counts, the answer, the review card (a
 * wrong answer changes it). Students are drawn at random (seeded) among those stored, one write after another, for
 * at most `budgetMs` or `maxWrites` writes.
 */
export async function answerWrites(
  store: Store,
  students: number,
  bank: Question[],
  { maxWrites = 300, budgetMs = 30_000 } = {},
): Promise<number[]> {
  const r = seeded(7)
  const times: number[] = []
  const deadline = performance.now() + budgetMs
  const pool = bank.filter((q) => q.examType === 'NMT')
  for (let i = 0; i < maxWrites && (i < 10 || performance.now() < deadline); i++) {
    const s = r.int(0, students - 1)
    const userId = `usr_s${s}`
    const sessionId = `ses_s${s}_0`
    const q = r.pick(pool)
    const correct = r.next() > 0.33
    const answer: StoredAnswer = {
      id: `ans_bench_${i}`,
      userId,
      sessionId,
      questionId: `${q.id}#${i}`,
      examType: q.examType,
      section: q.section,
      topic: q.topic,
      difficulty: q.difficulty,
      chosen: q.correctAnswer,
      correct,
      seconds: 30,
      answeredAt: new Date(Date.UTC(2026, 10, 28, 8) + i * 1000).toISOString(),
    }
    const started = performance.now()
    await store.practice.update(userId, sessionId, { questionsAttempted: 20 + i, questionsCorrect: 10, totalTime: 900 })
    const added = await store.answers.add(userId, [answer])
    if (!correct)
      for (const a of added)
        await store.reviewCards.update(userId, a.questionId, (card) => cardAfterAnswer(card, a, new Date(a.answeredAt)))
    times.push(performance.now() - started)
  }
  return times.sort((a, b) => a - b)
}

/** What one durable replace of a tiny file costs on this disk right now: the yardstick of each row. */
async function durableWriteFloor(dir: string, times = 40): Promise<[number, number]> {
  const file = new DurableJSONFile<{ x: string }>(path.join(dir, 'floor.json'))
  const took: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await file.write({ x: 'y'.repeat(1000) })
    took.push(performance.now() - started)
  }
  took.sort((a, b) => a - b)
  return [quantile(took, 0.5), quantile(took, 0.99)]
}

async function appendFloor(dir: string, times = 40): Promise<[number, number]> {
  const file = await open(path.join(dir, 'floor.jsonl'), 'a')
  const took: number[] = []
  try {
    for (let i = 0; i < times; i++) {
      const started = performance.now()
      await file.write(`${'y'.repeat(1000)}\n`)
      await file.datasync()
      took.push(performance.now() - started)
    }
  } finally {
    await file.close()
  }
  took.sort((a, b) => a - b)
  return [quantile(took, 0.5), quantile(took, 0.99)]
}

function row(store: string, dir: string, seeded: SeedSummary, openSeconds: number, times: number[]) {
  return {
    store,
    students: seeded.students,
    seeded,
    dataMb: dirBytes(dir) / 1024 / 1024,
    openSeconds,
    writes: times.length,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    p99: quantile(times, 0.99),
    max: times[times.length - 1],
  }
}

/** The same seeded students written straight into a throwaway PostgreSQL (fsync on), the same writes. */
async function postgresRow(dir: string, students: number, bank: Question[]): Promise<GrowthRow> {
  const db = await startTestDatabase({ durable: true })
  try {
    const t0 = performance.now()
    const summary = await seedPostgres(db.url, students, bank, 29)
    const store = await openPostgresStore(db.url, bank)
    const openSeconds = (performance.now() - t0) / 1000
    const times = await answerWrites(store, summary.students, bank)
    const [{ bytes }] = await store.sql<{ bytes: string }[]>`SELECT pg_database_size(current_database()) AS bytes`
    await store.close()
    const floor = await durableWriteFloor(dir)
    return {
      ...row('postgres', dir, summary, openSeconds, times),
      dataMb: Number(bytes) / 1024 / 1024,
      floor,
      appendFloor: await appendFloor(dir),
    }
  } finally {
    await db.stop()
  }
}

async function lowdbRow(dir: string, summary: SeedSummary, bank: Question[]): Promise<GrowthRow> {
  const t0 = performance.now()
  const store = await openLowStore(dir, bank)
  const openSeconds = (performance.now() - t0) / 1000
  const times = await answerWrites(store, summary.students, bank)
  await closeCollections(dir)
  const floor = await durableWriteFloor(dir)
  return { ...row('lowdb', dir, summary, openSeconds, times), floor, appendFloor: await appendFloor(dir) }
}

/** `students` seeded students, measured on each store asked for: lowdb in a DATA_DIR, PostgreSQL seeded directly. */
async function growthRows(
  students: number,
  bank: Question[],
  legacy: boolean,
  stores: { lowdb: boolean; pg: boolean },
): Promise<GrowthRow[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-growth-'))
  try {
    const rows: GrowthRow[] = []
    if (stores.lowdb) {
      const summary = seedLegacyDataDir(dir, students, bank, 29, legacy ? 'legacy' : 'documents')
      rows.push(await lowdbRow(dir, summary, bank))
    }
    if (stores.pg) rows.push(await postgresRow(dir, students, bank))
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

export function formatGrowthRows(rows: GrowthRow[]): string {
  const head = ['store', 'students', 'answers', 'data', 'open', 'writes', 'p50', 'p95', 'p99', 'max', 'floors']
  const lines = [`  ${head.map((h, i) => (i < 1 ? h.padEnd(8) : h.padStart(9))).join(' ')}`]
  const ms = (n: number) => `${n.toFixed(1)} ms`.padStart(9)
  for (const r of rows)
    lines.push(
      `  ${r.store.padEnd(8)} ${String(r.students).padStart(9)} ${String(r.seeded.answers).padStart(9)} ${`${r.dataMb.toFixed(0)} MB`.padStart(9)} ${`${r.openSeconds.toFixed(1)} s`.padStart(9)} ${String(r.writes).padStart(9)} ${ms(r.p50)} ${ms(r.p95)} ${ms(r.p99)} ${ms(r.max)} ${`${r.floor[0].toFixed(1)}/${r.floor[1].toFixed(1)}, ${r.appendFloor[0].toFixed(1)}/${r.appendFloor[1].toFixed(1)} ms`.padStart(24)}`,
    )
  return lines.join('\n')
}

/** Each size in turn, printed as soon as it is measured. */
export async function runStoreGrowth(
  sizes: number[],
  { legacy = false, postgres = true, lowdb = true }: { legacy?: boolean; postgres?: boolean; lowdb?: boolean } = {},
): Promise<GrowthRow[]> {
  const bank = loadQuestionBank()
  const pg = postgres && postgresAvailable()
  const rows: GrowthRow[] = []
  console.log(
    '  One answer write (session counts, the answer, its review card when wrong), students drawn at random;\n' +
      `  "open": opening the store on the seeded data (${legacy ? 'lowdb: with the migration to the per-student layout' : 'lowdb: seeded in the per-student layout'}; PostgreSQL: with the seeding, straight into the database);\n` +
      '  "floors" (p50/p99), on the same disk just after: a durable replace of a 1 KB file, then a 1 KB append + fdatasync.',
  )
  console.log(formatGrowthRows([]))
  for (const n of sizes)
    for (const r of await growthRows(n, bank, legacy, { lowdb, pg })) {
      rows.push(r)
      console.log(formatGrowthRows([r]).split('\n')[1])
    }
  return rows
}
