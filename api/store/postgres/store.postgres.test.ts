import { describe, it } from 'vitest'
import { postgresAvailable, startTestDatabase } from '../../../tests/pg/cluster.ts'
import { bank, describeStoreContract } from '../store.contract.ts'
import { openPostgresStore } from './index.ts'

if (postgresAvailable())
  describeStoreContract('PostgreSQL', async (options) => {
    const db = await startTestDatabase()
    const store = await openPostgresStore(db.url, bank, { generatedCaps: options?.generatedCaps })
    return {
      store,
      close: async () => {
        await store.close()
        await db.stop()
      },
    }
  })
else describe.skip('Store contract: PostgreSQL (no PostgreSQL here)', () => it('skipped', () => {}))
