import { afterAll, beforeAll, describe } from 'vitest'
import { accountDataContract } from './contract/account-data.ts'
import { accountsContract } from './contract/accounts.ts'
import { unique, type ContractContext, type OpenStore, type StoreFixture } from './contract/context.ts'
import { historyContract } from './contract/history.ts'
import { passwordsContract } from './contract/passwords.ts'
import { practiceContract } from './contract/practice.ts'
import { questionsContract } from './contract/questions.ts'
import { tutorContract } from './contract/tutor.ts'
import type { Store } from './types.ts'

export { bank, generatedQuestion, type StoreFixture } from './contract/context.ts'

/**
 * One behaviour, every store: the lowdb store (store.lowdb.test.ts), the memory store (store.memory.test.ts) and the
 * PostgreSQL store (postgres/store.postgres.test.ts) run these same cases, one file per resource under contract/,
 * through the Store interface the routes use.
 */
export function describeStoreContract(name: string, open: OpenStore) {
  describe(`Store contract: ${name}`, () => {
    let fx: StoreFixture | undefined
    beforeAll(async () => {
      fx = await open()
    })
    afterAll(async () => {
      await fx?.close()
    })
    const context: ContractContext = {
      get store(): Store {
        if (!fx) throw new Error('The store is not open yet.')
        return fx.store
      },
      leftovers: (needles) => {
        if (!fx) throw new Error('The store is not open yet.')
        return fx.leftovers(needles)
      },
      open,
      newUser: async (firstName = 'Olena') => {
        const user = await context.store.users.create({
          email: `${unique('u')}@example.com`,
          firstName,
          passwordHash: 'scrypt$x',
        })
        if (user === 'email-taken') throw new Error('fresh email taken')
        return user
      },
      practiceInput: (userId) => ({
        userId,
        examType: 'NMT',
        countryCode: 'UA',
        province: null,
        subjects: ['Mathematics', 'Ukrainian Language'],
        questionsAttempted: 0,
        questionsCorrect: 0,
        totalTime: 0,
        completed: false,
      }),
    }
    accountsContract(context)
    passwordsContract(context)
    practiceContract(context)
    tutorContract(context)
    questionsContract(context)
    historyContract(context)
    accountDataContract(context)
  })
}
