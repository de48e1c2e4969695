import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type * as CollectionModule from '../../api/store/collection.ts'
import type * as StoreModule from '../../api/store/index.ts'
import { sampleAnswer } from '../sample-answer.ts'

/**
 * `npx tsx tests/perf/write-cost.ts` (optionally `BASE_DIR=<another checkout>`, `STUDENTS=10,100,500`): the lowdb
 * store's CPU time and bytes written per sign-in and per save with 10 and 500 students stored (each with HISTORY
 * answers, a session and an attempt), this checkout's store and the other's in turns. CPU from process.cpuUsage (the
 * box is shared: latency would measure the neighbours), bytes from /proc/self/io. Figures, never assertions (decision
 * 150).
 */
const HISTORY = Number(process.env.HISTORY ?? 200)
const OPS = Number(process.env.OPS ?? 100)
const ROUNDS = Number(process.env.ROUNDS ?? 3)
const STUDENTS = (process.env.STUDENTS ?? '10,500').split(',').map(Number)
const checkouts = [process.env.BASE_DIR, process.cwd()].filter((dir): dir is string => Boolean(dir))

const written = () => Number(/^wchar: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'))![1])
const load = async (dir: string) => ({
  store: (await import(pathToFileURL(path.resolve(dir, 'api/store/index.ts')).href)) as typeof StoreModule,
  collection: (await import(
    pathToFileURL(path.resolve(dir, 'api/store/collection.ts')).href
  )) as typeof CollectionModule,
})
const later = Date.now() + 86_400_000
const session = (userId: string) => ({ data: { userId, cookie: { path: '/', httpOnly: true } }, expiresAt: later })
let answered = 0
const answer = (userId: string) => sampleAnswer(userId, ++answered)
const attempt = (userId: string, i: number) => ({
  userId,
  id: 'nmt-1',
  state: { answers: { [`q-${i}`]: 'A' } } as never,
  savedAt: new Date().toISOString(),
})

async function measure(op: (i: number) => Promise<unknown>) {
  const cpu = process.cpuUsage()
  const bytes = written()
  for (let i = 0; i < OPS; i++) await op(i)
  const used = process.cpuUsage(cpu)
  return { cpuMs: (used.user + used.system) / 1000 / OPS, bytes: (written() - bytes) / OPS }
}

/** N students, each with a sign-in session, HISTORY answers and an attempt; the seeding store is left for the GC. */
async function seed(module: typeof StoreModule, dataDir: string, students: number) {
  const seeding = await module.openLowStore(dataDir, [])
  const ids = Array.from({ length: students }, (_, i) => `usr_${i}`)
  for (let i = 0; i < ids.length; i += 50)
    await Promise.all(
      ids.slice(i, i + 50).map(async (id) => {
        await seeding.authSessions.set(`sid-${id}`, session(id))
        await seeding.answers.add(
          id,
          Array.from({ length: HISTORY }, () => answer(id)),
        )
        await seeding.fullExams.put(attempt(id, 0))
      }),
    )
  return ids
}

async function run(dir: string, students: number) {
  const { store: module, collection } = await load(dir)
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-write-cost-'))
  try {
    const ids = await seed(module, dataDir, students)
    // Measured from a fresh start: the seeding's checkpoints and journal are behind it.
    await collection.closeCollections(dataDir)
    const store = await module.openLowStore(dataDir, [])
    // The students' documents are read before the clock starts, as a signed-in page's loader reads them before a save.
    for (const id of ids.slice(0, OPS)) await store.fullExams.get(id, 'nmt-1')
    const signIn = await measure((i) => store.authSessions.set(`new-${i}`, session(ids[i % students])))
    const save = await measure(async (i) => {
      const id = ids[i % students]
      await Promise.all([store.answers.add(id, [answer(id)]), store.fullExams.put(attempt(id, i))])
    })
    await collection.closeCollections(dataDir)
    return { signIn, save }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const rows: string[] = []
for (let round = 0; round < ROUNDS; round++)
  for (const students of STUDENTS)
    for (const dir of round % 2 ? [...checkouts].reverse() : checkouts) {
      const { signIn, save } = await run(dir, students)
      const f = (x: number) => x.toFixed(2)
      rows.push(
        `${dir === process.cwd() ? 'this' : 'base'}\t${students}\t${f(signIn.cpuMs)}\t${Math.round(signIn.bytes)}\t` +
          `${f(save.cpuMs)}\t${Math.round(save.bytes)}\tload ${loadavg()[0].toFixed(1)}`,
      )
      console.log(rows.at(-1))
    }
console.log('\ncheckout\tstudents\tsign-in CPU ms\tsign-in bytes\tsave CPU ms\tsave bytes')
console.log(rows.sort().join('\n'))
