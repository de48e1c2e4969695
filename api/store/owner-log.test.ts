import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { LEGACY_DIR } from './migrate-layout.ts'
import { OLD_OWNER_LOG, OWNER_LOG, OwnerLog } from './owner-log.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-owner-log-'))
  dirs.push(dir)
  return dir
}
const logText = (dir: string) => readFileSync(path.join(dir, `${OWNER_LOG}.jsonl`), 'utf8')
const owners = (log: OwnerLog, ids: string[]) => ids.map((id) => log.get(id))

describe('the session owners as a record log (decision 156)', () => {
  it('adds of one tick are one append; an owner already known appends nothing', async () => {
    const dir = tempDir()
    const log = await OwnerLog.open(dir)
    await Promise.all([log.add([['prs_1', 'usr_a']]), log.add([['tut_2', null]])])
    await log.add([['prs_1', 'usr_a']])
    expect(logText(dir)).toBe('["prs_1",{"owner":"usr_a"}]\n["tut_2",{"owner":null}]\n')
    await log.close()
    expect(owners(await OwnerLog.open(dir), ['prs_1', 'tut_2', 'prs_3'])).toEqual(['usr_a', null, undefined])
  })

  it('reads the old log once (its torn last line dropped), moves it aside, and an interrupted move ends the same', async () => {
    const dir = tempDir()
    const old = '["prs_1","usr_a"]\n["tut_2",null]\n["prs_3","usr_b"]\n["prs_4","us'
    writeFileSync(path.join(dir, OLD_OWNER_LOG), old)
    // As if a start had written part of the old log into the new one, then died before moving the old one aside.
    writeFileSync(path.join(dir, `${OWNER_LOG}.jsonl`), '["prs_1",{"owner":"usr_a"}]\n')
    const log = await OwnerLog.open(dir)
    const ids = ['prs_1', 'tut_2', 'prs_3', 'prs_4']
    expect(owners(log, ids)).toEqual(['usr_a', null, 'usr_b', undefined])
    expect(existsSync(path.join(dir, OLD_OWNER_LOG))).toBe(false)
    expect(readFileSync(path.join(dir, LEGACY_DIR, OLD_OWNER_LOG), 'utf8')).toBe(old)
    await log.close()
    expect(logText(dir).trim().split('\n')).toHaveLength(3)
    expect(owners(await OwnerLog.open(dir), ids)).toEqual(['usr_a', null, 'usr_b', undefined])
  })

  it('a damaged line of the old log stops the start and leaves it in place', async () => {
    const dir = tempDir()
    writeFileSync(path.join(dir, OLD_OWNER_LOG), '["prs_1","usr_a"]\n{oops\n["prs_3","usr_b"]\n')
    await expect(OwnerLog.open(dir)).rejects.toThrow(/line 2 cannot be read/)
    expect(existsSync(path.join(dir, OLD_OWNER_LOG))).toBe(true)
  })

  it('forgetting an owner leaves no line of theirs, and keeps the others', async () => {
    const dir = tempDir()
    const log = await OwnerLog.open(dir)
    await log.add([
      ['prs_1', 'usr_gone'],
      ['prs_2', 'usr_kept'],
    ])
    await log.forget('usr_gone')
    expect(logText(dir)).not.toContain('usr_gone')
    await log.close()
    expect(owners(await OwnerLog.open(dir), ['prs_1', 'prs_2'])).toEqual([undefined, 'usr_kept'])
  })
})
