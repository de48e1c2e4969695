import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { sampleAnswer } from '../../tests/sample-answer.ts'
import { closeCollections } from './collection.ts'
import { DurableJSONFile } from './durable-file.ts'
import { newId } from './ids.ts'
import { openLowStore } from './index.ts'
import { bank } from './store.contract.ts'

// Decision 150: on lowdb a sign-in and a save write what they change, whatever the number of sessions or answers
// already stored. Bytes written are counted by the kernel for this process (vitest runs each file in a fork).
const IO = '/proc/self/io'
const written = () => Number(/^wchar: (\d+)$/m.exec(readFileSync(IO, 'utf8'))![1])
async function bytesPer(times: number, op: (i: number) => Promise<unknown>): Promise<number> {
  const before = written()
  for (let i = 0; i < times; i++) await op(i)
  return (written() - before) / times
}

const dirs: string[] = []
afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await closeCollections(dir)
    rmSync(dir, { recursive: true, force: true })
  }
})
async function store(dir = mkdtempSync(path.join(tmpdir(), 'examready-write-cost-'))) {
  if (!dirs.includes(dir)) dirs.push(dir)
  return openLowStore(dir, bank)
}

const later = Date.now() + 86_400_000
const session = (userId: string) => ({ data: { userId, cookie: { path: '/', httpOnly: true } }, expiresAt: later })
const answer = (userId: string, i: number) => sampleAnswer(userId, i, newId('ans'))

describe.skipIf(!existsSync(IO))('lowdb write cost per change (decision 150)', () => {
  it('a sign-in writes as many bytes with 1,000 sessions stored as with 10', async () => {
    const { authSessions } = await store()
    const grow = async (to: number, from: number) =>
      Promise.all(Array.from({ length: to - from }, (_, i) => authSessions.set(`sid-${from + i}`, session('usr_x'))))
    await grow(10, 0)
    const few = await bytesPer(5, (i) => authSessions.set(`new-a${i}`, session(`usr_a${i}`)))
    await grow(1000, 10)
    const many = await bytesPer(5, (i) => authSessions.set(`new-b${i}`, session(`usr_b${i}`)))
    // One line (about 120 bytes); rewriting every session would be about 100 KB.
    expect(few).toBeLessThan(1024)
    expect(many).toBeLessThan(few * 1.5 + 256)
  })

  it('a save writes as many bytes with 1,000 answers stored as with 10', async () => {
    const s = await store()
    const userId = 'usr_saves'
    const save = (i: number) =>
      Promise.all([
        s.answers.add(userId, [answer(userId, 100_000 + i)]),
        s.fullExams.put({
          userId,
          id: 'nmt-1',
          state: { answers: { [`q-${i}`]: 'A' } } as never,
          savedAt: new Date().toISOString(),
        }),
        s.reviewCards.update(userId, `q-${i}`, () => undefined),
      ])
    await s.answers.add(
      userId,
      Array.from({ length: 10 }, (_, i) => answer(userId, i)),
    )
    const few = await bytesPer(5, save)
    await s.answers.add(
      userId,
      Array.from({ length: 990 }, (_, i) => answer(userId, 10 + i)),
    )
    const many = await bytesPer(5, (i) => save(10 + i))
    // The answer and the attempt (under 1 KB); the whole document would be about 300 KB.
    expect(few).toBeLessThan(2048)
    expect(many).toBeLessThan(few * 1.5 + 256)
  })

  it('a save reads no document file when its student was read before, however many students are stored', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-write-cost-'))
    const ids = Array.from({ length: 40 }, (_, i) => `usr_r${i}`)
    const seeding = await store(dir)
    for (const id of ids) await seeding.answers.add(id, [answer(id, 1), answer(id, 2)])
    await closeCollections(dir)
    // A fresh start: every student's document is read once (as a signed-in page's loader does), then saved to.
    const s = await store(dir)
    for (const id of ids) await s.answers.all(id)
    const reads = vi.spyOn(DurableJSONFile.prototype, 'read')
    for (const id of ids) await s.answers.add(id, [answer(id, 3)])
    // Decision 156: the documents read stay in memory (up to 1,000); re-reading each from disk made a save's CPU grow
    // with the students stored.
    expect(reads).not.toHaveBeenCalled()
    reads.mockRestore()
  })
})
