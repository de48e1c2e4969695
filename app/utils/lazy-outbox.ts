import type { PageOutbox } from './save-outbox.ts'

/** The IndexedDB copy for Background Sync (decision 103) loads with the first save that needs it, not with the page. */
export function lazyOutbox(): PageOutbox {
  let loaded: Promise<PageOutbox> | undefined
  const outbox = () =>
    (loaded ??= import('./save-outbox.ts').then(({ indexedDbOutbox, pageOutbox }) => pageOutbox(indexedDbOutbox())))
  return {
    copy: async (save) => (await outbox()).copy(save),
    claim: async (id) => (await outbox()).claim(id),
    settle: async (id, done) => (await outbox()).settle(id, done),
    withdraw: async (id) => (await outbox()).withdraw(id),
  }
}
