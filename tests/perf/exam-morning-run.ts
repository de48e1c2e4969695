// `npm run bench -- --exam-morning [--students 50,200] [--no-postgres | --no-lowdb] [--pace 2000] [--answers 6]
// [--cpu-prof DIR]`: the exam-morning driver (exam-morning.ts) against `npm start` in a child process, on lowdb then on
// PostgreSQL, for each N. Prints per step p50/p95/p99, errors, the server's CPU and RSS, the store's size, and the
// largest N run that met the targets. It prints, never fails on timing. With --cpu-prof the server writes a V8 CPU
// profile of each run into DIR.
import { readdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'
import { hashPassword } from '../../api/auth/password.ts'
import { loadQuestionBank } from '../../api/seed/index.ts'
import { importLowData } from '../../api/store/postgres/import.ts'
import { postgresAvailable, startTestDatabase, type TestDatabase } from '../pg/cluster.ts'
import { startChild, stop } from './child.ts'
import { examMorning, meetsTargets, type MorningOptions, type StepFigures } from './exam-morning.ts'
import { sampleProcess, threadsCpuMs } from './server-cpu.ts'
import { BENCH_PASSWORD } from './stores.ts'

export interface MorningRow {
  store: string
  students: number
  seconds: number
  steps: StepFigures[]
  /** The server process: mean CPU (% of one core) and peak resident memory (MB) over the run. */
  cpu: number
  rssMb: number
  storeMb: number
  /** The server's CPU time over the run (all threads, ms) divided by N. */
  cpuMsPerStudent: number
}

function dirBytes(dir: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    // A checkpoint's temp file can go between the listing and its stat.
    total += entry.isDirectory() ? dirBytes(full) : (statSync(full, { throwIfNoEntry: false })?.size ?? 0)
  }
  return total
}

/**
 * N students written straight into DATA_DIR's users.json before the server starts (one password hash for all), and
 * for PostgreSQL imported from there: on a loaded 2-core box, signing up 200 students one by one takes minutes of
 * password hashing that is not what the morning measures (the sign-in still hashes, and is measured).
 */
async function seedStudents(dataDir: string, n: number, databaseUrl: string) {
  const passwordHash = await hashPassword(BENCH_PASSWORD)
  const createdAt = new Date().toISOString()
  const users = Array.from({ length: n }, (_, i) => ({
    id: `usr_morning${i}`,
    email: `morning-${i}@school.example`,
    firstName: 'Student',
    passwordHash,
    createdAt,
  }))
  writeFileSync(path.join(dataDir, 'users.json'), JSON.stringify({ users }), { mode: 0o600 })
  if (databaseUrl) {
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
    await importLowData(sql, dataDir)
    await sql.end()
  }
  return users.map((u) => ({ email: u.email, password: BENCH_PASSWORD }))
}

type Drive = Omit<MorningOptions, 'base' | 'students' | 'bank' | 'serverCpuMs'> & {
  cpuProfileDir?: string
  /** One request at a time, each step's server CPU summed, after one warm-up student (not counted). */
  cpuSteps?: boolean
}

/** One run: a fresh server on a fresh store holding N students (not measured), then the morning. */
async function runOnce(store: 'lowdb' | 'postgres', n: number, drive: Drive, db?: TestDatabase): Promise<MorningRow> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'examready-morning-'))
  const databaseUrl = db ? await db.create() : ''
  const [warmUp, ...students] = await seedStudents(dataDir, n + 1, databaseUrl)
  const profile = drive.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(drive.cpuProfileDir)}`] : []
  const app = await startChild(
    [...profile, '--import', 'tsx', 'api/start.ts'],
    {
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      OPENAI_API_KEY: '',
      // Raised for the bench: every request here comes from one address.
      RATE_LIMIT_PER_MINUTE: '10000000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      SIGNUP_LIMIT_PER_HOUR: '100000',
    },
    /listening on http:\/\/localhost:(\d+)/,
  )
  const base = `http://127.0.0.1:${app.port}`
  try {
    const pid = app.child.pid!
    const bank = loadQuestionBank()
    // The first requests compile code and fill caches; with --cpu-steps a student goes first, uncounted.
    if (drive.cpuSteps)
      await examMorning({ ...drive, base, students: [warmUp], bank, paceMs: 5, arrivalMs: 0, visitors: 0 })
    const first = sampleProcess(pid)
    let peak = first.rssMb
    const sampler = setInterval(() => (peak = Math.max(peak, sampleProcess(pid).rssMb)), 500)
    const t0 = performance.now()
    const serverCpuMs = drive.cpuSteps ? () => threadsCpuMs(pid) : undefined
    const { steps, seconds, spans } = await examMorning({ ...drive, base, students, bank, serverCpuMs })
    // Each request's span beside the server's profile: tests/perf/profile-steps.ts reads the profile step by step.
    if (spans && drive.cpuProfileDir)
      writeFileSync(path.join(drive.cpuProfileDir, `steps-${store}-${n}-${pid}.json`), JSON.stringify(spans))
    clearInterval(sampler)
    const last = sampleProcess(pid)
    const cpu = ((last.cpuSeconds - first.cpuSeconds) / ((performance.now() - t0) / 1000)) * 100
    let storeMb = dirBytes(dataDir) / 1024 / 1024
    if (databaseUrl) {
      const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} })
      const [row] = await sql<{ bytes: string }[]>`SELECT pg_database_size(current_database()) AS bytes`
      await sql.end()
      storeMb = Number(row.bytes) / 1024 / 1024
    }
    const cpuMsPerStudent = ((last.cpuSeconds - first.cpuSeconds) * 1000) / n
    return { store, students: n, seconds, steps, cpu, rssMb: Math.max(peak, last.rssMb), storeMb, cpuMsPerStudent }
  } finally {
    await stop(app.child)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export function formatMorning(row: MorningRow): string {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9)
  const cpuSteps = row.steps.some((s) => s.cpuMs !== undefined)
  const cpuHeads = cpuSteps ? ['CPU/req', 'CPU/stud.'].map((h) => h.padStart(10)).join(' ') : ''
  const lines = [
    `  ${row.store}, N = ${row.students}: ${row.seconds.toFixed(0)} s, server CPU ${row.cpu.toFixed(0)}% of a core ` +
      `(${row.cpuMsPerStudent.toFixed(0)} ms per student), RSS ${row.rssMb.toFixed(0)} MB, ` +
      `store ${row.storeMb.toFixed(1)} MB — ${meetsTargets(row.steps) ? 'meets' : 'misses'} the targets ` +
      `(no errors, save p99 < 250 ms, page p99 < 1 s)${cpuSteps ? '; one request at a time, latencies include the wait' : ''}`,
    `    ${'step'.padEnd(13)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${['p50', 'p95', 'p99', 'max'].map((h) => h.padStart(9)).join(' ')} ${'max at'.padStart(8)} ${cpuHeads}`,
  ]
  const cpuMs = (n: number) => `${n.toFixed(1)} ms`.padStart(10)
  for (const s of row.steps) {
    const cpu =
      s.cpuMs === undefined ? '' : `${cpuMs(s.count ? s.cpuMs / s.count : 0)} ${cpuMs(s.cpuMs / row.students)}`
    lines.push(
      `    ${s.step.padEnd(13)} ${String(s.count).padStart(6)} ${String(s.errors).padStart(6)} ${ms(s.p50)} ${ms(s.p95)} ${ms(s.p99)} ${ms(s.max)} ${`${s.maxAt.toFixed(0)} s`.padStart(8)} ${cpu}`,
    )
  }
  if (cpuSteps) {
    const counted = row.steps.reduce((sum, s) => sum + (s.cpuMs ?? 0), 0) / row.students
    lines.push(`    requests' CPU per student ${counted.toFixed(0)} ms; the rest between requests (timers, GC, idle)`)
  }
  return lines.join('\n')
}

export async function runExamMorning(sizes: number[], drive: Drive, { postgres: pg = true, lowdb = true } = {}) {
  console.log(
    `  Each student: sign in, open /full-exam/<sat|nmt>, per part start it and give ${drive.answersPerPart} answers ` +
      `(about ${drive.paceMs} ms apart), each change saved, finish, open /progress and /review; students arrive over ` +
      `${drive.arrivalMs / 1000} s; ${drive.visitors} anonymous visitors browse a page a second throughout.`,
  )
  const rows: MorningRow[] = []
  const stores = (['lowdb', 'postgres'] as const).filter((s) => (s === 'lowdb' ? lowdb : pg && postgresAvailable()))
  for (const store of stores) {
    const db = store === 'postgres' ? await startTestDatabase({ durable: true }) : undefined
    try {
      for (const n of sizes) {
        const row = await runOnce(store, n, drive, db)
        rows.push(row)
        console.log(formatMorning(row))
      }
    } finally {
      await db?.stop()
    }
    const met = rows.filter((r) => r.store === store && meetsTargets(r.steps)).map((r) => r.students)
    console.log(
      `  ${store}: largest N run that met the targets: ${met.length ? Math.max(...met) : 'none'} (of ${sizes.join(', ')})`,
    )
  }
  return rows
}
