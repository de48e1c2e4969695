import { mkdtempSync, readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LowCollection } from './collection.ts'
import { DurableJSONFile, StoreDamagedError } from './durable-file.ts'

const dir = () => mkdtempSync(path.join(tmpdir(), 'examready-store-'))

describe('DurableJSONFile + LowCollection', () => {
  it('has the data on disk when update resolves', async () => {
    const d = dir()
    const col = await LowCollection.open(d, 'things', { items: [] as number[] })
    await col.update((data) => void data.items.push(1))
    expect(JSON.parse(readFileSync(path.join(d, 'things.json'), 'utf8'))).toEqual({ items: [1] })
  })

  it('loses no update when many requests change the same record at once', async () => {
    const d = dir()
    const col = await LowCollection.open(d, 'counter', { n: 0 })
    await Promise.all(
      Array.from({ length: 200 }, () =>
        col.update(async (data) => {
          const current = data.n
          await new Promise((r) => setTimeout(r, Math.random() * 2))
          data.n = current + 1
        }),
      ),
    )
    expect(col.data.n).toBe(200)
    const reopened = await LowCollection.open(d, 'counter', { n: -1 })
    expect(reopened.data.n).toBe(200)
  })

  it('leaves the old file whole when a write never finished (only a stray temp file)', async () => {
    const d = dir()
    const file = path.join(d, 'doc.json')
    const adapter = new DurableJSONFile<{ v: number }>(file)
    await adapter.write({ v: 1 })
    // A crash mid-write leaves a partial temp file; the real file is untouched and still parses.
    writeFileSync(`${file}.99999.tmp`, '{"v": 2, "trunc')
    expect(await adapter.read()).toEqual({ v: 1 })
    expect(readdirSync(d).filter((f) => f.endsWith('.json'))).toEqual(['doc.json'])
  })

  it('reads a missing file as empty and creates it on first write', async () => {
    const d = dir()
    const col = await LowCollection.open(path.join(d, 'nested'), 'fresh', { a: 1 })
    expect(col.data).toEqual({ a: 1 })
    await col.update((data) => void (data.a = 2))
    expect(JSON.parse(readFileSync(path.join(d, 'nested', 'fresh.json'), 'utf8'))).toEqual({ a: 2 })
  })
})

describe('start-up with a damaged data file (issue 11, item 7)', () => {
  const quiet = () => {
    const lines: string[] = []
    return { lines, log: (m: string) => void lines.push(m) }
  }

  it('restores the last good copy of a truncated file, moves the bad one aside and logs no content', async () => {
    const d = dir()
    const col = await LowCollection.open(d, 'users', { users: [] as { email: string; hash: string }[] })
    for (let i = 0; i < 5; i++)
      await col.update((data) => void data.users.push({ email: `student${i}@example.test`, hash: `scrypt$secret${i}` }))
    const file = path.join(d, 'users.json')
    const whole = readFileSync(file, 'utf8')
    writeFileSync(file, whole.slice(0, Math.floor(whole.length / 2)))
    writeFileSync(`${file}.4242.tmp`, '{"users": [')
    const { lines, log } = quiet()
    const data = await new DurableJSONFile<{ users: { email: string }[] }>(file, log).read()
    // Every acknowledged write is present.
    expect(data?.users.map((u) => u.email)).toEqual([0, 1, 2, 3, 4].map((i) => `student${i}@example.test`))
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(JSON.parse(whole))
    const names = readdirSync(d)
    expect(names.filter((n) => n.startsWith('users.json.corrupt-'))).toHaveLength(1)
    expect(names.filter((n) => n.endsWith('.tmp'))).toEqual([])
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/could not be read.*moved to .*corrupt-.*restored/)
    expect(lines[0]).not.toMatch(/student|scrypt|secret/)
  })

  // Issue 27, H2: no readable copy, or the wrong shape, is never served as an empty store.
  it.each([
    [
      'cut short, with its backup cut short too',
      '{"users": [{"email": "leak@example.test", "hash": "scrypt$',
      '{"users": [',
    ],
    ['empty, with no backup', '', undefined],
    ['of the wrong shape, with its backup too', '{"users":"not-a-list"}', '{"users":"leak@example.test"}'],
  ])(
    'refuses a file %s: StoreDamagedError naming the file, nothing moved, no content logged',
    async (_case, main, bak) => {
      const d = dir()
      const file = path.join(d, 'users.json')
      writeFileSync(file, main)
      if (bak !== undefined) writeFileSync(`${file}.bak`, bak)
      const { lines, log } = quiet()
      const valid = (data: object) => Array.isArray((data as { users?: unknown }).users)
      const error = await new DurableJSONFile(file, { log, valid }).read().catch((e: unknown) => e)
      expect(error).toBeInstanceOf(StoreDamagedError)
      expect((error as Error).message).toMatch(/users\.json cannot be read .*npm run restore/)
      expect((error as Error).message).not.toContain('leak@example.test')
      expect(readFileSync(file, 'utf8')).toBe(main)
      expect(readdirSync(d).some((n) => n.includes('.corrupt-'))).toBe(false)
      expect(lines).toEqual([])
    },
  )

  it('reads a file of the right shape and restores one of the wrong shape from a good backup', async () => {
    const d = dir()
    const file = path.join(d, 'users.json')
    const valid = (data: object) => Array.isArray((data as { users?: unknown }).users)
    writeFileSync(file, '{"users":"not-a-list"}')
    writeFileSync(`${file}.bak`, '{"users":[]}')
    const { log } = quiet()
    expect(await new DurableJSONFile(file, { log, valid }).read()).toEqual({ users: [] })
  })

  it('writes data files 0600 inside a 0700 directory', async () => {
    const d = path.join(dir(), 'data')
    const col = await LowCollection.open(d, 'private', { a: 1 })
    await col.update((data) => void (data.a = 2))
    expect(statSync(path.join(d, 'private.json')).mode & 0o777).toBe(0o600)
    expect(statSync(path.join(d, 'private.json.bak')).mode & 0o777).toBe(0o600)
    expect(statSync(d).mode & 0o777).toBe(0o700)
  })
})
