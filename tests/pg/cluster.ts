import { execFileSync, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import postgres from 'postgres'

/**
 * PostgreSQL for tests and local development without a system service or a root password: `initdb` into a temp
 * dir, `pg_ctl start` on a free port (trust auth, loopback only), `pg_ctl stop` and remove the dir after. When
 * TEST_DATABASE_URL is set, that server is used instead and only a fresh database is created (and dropped) on it.
 */

/** The directory with initdb/pg_ctl: PG_BIN, `pg_config --bindir`, Debian's /usr/lib/postgresql/N/bin, or PATH. */
export function findPgBin(): string | undefined {
  const has = (dir: string) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))
  if (process.env.PG_BIN && has(process.env.PG_BIN)) return process.env.PG_BIN
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin')
  }
  const which = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (which.status === 0 && has(which.stdout.trim())) return which.stdout.trim()
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return dir
  return undefined
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })
}

export interface Cluster {
  /** A superuser URL on the cluster's `postgres` database. */
  url: string
  stop(): Promise<void>
}

/** initdb refuses to run as root: then the cluster belongs to the `postgres` user. */
export function runAs(bin: string, args: string[], asPostgres: boolean) {
  if (!asPostgres) return execFileSync(bin, args, { stdio: 'pipe' })
  const quoted = [bin, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')
  return execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'pipe' })
}

/** `durable: false` (tests) turns fsync off; the bench keeps PostgreSQL's defaults to compare fairly with lowdb. */
export async function startCluster({ durable = false } = {}): Promise<Cluster> {
  const bin = findPgBin()
  if (!bin) throw new Error('PostgreSQL binaries (initdb, pg_ctl) not found: install the postgresql package.')
  const asPostgres = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-pg-'))
  if (asPostgres) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString())
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString())
    chownSync(dir, uid, gid)
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  const pgCtl = path.join(bin, 'pg_ctl')
  try {
    runAs(
      path.join(bin, 'initdb'),
      ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync'],
      asPostgres,
    )
    runAs(
      pgCtl,
      [
        '-D',
        data,
        '-o',
        // The socket lives in the temp dir, TCP on loopback only; throwaway test data needs no fsync.
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1` +
          (durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off'),
        '-l',
        path.join(dir, 'log'),
        '-w',
        'start',
      ],
      asPostgres,
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    const e = error as { stderr?: Buffer; message: string }
    throw new Error(`Could not start a PostgreSQL cluster: ${e.stderr?.toString() || e.message}`)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        runAs(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop'], asPostgres)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}

export interface TestDatabase {
  /** A URL on a fresh, empty database. */
  url: string
  /** Another fresh database on the same server. */
  create(): Promise<string>
  stop(): Promise<void>
}

/** A fresh database on TEST_DATABASE_URL, or on a throwaway cluster started here. */
export async function startTestDatabase(opts: { durable?: boolean } = {}): Promise<TestDatabase> {
  const cluster = process.env.TEST_DATABASE_URL
    ? { url: process.env.TEST_DATABASE_URL, stop: async () => {} }
    : await startCluster(opts)
  const admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
  const made: string[] = []
  const create = async () => {
    const name = `examready_test_${randomBytes(6).toString('hex')}`
    await admin.unsafe(`CREATE DATABASE ${name}`)
    made.push(name)
    const u = new URL(cluster.url)
    u.pathname = `/${name}`
    return u.toString()
  }
  const url = await create()
  return {
    url,
    create,
    stop: async () => {
      if (process.env.TEST_DATABASE_URL)
        for (const name of made) await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end({ timeout: 1 })
      await cluster.stop()
    },
  }
}

/** True when a test can get a database; otherwise says loudly why PostgreSQL tests are skipped. */
export function postgresAvailable(): boolean {
  if (process.env.TEST_DATABASE_URL || findPgBin()) return true
  console.warn(
    '\n!!! PostgreSQL tests SKIPPED: no TEST_DATABASE_URL and no initdb/pg_ctl found (apt-get install postgresql) !!!\n',
  )
  return false
}
