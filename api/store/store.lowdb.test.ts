import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { openLowStore } from './index.ts'
import { bank, describeStoreContract } from './store.contract.ts'

describeStoreContract('lowdb', async (options) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-store-'))
  return {
    store: await openLowStore(dir, bank, options?.generatedCaps),
    close: async () => rmSync(dir, { recursive: true, force: true }),
  }
})
