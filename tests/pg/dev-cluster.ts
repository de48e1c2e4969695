import { execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { findPgBin, runAs } from './cluster.ts'

/**
 * `npm run db:dev [-- --dir .pgdata --port 5433]`: a PostgreSQL for development without Docker or a system
 * service. Creates the cluster on first run (trust auth, loopback only), starts it, creates the `examready`
 * database, prints DATABASE_URL, and stops the cluster on Ctrl-C. The data stays in --dir between runs.
 */
const { values } = parseArgs({
  options: { dir: { type: 'string', default: '.pgdata' }, port: { type: 'string', default: '5433' } },
})
const bin = findPgBin()
if (!bin) {
  console.error('initdb/pg_ctl not found: install PostgreSQL (Debian/Ubuntu: apt-get install postgresql).')
  process.exit(1)
}
const dir = path.resolve(values.dir!)
const data = path.join(dir, 'data')
const asPostgres = process.getuid?.() === 0
mkdirSync(dir, { recursive: true })
if (asPostgres)
  chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'])), Number(execFileSync('id', ['-g', 'postgres'])))
if (!existsSync(path.join(data, 'PG_VERSION'))) {
  console.log(`Creating a cluster in ${data}…`)
  runAs(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8'], asPostgres)
}
const pgCtl = path.join(bin, 'pg_ctl')
runAs(
  pgCtl,
  [
    '-D',
    data,
    '-o',
    `-p ${values.port} -k ${dir} -c listen_addresses=127.0.0.1`,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ],
  asPostgres,
)
const admin = postgres(`postgres://postgres@127.0.0.1:${values.port}/postgres`, { max: 1, onnotice: () => {} })
const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = 'examready'`
if (!exists) await admin`CREATE DATABASE examready`
await admin.end()
console.log(`PostgreSQL is running. In another terminal:

  DATABASE_URL=postgres://postgres@127.0.0.1:${values.port}/examready npm start

Ctrl-C stops it (the data stays in ${dir}).`)
const stop = () => {
  runAs(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop'], asPostgres)
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
setInterval(() => {}, 1 << 30)
