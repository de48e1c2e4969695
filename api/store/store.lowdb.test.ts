import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { closeCollections } from './collection.ts'
import { indexedText } from './generated.ts'
import { openLowStore } from './index.ts'
import { bank, describeStoreContract, generatedQuestion } from './store.contract.ts'

describeStoreContract('lowdb', async (options) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-store-'))
  return {
    store: await openLowStore(dir, bank, options?.generatedCaps),
    close: async () => rmSync(dir, { recursive: true, force: true }),
    // Every file in DATA_DIR, backups and the session owners' log included.
    leftovers: async (needles) =>
      readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name))
        .filter((file) => needles.some((needle) => readFileSync(file, 'utf8').includes(needle)))
        .map((file) => path.relative(dir, file)),
  }
})

describe('lowdb generated questions across a restart', () => {
  it('keeps owners, accepted items and the duplicate index; a file from before owners lists its items to nobody', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'examready-store-'))
    try {
      const mine = generatedQuestion({ questionText: 'Kept across a restart?' })
      const legacy = generatedQuestion({ questionText: 'Stored before owners existed?' })
      const shared = generatedQuestion({ questionText: 'Accepted before a restart?' })
      const before = (await openLowStore(dir, bank)).questions
      await before.addGenerated([mine, shared], 'usr_restart')
      expect(await before.acceptGenerated([shared.id])).toEqual([shared.id])
      await closeCollections(dir)
      // An item written by a version without owners: in `generated`, absent from `owners`.
      const file = path.join(dir, 'questions.json')
      const data = JSON.parse(readFileSync(file, 'utf8'))
      data.generated.push(legacy)
      writeFileSync(file, JSON.stringify(data))
      const reopened = (await openLowStore(dir, bank)).questions
      const listed = async (owner: string) =>
        (await reopened.list({ examType: 'SAT', section: 'Math Calculator', owner }, { limit: 1000, offset: 0 }))
          .filter((q) => q.source === 'generated')
          .map((q) => q.id)
      expect(await listed('usr_restart')).toEqual([mine.id, shared.id])
      expect(await listed('usr_other')).toEqual([shared.id])
      expect((await reopened.pendingGenerated({ limit: 10, offset: 0 })).map((p) => p.question.id)).toEqual([
        mine.id,
        legacy.id,
      ])
      expect(await reopened.knownTexts([indexedText(mine), indexedText(legacy)])).toEqual(
        new Set([indexedText(mine), indexedText(legacy)]),
      )
      await closeCollections(dir)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
