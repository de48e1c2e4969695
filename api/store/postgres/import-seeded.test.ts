import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedPostgres } from '../../../tests/perf/seed-postgres.ts'
import { seedLegacyDataDir, type SeedSummary } from '../../../tests/perf/seed-students.ts'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../../../tests/pg/cluster.ts'
import { closeCollections } from '../collection.ts'
import { openLowStore } from '../index.ts'
import { bank } from '../store.contract.ts'
import type { Store } from '../types.ts'
import { importLowData } from './import.ts'
import { connect, openPostgresStore } from './index.ts'

const STUDENTS = 40

/** What the Store shows of every seeded student (ids usr_s<n>), to compare the two stores. */
async function everything(store: Store) {
  const out = []
  for (let s = 0; s < STUDENTS; s++) {
    const userId = `usr_s${s}`
    out.push({
      user: await store.users.findById(userId),
      practice: await store.practice.listByUser(userId),
      tutor: await store.tutor.listByUser(userId),
      answers: await store.answers.all(userId),
      cards: await store.reviewCards.list(userId, { limit: 1000 }),
      exam: await store.fullExams.get(userId, 'sat-1'),
    })
  }
  return out
}

// The growth bench and `npm run db:import` share this path: a DATA_DIR of many students, in the per-student layout,
// arrives whole (every student's records, full-length attempts included, under the right student).
describe.skipIf(!postgresAvailable())('npm run db:import of a seeded school', () => {
  let db: TestDatabase
  let dataDir: string
  let seeded: SeedSummary
  beforeAll(async () => {
    db = await startTestDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'examready-import-seeded-'))
    seeded = seedLegacyDataDir(dataDir, STUDENTS, bank, 29, 'documents')
  })
  /** Each seeded student as lowdb shows them, the DATA_DIR's store closed again. */
  const asLowdbShows = async () => {
    try {
      return await everything(await openLowStore(dataDir, bank))
    } finally {
      await closeCollections(dataDir)
    }
  }
  afterAll(async () => {
    await db?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('shows each student exactly what lowdb showed', async () => {
    const sql = connect(db.url, 2)
    const counts = Object.fromEntries((await importLowData(sql, dataDir)).map((c) => [c.collection, c]))
    await sql.end()
    expect(counts['users']).toMatchObject({ found: STUDENTS, imported: STUDENTS })
    expect(counts['answers']).toMatchObject({ found: seeded.answers, imported: seeded.answers })
    expect(counts['review cards']).toMatchObject({ found: seeded.cards, imported: seeded.cards })
    expect(counts['full-length attempts']).toMatchObject({ found: seeded.fullExams, imported: seeded.fullExams })

    const fromLow = await asLowdbShows()
    expect(fromLow.filter((s) => s.exam)).toHaveLength(seeded.fullExams)
    const pg = await openPostgresStore(db.url, bank, { prune: false })
    try {
      expect(await everything(pg)).toEqual(fromLow)
    } finally {
      await pg.close()
    }
  })

  // The growth bench seeds PostgreSQL without a DATA_DIR (tests/perf/seed-postgres.ts): the same seed, the same school.
  it('is the school the growth bench seeds straight into PostgreSQL', async () => {
    const url = await db.create()
    expect(await seedPostgres(url, STUDENTS, bank, 29)).toEqual(seeded)
    const pg = await openPostgresStore(url, bank, { prune: false })
    try {
      expect(await everything(pg)).toEqual(await asLowdbShows())
    } finally {
      await pg.close()
    }
  })
})
