import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cardAfterAnswer } from '../../../domain/review/fsrs.ts'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../../../tests/pg/cluster.ts'
import { openLowStore } from '../index.ts'
import { bank, generatedQuestion } from '../store.contract.ts'
import type { Store, UserRecord } from '../types.ts'
import { importLowData } from './import.ts'
import { connect, openPostgresStore, type PostgresStore } from './index.ts'

const ROOT = path.resolve(import.meta.dirname, '../../..')

/** Everything a Store shows about the given users and requesters, to compare lowdb with PostgreSQL. */
async function snapshot(store: Store, users: UserRecord[], requesters: string[], sids: string[]) {
  return {
    users: await Promise.all(
      users.map(async (u) => [await store.users.findById(u.id), await store.users.findByEmail(u.email)]),
    ),
    practice: await Promise.all(users.map((u) => store.practice.listByUser(u.id))),
    tutor: await Promise.all(users.map((u) => store.tutor.listByUser(u.id))),
    questions: await store.questions.list({}, { limit: 100_000, offset: 0 }),
    seen: await Promise.all(requesters.map(async (r) => [...(await store.questions.seenIds(r))].sort())),
    auth: await Promise.all(sids.map((sid) => store.authSessions.get(sid))),
    answers: await Promise.all(users.map((u) => store.answers.all(u.id))),
    cards: await Promise.all(users.map((u) => store.reviewCards.list(u.id, { limit: 1000 }))),
  }
}

describe.skipIf(!postgresAvailable())('npm run db:import: a lowdb DATA_DIR into PostgreSQL', () => {
  let db: TestDatabase
  let dataDir: string
  let pg: PostgresStore
  beforeAll(async () => {
    db = await startTestDatabase()
    dataDir = mkdtempSync(path.join(tmpdir(), 'examready-import-'))
  })
  afterAll(async () => {
    await pg?.close()
    await db?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('moves every collection, loses nothing, and a second run changes nothing', async () => {
    // A lowdb DATA_DIR written through the Store interface, as a running server would.
    const low = await openLowStore(dataDir, bank)
    writeFileSync(path.join(dataDir, 'session-secret'), 'a-secret-from-lowdb-days')
    const users: UserRecord[] = []
    for (const [i, name] of ['Olena', 'Mateusz', 'Avery'].entries()) {
      const u = await low.users.create({
        email: `Student${i}@Example.com`,
        firstName: name,
        passwordHash: `scrypt$${i}`,
      })
      if (u !== 'email-taken') users.push(u)
    }
    const anonTutor = await low.tutor.create(null)
    await low.tutor.append(null, anonTutor.id, [{ role: 'user', content: 'Hi', timestamp: new Date().toISOString() }])
    for (const [i, u] of users.entries()) {
      for (let k = 0; k <= i; k++) {
        const s = await low.practice.create({
          userId: u.id,
          examType: ['NMT', 'SAT', 'Matura'][i],
          countryCode: (['UA', 'US', 'PL'] as const)[i],
          province: i === 2 ? 'Mazowieckie' : null,
          subjects: ['Mathematics', 'Reading'],
          questionsAttempted: 0,
          questionsCorrect: 0,
          totalTime: 0,
          completed: false,
        })
        if (k % 2 === 0)
          await low.practice.update(u.id, s.id, {
            questionsAttempted: 10,
            questionsCorrect: 7 - k,
            totalTime: 600,
            completed: true,
            subjectScores: { Mathematics: 70, Reading: 60.5 },
            topicBreakdown: { Algebra: { correct: 4, total: 5 }, 'Word problems': { correct: 3 - k, total: 5 } },
          })
      }
      const [first] = await low.practice.listByUser(u.id)
      await low.answers.add(u.id, [
        {
          id: `ans_import${i}a`,
          userId: u.id,
          sessionId: first.id,
          questionId: 'sat-math-calculator-001',
          examType: 'SAT',
          section: 'Math Calculator',
          topic: 'problem_solving',
          difficulty: 'Easy',
          chosen: null,
          correct: false,
          seconds: 60,
          answeredAt: new Date(Date.UTC(2026, 10, 20, 10, i)).toISOString(),
        },
        {
          id: `ans_import${i}b`,
          userId: u.id,
          sessionId: null,
          questionId: 'sat-math-calculator-002',
          examType: 'SAT',
          section: 'Math Calculator',
          topic: 'problem_solving',
          difficulty: 'Easy',
          chosen: 'D) $64.80',
          correct: true,
          seconds: 20,
          answeredAt: new Date(Date.UTC(2026, 10, 19, 10, i)).toISOString(),
        },
      ])
      await low.reviewCards.update(u.id, 'sat-math-calculator-001', () =>
        cardAfterAnswer(
          undefined,
          {
            questionId: 'sat-math-calculator-001',
            examType: 'SAT',
            section: 'Math Calculator',
            topic: 'problem_solving',
            chosen: null,
            correct: false,
          },
          new Date(Date.UTC(2026, 10, 20, 10, i)),
        ),
      )
      const t = await low.tutor.create(u.id)
      await low.tutor.append(u.id, t.id, [
        { role: 'user', content: `Question ${i} — «лапки» and ąę`, timestamp: new Date().toISOString() },
        { role: 'assistant', content: 'Start from the definition.', timestamp: new Date().toISOString() },
      ])
    }
    const accepted = generatedQuestion({ topic: 'Accepted' })
    await low.questions.addGenerated(
      [generatedQuestion(), generatedQuestion({ topic: 'Geometry' }), accepted],
      users[0].id,
    )
    await low.questions.acceptGenerated([accepted.id])
    await low.questions.markSeen(users[0].id, ['q1', 'q2'])
    await low.questions.markSeen('anon_client', ['q3'])
    const now = Date.now()
    await low.authSessions.set('sid-live', {
      data: { userId: users[0].id, cookie: { path: '/' } },
      expiresAt: now + 3600_000,
    })
    await low.authSessions.set('sid-expired', { data: { userId: users[1].id }, expiresAt: now - 1000 })

    const sql = connect(db.url, 2)
    const first = await importLowData(sql, dataDir)
    const byName = Object.fromEntries(first.map((c) => [c.collection, c]))
    expect(byName['users']).toMatchObject({ found: 3, imported: 3, existing: 0 })
    expect(byName['practice sessions']).toMatchObject({ found: 6, imported: 6 })
    expect(byName['tutor sessions']).toMatchObject({ found: 4, imported: 4 })
    expect(byName['tutor messages']).toMatchObject({ found: 7, imported: 7 })
    expect(byName['generated questions']).toMatchObject({ found: 3, imported: 3 })
    expect(byName['seen question ids']).toMatchObject({ found: 3, imported: 3 })
    expect(byName['auth sessions']).toMatchObject({ found: 2, imported: 1, skipped: 1 })
    expect(byName['session secret']).toMatchObject({ found: 1, imported: 1 })
    expect(byName['answers']).toMatchObject({ found: 6, imported: 6 })
    expect(byName['review cards']).toMatchObject({ found: 3, imported: 3 })
    const tables = [
      'users',
      'auth_sessions',
      'practice_sessions',
      'tutor_sessions',
      'tutor_messages',
      'generated_questions',
      'question_seen',
      'app_settings',
      'answers',
      'review_cards',
    ]
    const rowCounts = async () =>
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [t, Number((await sql.unsafe(`SELECT count(*) AS n FROM ${t}`))[0].n)]),
        ),
      )
    const afterFirst = await rowCounts()
    await sql.end()

    // Through the same interface, PostgreSQL shows exactly what lowdb showed.
    pg = await openPostgresStore(db.url, bank, { prune: false })
    const requesters = [users[0].id, 'anon_client']
    const sids = ['sid-live', 'sid-expired']
    expect(await snapshot(pg, users, requesters, sids)).toEqual(await snapshot(low, users, requesters, sids))
    expect(await pg.tutor.get(null, anonTutor.id)).toEqual(await low.tutor.get(null, anonTutor.id))
    const [secret] = await pg.sql`SELECT value FROM app_settings WHERE name = 'session_secret'`
    expect(secret.value).toBe('a-secret-from-lowdb-days')

    // Again, through the npm script: everything is already there, nothing changes.
    const out = execFileSync('npm', ['run', '--silent', 'db:import', '--', '--from', dataDir], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: db.url },
      encoding: 'utf8',
    })
    expect(out).toMatch(/^users\s+3 found\s+0 imported\s+3 already there$/m)
    expect(out).toMatch(/^practice sessions\s+6 found\s+0 imported\s+6 already there$/m)
    expect(out).toMatch(/^tutor messages\s+7 found\s+0 imported\s+7 already there$/m)
    const check = connect(db.url, 1)
    const sqlBack = check
    expect(
      Object.fromEntries(
        await Promise.all(
          tables.map(async (t) => [t, Number((await sqlBack.unsafe(`SELECT count(*) AS n FROM ${t}`))[0].n)]),
        ),
      ),
    ).toEqual(afterFirst)
    await check.end()
    expect(await snapshot(pg, users, requesters, sids)).toEqual(await snapshot(low, users, requesters, sids))
  })
})
