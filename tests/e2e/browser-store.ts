import type { Page } from '@playwright/test'

/**
 * A visitor's progress as the app keeps it in this browser (IndexedDB `examready`, decision 134), read the way a
 * spec checks what was kept. A spec seeds a visitor's data through the old browser keys (`userProgress`,
 * `answerHistory`, `reviewCards`, `fullExam:<id>`): the next page that reads the store moves them in, so seeding
 * exercises the migration.
 */
export interface KeptInBrowser {
  results: Record<string, unknown>[]
  answers: Record<string, unknown>[]
  cards: Record<string, unknown>[]
  attempts: Record<string, Record<string, unknown>>
}

export function readBrowserStore(page: Page): Promise<KeptInBrowser> {
  return page.evaluate(
    () =>
      new Promise<KeptInBrowser>((resolve, reject) => {
        const empty: KeptInBrowser = { results: [], answers: [], cards: [], attempts: {} }
        const open = indexedDB.open('examready')
        // Not made yet: nothing kept (and this read must not make it).
        open.onupgradeneeded = () => open.transaction?.abort()
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(empty) : reject(open.error))
        open.onsuccess = () => {
          const db = open.result
          const tx = db.transaction(['results', 'answers', 'cards', 'attempts'])
          const all = (name: string) => tx.objectStore(name).getAll()
          const [results, answers, cards, attempts] = ['results', 'answers', 'cards', 'attempts'].map(all)
          const ids = tx.objectStore('attempts').getAllKeys()
          tx.oncomplete = () => {
            db.close()
            const states = attempts.result as Record<string, unknown>[]
            resolve({
              results: results.result as Record<string, unknown>[],
              answers: answers.result as Record<string, unknown>[],
              cards: cards.result as Record<string, unknown>[],
              attempts: Object.fromEntries((ids.result as string[]).map((id, i) => [id, states[i]])),
            })
          }
          tx.onerror = () => reject(tx.error)
        }
      }),
  )
}

/** Forgets the visitor's progress this browser keeps (the progress database; open pages let it go). */
export function clearBrowserStore(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const deleting = indexedDB.deleteDatabase('examready')
        deleting.onsuccess = () => resolve()
        deleting.onerror = () => reject(deleting.error)
      }),
  )
}
