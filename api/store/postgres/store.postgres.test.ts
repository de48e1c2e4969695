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
      // Every table of every migration, each row as text.
      leftovers: async (needles) => {
        const tables = await store.sql<{ name: string }[]>`
          SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`
        const found: string[] = []
        for (const { name } of tables) {
          const [row] = await store.sql<{ n: number }[]>`
            SELECT count(*)::int AS n FROM ${store.sql(name)} t WHERE t::text LIKE ANY(${needles.map((n) => `%${n}%`)})`
          if (row.n) found.push(name)
        }
        return found
      },
    }
  })
else describe.skip('Store contract: PostgreSQL (no PostgreSQL here)', () => it('skipped', () => {}))
