import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { MANIFEST_MAC, backupKey } from './backup-key.ts'
import { MANIFEST, backupDataDir, restoreDataDir, type BackupManifest } from './backup.ts'

const key = Buffer.from('a test key for the backup manifest seal, 32+ chars')
const roots: string[] = []
afterEach(() => roots.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

async function backedUp() {
  const root = mkdtempSync(path.join(tmpdir(), 'examready-seal-'))
  roots.push(root)
  const data = path.join(root, 'data')
  mkdirSync(data)
  writeFileSync(path.join(data, 'users.json'), '{"users":[{"id":"usr_1","email":"marta@example.com"}]}\n')
  const backup = path.join(root, 'backup')
  await backupDataDir(data, backup, { key })
  return { root, data, backup, restored: path.join(root, 'restored') }
}

/** What an attacker with write access to the backup does: change a file, then make the manifest match it again. */
function tamperAndRecompute(backup: string) {
  const file = path.join(backup, 'files', 'users.json')
  const changed = Buffer.from('{"users":[{"id":"usr_1","email":"attacker@example.com"}]}\n')
  writeFileSync(file, changed)
  const manifestFile = path.join(backup, MANIFEST)
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as BackupManifest
  manifest.files = manifest.files.map((f) =>
    f.name === 'users.json'
      ? { ...f, size: changed.length, sha256: createHash('sha256').update(changed).digest('hex') }
      : f,
  )
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
}

describe('the backup manifest is sealed with a key kept apart (issue 27)', () => {
  it('restores an untouched backup', async () => {
    const { backup, restored } = await backedUp()
    await restoreDataDir(backup, restored, { key })
    expect(readFileSync(path.join(restored, 'users.json'), 'utf8')).toContain('marta@example.com')
  })

  it('refuses a manifest recomputed after tampering, and restores nothing', async () => {
    const { backup, restored } = await backedUp()
    tamperAndRecompute(backup)
    await expect(restoreDataDir(backup, restored, { key })).rejects.toThrow(/does not match the manifest/)
    expect(() => readFileSync(path.join(restored, 'users.json'))).toThrow()
  })

  it('refuses a backup with no seal, or sealed with another key', async () => {
    const { backup, restored } = await backedUp()
    const other = Buffer.from('another key entirely, also 32 characters long')
    await expect(restoreDataDir(backup, restored, { key: other })).rejects.toThrow(/does not match the manifest/)
    rmSync(path.join(backup, MANIFEST_MAC))
    await expect(restoreDataDir(backup, restored, { key })).rejects.toThrow(/not sealed/)
  })

  it('takes the key from BACKUP_KEY or a key file outside the backup and DATA_DIR, never a short one', async () => {
    const { root, data, backup } = await backedUp()
    expect(backupKey({ BACKUP_KEY: key.toString() }, [backup, data])).toEqual(key)
    const outside = path.join(root, 'backup.key')
    writeFileSync(outside, `${key.toString()}\n`)
    expect(backupKey({ BACKUP_KEY_FILE: outside }, [backup, data])).toEqual(key)
    const within = path.join(backup, 'backup.key')
    writeFileSync(within, key.toString())
    expect(() => backupKey({ BACKUP_KEY_FILE: within }, [backup, data])).toThrow(/keep the key apart/)
    expect(() => backupKey({ BACKUP_KEY: 'short' }, [backup, data])).toThrow(/shorter than 32/)
    expect(() => backupKey({}, [backup, data])).toThrow(/Set BACKUP_KEY/)
  })
})
