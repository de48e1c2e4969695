import { createMemoryStore } from './memory.ts'
import { bank, describeStoreContract } from './store.contract.ts'

// The mocks' store keeps the same behaviour as lowdb and PostgreSQL.
describeStoreContract('memory', async (options) => ({
  store: createMemoryStore(bank, options?.generatedCaps),
  close: async () => {},
}))
