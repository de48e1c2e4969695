import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Sql } from 'postgres'

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')
// pg_advisory_xact_lock key: any constant the app owns ("ExamReady" in ASCII, truncated to fit a bigint).
const LOCK_KEY = 0x4578616d526561n

export interface Migration {
  version: number
  name: string
  sql: string
}

/** `NNN_name.sql` files in version order. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }))
}

/**
 * Applies the migrations not yet recorded in `schema_migrations`, all in one transaction under an advisory lock:
 * app servers starting together wait for the first one, then find nothing left to do. Returns the names applied.
 */
export async function migrate(sql: Sql, migrations = readMigrations()): Promise<string[]> {
  return sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${LOCK_KEY.toString()}::bigint)`
    await tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        version    integer PRIMARY KEY,
        name       text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`
    const done = new Set((await tx<{ version: number }[]>`SELECT version FROM schema_migrations`).map((r) => r.version))
    const applied: string[] = []
    for (const m of migrations) {
      if (done.has(m.version)) continue
      await tx.unsafe(m.sql)
      await tx`INSERT INTO schema_migrations (version, name) VALUES (${m.version}, ${m.name})`
      applied.push(m.name)
    }
    return applied
  })
}
