import { useEffect, useState } from 'react'
import { onStoreChange, touches } from '~/utils/browser-store/changes.ts'
import { useStoreKind, type StoreKind } from '~/utils/store-kind.ts'
import type { ProgressStore } from './types.ts'

export type * from './types.ts'

/**
 * A store whose implementation loads on its first use (the save queue, the storage schemas), so a page pays for
 * neither on its first load (the JS budgets, decision 024). The build's chunks are precached, so this works
 * offline too (decision 073).
 */
function lazyStore(kind: StoreKind, load: () => Promise<ProgressStore>): ProgressStore {
  return {
    kind,
    startPractice: (clientId, session) => void load().then((store) => store.startPractice(clientId, session)),
    finishPractice: async (finish) => (await load()).finishPractice(finish),
    resumeFullExam: async (id, saved) => (await load()).resumeFullExam(id, saved),
    keepFullExam: (id, state) => void load().then((store) => store.keepFullExam(id, state)),
    finishFullExam: async (finish) => (await load()).finishFullExam(finish),
    readProgress: async (now) => (await load()).readProgress(now),
    readResults: async () => (await load()).readResults(),
    readMistakes: async (signal) => (await load()).readMistakes(signal),
    readDueCards: async (signal) => (await load()).readDueCards(signal),
    gradeCard: async (form) => (await load()).gradeCard(form),
    exportForAccount: async () => (await load()).exportForAccount(),
  }
}

const stores: Record<StoreKind, ProgressStore> = {
  account: lazyStore('account', () => import('./account-store.ts').then((m) => m.accountStore)),
  browser: lazyStore('browser', () => import('./browser-store.ts').then((m) => m.browserStore)),
}

/** The store of a kind (the review form carries its page's kind to the route's client action). */
export const progressStoreOf = (kind: StoreKind): ProgressStore => stores[kind]

/** This page's progress store, chosen from the root's data (store-kind.ts). */
export function useProgressStore(): ProgressStore {
  return progressStoreOf(useStoreKind())
}

/**
 * A page's figures: what its loader brought (the account's, read on the server), or what the store keeps in this
 * browser, read after hydration (the server cannot see it) and again when a test is finished here or in another tab
 * (decision 147). Null until known.
 */
export function useKept<T>(loaded: T | null, read: (store: ProgressStore) => Promise<T | null>): T | null {
  const store = useProgressStore()
  const [kept, setKept] = useState<T | null>(null)
  useEffect(() => {
    let live = true
    const update = () =>
      read(store).then(
        (value) => live && setKept(value),
        () => live && setKept(null),
      )
    void update()
    const stop =
      store.kind === 'browser'
        ? onStoreChange((change) => {
            if (touches(change, ['results', 'answers'])) void update()
          })
        : () => {}
    return () => {
      live = false
      stop()
    }
    // `read` is the page's own selector: the store decides when to read again.
  }, [store])
  return kept ?? loaded
}
