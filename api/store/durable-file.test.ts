import { mkdtempSync, readFileSync, writeFileSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LowCollection } from './collection.ts'
import { DurableJSONFile } from './durable-file.ts'

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
