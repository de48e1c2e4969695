import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { seedLegacyDataDir } from '../../tests/perf/seed-students.ts'
import { closeCollections } from './collection.ts'
import { openLowStore } from './index.ts'
import { LEGACY_DIR, LEGACY_FILES } from './migrate-layout.ts'
import { OWNER_LOG } from './owner-log.ts'
import { bank } from './store.contract.ts'
import type { Store } from './types.ts'

const dirs: string[] = []
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
const tempDir = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'examready-migrate-'))
  dirs.push(d)
  return d
}
const quiet = { log: () => undefined }

const legacy = (dir: string, file: string) => JSON.parse(readFileSync(path.join(dir, `${file}.json`), 'utf8'))

/** What the Store shows of every seeded student, to compare before and after. */
async function everything(store: Store, students: number) {
  const out = []
  for (let s = 0; s < students; s++) {
    const userId = `usr_s${s}`
    const practice = await store.practice.listByUser(userId)
    out.push({
      practice,
      owners: await Promise.all(practice.map((p) => store.practice.ownerOf(p.id))),
      tutor: await store.tutor.listByUser(userId),
      answers: await store.answers.all(userId),
      cards: await store.reviewCards.list(userId, { limit: 1000 }),
      exam: await store.fullExams.get(userId, 'sat-1'),
    })
  }
  return out
}

describe('moving a one-file-per-collection DATA_DIR to one document per student', () => {
  it('moves every record once, keeps the old files aside, and a restart changes nothing', async () => {
    const dir = tempDir()
    const seeded = seedLegacyDataDir(dir, 30, bank)
    const practice = legacy(dir, 'practice-sessions').sessions
    const store = await openLowStore(dir, bank, undefined, { migration: quiet })
    const seen = await everything(store, 30)
    expect(seen.flatMap((s) => s.answers)).toHaveLength(seeded.answers)
    expect(seen.flatMap((s) => s.practice)).toHaveLength(seeded.practice)
    expect(seen.flatMap((s) => s.cards)).toHaveLength(seeded.cards)
    expect(seen.flatMap((s) => s.tutor)).toHaveLength(seeded.tutor)
    expect(seen.filter((s) => s.exam)).toHaveLength(seeded.fullExams)
    expect(seen[0].practice.map((p) => p.id).sort()).toEqual(
      practice
        .filter((p: { userId: string }) => p.userId === 'usr_s0')
        .map((p: { id: string }) => p.id)
        .sort(),
    )
    expect(seen.every((s, i) => s.owners.every((o) => o === `usr_s${i}`))).toBe(true)
    for (const { file } of Object.values(LEGACY_FILES)) {
      expect(existsSync(path.join(dir, `${file}.json`))).toBe(false)
      expect(existsSync(path.join(dir, LEGACY_DIR, `${file}.json`))).toBe(true)
    }
    expect(readdirSync(path.join(dir, 'students')).filter((n) => n.endsWith('.json'))).toHaveLength(30)
    await closeCollections(dir)
    const again = await openLowStore(dir, bank, undefined, { migration: quiet })
    expect(await everything(again, 30)).toEqual(seen)
    await closeCollections(dir)
  })

  it('resumes an interrupted migration and ends with the same data, nothing twice', async () => {
    const whole = tempDir()
    seedLegacyDataDir(whole, 40, bank)
    const expected = await everything(await openLowStore(whole, bank, undefined, { migration: quiet }), 40)
    await closeCollections(whole)

    const dir = tempDir()
    seedLegacyDataDir(dir, 40, bank)
    const interrupted = openLowStore(dir, bank, undefined, {
      migration: {
        ...quiet,
        afterDocument: (n) => {
          if (n === 12) throw new Error('power cut')
        },
      },
    })
    await expect(interrupted).rejects.toThrow('power cut')
    await closeCollections(dir)
    // Cut short: some documents written, the old files still in place.
    expect(existsSync(path.join(dir, 'answers.json'))).toBe(true)
    const written = readdirSync(path.join(dir, 'students')).filter((n) => n.endsWith('.json')).length
    expect(written).toBeGreaterThanOrEqual(12)
    expect(written).toBeLessThan(40)

    const resumed = await openLowStore(dir, bank, undefined, { migration: quiet })
    expect(await everything(resumed, 40)).toEqual(expected)
    await closeCollections(dir)
    // Each session's owner once in the log, whatever the number of runs.
    const lines = readFileSync(path.join(dir, `${OWNER_LOG}.jsonl`), 'utf8')
      .trim()
      .split('\n')
    expect(new Set(lines).size).toBe(lines.length)
  })
})
