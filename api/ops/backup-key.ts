// The backup manifest's seal (issue 27): an HMAC-SHA256 over the manifest's exact bytes, with a key kept apart from
// the backup, so a manifest recomputed after the files were changed (its checksums made to match) is refused.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { readFileSync, realpathSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'

/** Beside manifest.json: the hex HMAC of its bytes. */
export const MANIFEST_MAC = 'manifest.hmac'
export const MIN_KEY_LENGTH = 32

const real = (p: string) => {
  try {
    return realpathSync(p)
  } catch {
    return path.resolve(p)
  }
}
const inside = (file: string, dir: string) => {
  const rel = path.relative(real(dir), real(file))
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))
}

/**
 * The key: BACKUP_KEY, else the content of the file BACKUP_KEY_FILE names (trimmed), at least MIN_KEY_LENGTH
 * characters. A key file inside one of `apart` (the backup, DATA_DIR: what a backup copies) is refused: whoever
 * can change the backup could then change the key too.
 */
export function backupKey(env: Record<string, string | undefined>, apart: string[]): Buffer {
  let key = env.BACKUP_KEY?.trim()
  if (!key && env.BACKUP_KEY_FILE) {
    const file = env.BACKUP_KEY_FILE
    const holder = apart.find((dir) => inside(file, dir))
    if (holder) throw new Error(`BACKUP_KEY_FILE is inside ${holder}: keep the key apart from the data and backups.`)
    key = readFileSync(file, 'utf8').trim()
  }
  if (!key)
    throw new Error('Set BACKUP_KEY (or BACKUP_KEY_FILE): the key that seals the backup manifest, kept apart from it.')
  if (key.length < MIN_KEY_LENGTH)
    throw new Error(`The backup key is shorter than ${MIN_KEY_LENGTH} characters (e.g. openssl rand -base64 32).`)
  return Buffer.from(key, 'utf8')
}

export const manifestMac = (key: Buffer, manifest: Buffer | string) =>
  createHmac('sha256', key).update(manifest).digest('hex')

/** The manifest's bytes, once its seal is checked; a missing or wrong seal throws before anything is read from it. */
export async function sealedManifest(fromDir: string, manifestFile: string, key: Buffer): Promise<Buffer> {
  const bytes = await readFile(path.join(fromDir, manifestFile)).catch(() => {
    throw new Error(`${fromDir} has no ${manifestFile}: not a complete backup.`)
  })
  const mac = (
    await readFile(path.join(fromDir, MANIFEST_MAC), 'utf8').catch(() => {
      throw new Error(`${fromDir} has no ${MANIFEST_MAC}: the manifest is not sealed, so it cannot be trusted.`)
    })
  ).trim()
  const expected = Buffer.from(manifestMac(key, bytes), 'hex')
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(mac) ? mac : '', 'hex')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new Error(
      `${MANIFEST_MAC} does not match the manifest: it was changed after the backup (or another key is in use).`,
    )
  return bytes
}
