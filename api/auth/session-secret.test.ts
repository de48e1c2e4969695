import { mkdtempSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { sessionSecrets } from './session.ts'

describe('the session secret in DATA_DIR (issue 27)', () => {
  it('is tightened to 0600 at start when it was left readable by others', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-secret-'))
    const file = path.join(dir, 'session-secret')
    writeFileSync(file, 'a-secret-of-enough-length-0123456789', { mode: 0o644 })
    expect(sessionSecrets(dir)).toEqual(['a-secret-of-enough-length-0123456789'])
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('is written 0600 when generated', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-secret-'))
    sessionSecrets(dir)
    expect(statSync(path.join(dir, 'session-secret')).mode & 0o777).toBe(0o600)
  })
})
