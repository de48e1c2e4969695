// `npm run backup` / `npm run restore`: a consistent copy of DATA_DIR (every file, whatever collections exist) or of
// the PostgreSQL database (pg_dump), with a manifest of checksums sealed by a key kept apart (backup-key.ts); restore
// verifies the seal and the checksums before touching anything.
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { lstat, mkdir, open, readFile, rename } from 'node:fs/promises'
import path from 'node:path'
import { DATA_DIR_MODE, DATA_FILE_MODE, syncDir } from '../store/durable-file.ts'
import { MANIFEST_MAC, manifestMac, sealedManifest } from './backup-key.ts'
import { copyDocuments, fingerprint, listFiles, SERVER_PID_FILE } from './data-dir-files.ts'

export const MANIFEST = 'manifest.json'
export const PG_DUMP_FILE = 'database.dump'
export interface BackupManifest {
  format: 'examready-backup'
  version: 1
  kind: 'lowdb' | 'postgres'
  createdAt: string
  /** DATA_DIR, or the database URL without its password. */
  source: string
  files: { name: string; size: number; sha256: string }[]
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

async function writeSynced(file: string, data: Buffer | string) {
  await mkdir(path.dirname(file), { recursive: true, mode: DATA_DIR_MODE })
  const handle = await open(file, 'w', DATA_FILE_MODE)
  try {
    await handle.writeFile(data)
    await handle.sync()
  } finally {
    await handle.close()
  }
}

async function ensureEmpty(dir: string) {
  if (existsSync(dir) && readdirSync(dir).length > 0)
    throw new Error(`${dir} is not empty: back up into a new or empty directory.`)
  await mkdir(dir, { recursive: true, mode: DATA_DIR_MODE })
}

/**
 * Copies every data file of `dataDir` into `toDir`, while the server may be writing. The store replaces each file
 * by an fsynced rename, so each read sees one whole version of a file. The per-student documents (in subdirectories)
 * are copied first, each on its own: they refer to the shared files, never to each other, and a session's owner is
 * logged before the session is kept, so shared files copied after them cover every one. For a consistent cut ACROSS
 * the shared files, their identity (inode, size, mtime) is taken before and after reading them all, and that copy is
 * retried until nothing changed in between (a write lands within milliseconds, so a few tries suffice under load).
 */
export async function backupDataDir(
  dataDir: string,
  toDir: string,
  options: { key: Buffer; attempts?: number },
): Promise<BackupManifest> {
  const attempts = options.attempts ?? 50
  if (!existsSync(dataDir)) throw new Error(`${dataDir} does not exist.`)
  await ensureEmpty(toDir)
  const { documents, documentContents } = await copyDocuments(dataDir, attempts)
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const names = (await listFiles(dataDir)).filter((name) => !name.includes(path.sep))
    const before = await fingerprint(dataDir, names)
    const contents = await Promise.all(names.map((name) => readFile(path.join(dataDir, name)).catch(() => undefined)))
    const after = await fingerprint(dataDir, names)
    const again = (await listFiles(dataDir)).filter((name) => !name.includes(path.sep))
    if (before !== after || contents.some((c) => c === undefined) || again.join('|') !== names.join('|')) {
      await new Promise((resolve) => setTimeout(resolve, Math.min(5 * attempt, 100)))
      continue
    }
    const all = [...documents, ...names]
    const data = [...documentContents, ...(contents as Buffer[])]
    const files = all.map((name, i) => ({ name, size: data[i].length, sha256: sha256(data[i]) }))
    await Promise.all(all.map((name, i) => writeSynced(path.join(toDir, 'files', name), data[i])))
    const manifest: BackupManifest = {
      format: 'examready-backup',
      version: 1,
      kind: 'lowdb',
      createdAt: new Date().toISOString(),
      source: path.resolve(dataDir),
      files,
    }
    // The manifest last: a backup without one is incomplete and restore refuses it.
    await writeManifest(toDir, manifest, options.key)
    return manifest
  }
  throw new Error(
    `DATA_DIR's shared files kept changing during ${attempts} attempts to copy them; try again when the server is quieter.`,
  )
}

/** The manifest and its seal (backup-key.ts), then the directory entries made durable. */
async function writeManifest(toDir: string, manifest: BackupManifest, key: Buffer) {
  const text = `${JSON.stringify(manifest, null, 2)}\n`
  await writeSynced(path.join(toDir, MANIFEST), text)
  await writeSynced(path.join(toDir, MANIFEST_MAC), `${manifestMac(key, text)}\n`)
  await syncDir(toDir)
}

/** The manifest, once its seal is checked with the key kept apart from the backup. */
export async function readManifest(fromDir: string, key: Buffer): Promise<BackupManifest> {
  const text = (await sealedManifest(fromDir, MANIFEST, key)).toString('utf8')
  const manifest = JSON.parse(text) as BackupManifest
  if (manifest.format !== 'examready-backup' || manifest.version !== 1)
    throw new Error(`${fromDir}/${MANIFEST} is not an ExamReady backup manifest.`)
  return manifest
}

/** A link anywhere on a backed-up file's path could make restore read outside the backup: refused. */
async function refuseLinks(root: string, name: string) {
  const parts = name.split(/[\\/]/)
  for (let i = 1; i <= parts.length; i++)
    if ((await lstat(path.join(root, ...parts.slice(0, i)))).isSymbolicLink())
      throw new Error(`${parts.slice(0, i).join('/')} in the backup is a link: a backup holds plain files only.`)
}

async function verified(fromDir: string, manifest: BackupManifest, sub: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>()
  for (const file of manifest.files) {
    if (path.isAbsolute(file.name) || file.name.split(/[\\/]/).includes('..'))
      throw new Error(`The manifest names a file outside the backup: ${file.name}`)
    await refuseLinks(path.join(fromDir, sub), file.name)
    const data = await readFile(path.join(fromDir, sub, file.name))
    if (data.length !== file.size || sha256(data) !== file.sha256)
      throw new Error(`${file.name} does not match the manifest's checksum: the backup is damaged.`)
    out.set(file.name, data)
  }
  return out
}

/** The pid in DATA_DIR/server.pid when that process is alive. */
export function runningServerPid(dataDir: string): number | undefined {
  let pid: number
  try {
    pid = Number(readFileSync(path.join(dataDir, SERVER_PID_FILE), 'utf8').trim())
  } catch {
    return undefined
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined
  try {
    process.kill(pid, 0)
    return pid
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : undefined
  }
}

/**
 * Puts a backup's files in place of `dataDir`'s: checksums verified first; the files go to a new directory beside
 * it, which then takes DATA_DIR's place by rename (the previous content is kept as `<DATA_DIR>.before-restore-<time>`).
 * Refuses a DATA_DIR a running server uses (its data would be overwritten by its next write) unless `force`.
 */
export async function restoreDataDir(
  fromDir: string,
  dataDir: string,
  options: { key: Buffer; force?: boolean },
): Promise<{ manifest: BackupManifest; previous?: string }> {
  const manifest = await readManifest(fromDir, options.key)
  if (manifest.kind !== 'lowdb') throw new Error(`This is a ${manifest.kind} backup: restore it with DATABASE_URL set.`)
  const pid = runningServerPid(dataDir)
  if (pid && !options.force)
    throw new Error(
      `A server (pid ${pid}) is using ${dataDir}: stop it first (its next write would overwrite the restored data), ` +
        'or pass --force.',
    )
  const files = await verified(fromDir, manifest, 'files')
  const target = path.resolve(dataDir)
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const staging = `${target}.restoring-${stamp}`
  await mkdir(staging, { recursive: true, mode: DATA_DIR_MODE })
  for (const [name, data] of files) await writeSynced(path.join(staging, name), data)
  await syncDir(staging)
  let previous: string | undefined
  if (existsSync(target)) {
    previous = `${target}.before-restore-${stamp}`
    await rename(target, previous)
  }
  await rename(staging, target)
  await syncDir(path.dirname(target))
  return { manifest, previous }
}

// ── PostgreSQL ───────────────────────────────────────────────────────────────────────────────────────────────────

/** pg_dump / pg_restore: PG_BIN, Debian's /usr/lib/postgresql/N/bin (newest first), `pg_config --bindir`, or PATH. */
export function findPgTool(tool: 'pg_dump' | 'pg_restore'): string {
  const has = (dir: string) => existsSync(path.join(dir, tool))
  if (process.env.PG_BIN && has(process.env.PG_BIN)) return path.join(process.env.PG_BIN, tool)
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((v) => /^\d+$/.test(v))
      .sort((a, b) => Number(b) - Number(a))
    for (const v of versions) if (has(path.join(debian, v, 'bin'))) return path.join(debian, v, 'bin', tool)
  }
  const config = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' })
  if (config.status === 0 && has(config.stdout.trim())) return path.join(config.stdout.trim(), tool)
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir && has(dir)) return path.join(dir, tool)
  throw new Error(`${tool} not found: install the postgresql-client package (or set PG_BIN).`)
}

function run(bin: string, args: string[]) {
  const result = spawnSync(bin, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
  if (result.status !== 0)
    throw new Error(`${path.basename(bin)} failed (${result.status ?? result.signal}): ${result.stderr.trim()}`)
}

/** pg_dump of the whole database (every table, whatever collections exist), custom format: one consistent snapshot. */
export async function backupPostgres(
  databaseUrl: string,
  toDir: string,
  redacted: string,
  key: Buffer,
): Promise<BackupManifest> {
  await ensureEmpty(toDir)
  const file = path.join(toDir, PG_DUMP_FILE)
  run(findPgTool('pg_dump'), ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, databaseUrl])
  const data = await readFile(file)
  const manifest: BackupManifest = {
    format: 'examready-backup',
    version: 1,
    kind: 'postgres',
    createdAt: new Date().toISOString(),
    source: redacted,
    files: [{ name: PG_DUMP_FILE, size: data.length, sha256: sha256(data) }],
  }
  await writeManifest(toDir, manifest, key)
  return manifest
}

/** pg_restore in one transaction: every object of the dump dropped and recreated (--clean --if-exists). */
export async function restorePostgres(fromDir: string, databaseUrl: string, key: Buffer): Promise<BackupManifest> {
  const manifest = await readManifest(fromDir, key)
  if (manifest.kind !== 'postgres')
    throw new Error(`This is a ${manifest.kind} backup: restore it without DATABASE_URL.`)
  await verified(fromDir, manifest, '')
  run(findPgTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    path.join(fromDir, PG_DUMP_FILE),
  ])
  return manifest
}
