import { loadavg } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { startTestDatabase } from '../pg/cluster.ts'
import type * as SeedModule from './seed-postgres.ts'

/**
 * `npx tsx tests/perf/seed-cost.ts` (optionally `BASE_DIR=<another checkout>`, `STUDENTS=500,4000`, `ROUNDS=2`): the
 * growth bench's PostgreSQL seeding (seed-postgres.ts) of N students into a fresh database of one throwaway durable
 * cluster, this checkout's and the other's in turns: seconds, this process's CPU and the load. Figures, never
 * assertions (decision 156); per 1,000 students, take the slope between two N (the migration and ANALYZE are fixed).
 */
const STUDENTS = (process.env.STUDENTS ?? '500,4000').split(',').map(Number)
const ROUNDS = Number(process.env.ROUNDS ?? 2)
const checkouts = [process.env.BASE_DIR, process.cwd()].filter((dir): dir is string => Boolean(dir))

const bank = await loadQuestionBank()
const db = await startTestDatabase({ durable: true })
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const students of STUDENTS)
      for (const dir of round % 2 ? [...checkouts].reverse() : checkouts) {
        const module = (await import(
          pathToFileURL(path.resolve(dir, 'tests/perf/seed-postgres.ts')).href
        )) as typeof SeedModule
        const url = await db.create()
        const cpu = process.cpuUsage()
        const started = performance.now()
        await module.seedPostgres(url, students, bank, 29)
        const used = process.cpuUsage(cpu)
        console.log(
          `${dir === process.cwd() ? 'this' : 'base'}\t${students} students\t` +
            `${((performance.now() - started) / 1000).toFixed(2)} s\t` +
            `Node CPU ${((used.user + used.system) / 1e6).toFixed(2)} s\tload ${loadavg()[0].toFixed(1)}`,
        )
      }
} finally {
  await db.stop()
}
