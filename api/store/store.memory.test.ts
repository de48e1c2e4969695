import { DEFAULT_GENERATED_CAPS } from './generated.ts'
import { inProcessStore } from './in-process.ts'
import { createMemoryStore, memoryParts } from './memory.ts'
import { bank, describeStoreContract } from './store.contract.ts'

// The mocks' store keeps the same behaviour as lowdb and PostgreSQL. The suite's store is the mocks' one made of
// parts held here, so a deletion can be checked in the data itself; a store opened with caps is the mocks' own.
describeStoreContract('memory', async (options) => {
  if (options?.generatedCaps)
    return { store: createMemoryStore(bank, options.generatedCaps), close: async () => {}, leftovers: async () => [] }
  const parts = memoryParts()
  const held = async () => {
    const docs = await Promise.all((await parts.students.students()).map((key) => parts.students.read(key)))
    return {
      users: parts.users.data,
      authSessions: Object.fromEntries(parts.authSessions.entries()),
      passwordResets: parts.passwordResets.data,
      questions: parts.questions.data,
      docs,
    }
  }
  return {
    store: inProcessStore(parts, bank, DEFAULT_GENERATED_CAPS),
    close: async () => {},
    leftovers: async (needles) =>
      Object.entries(await held()).flatMap(([name, data]) =>
        needles.some((needle) => JSON.stringify(data).includes(needle)) ? [name] : [],
      ),
  }
})
