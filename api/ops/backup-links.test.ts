import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { backupDataDir, restoreDataDir } from './backup.ts'

const key = Buffer.from('a test key for the backup manifest seal, 32+ chars')

describe('restore and links in a backup (issue 27)', () => {
  it('refuses a backup whose files/ holds a symlink, even when the manifest matches what it points to', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'examready-links-'))
    const data = path.join(root, 'data')
    const backup = path.join(root, 'backup')
    const secret = path.join(root, 'outside.json')
    writeFileSync(secret, '{"users":[]}\n')
    await import('node:fs').then(({ mkdirSync }) => mkdirSync(data))
    writeFileSync(path.join(data, 'users.json'), '{"users":[]}\n')
    await backupDataDir(data, backup, { key })
    // The same bytes, now reached through a link to a file outside the backup.
    rmSync(path.join(backup, 'files', 'users.json'))
    symlinkSync(secret, path.join(backup, 'files', 'users.json'))
    await expect(restoreDataDir(backup, path.join(root, 'restored'), { key })).rejects.toThrow(/is a link/)
  })
})
