import { NetworkFirst, Serwist, type PrecacheEntry } from 'serwist'
import { indexedDbOutbox, SAVE_SYNC, sendOutbox } from '../utils/save-outbox.ts'
import { postSave } from '../utils/save-rules.ts'
import { isSharedPage, pagesCacheName, SW_MESSAGES } from './sw-rules.ts'

/**
 * The service worker (decision 073), built by @serwist/vite into build/client/sw.js. It precaches the client
 * build's scripts, styles and icons (the list and their revisions are written in at build time, so each build
 * is a new worker and a new cache version); pages a visitor opened signed out are kept for offline use in a
 * cache named after this build. Nothing under /api and nothing sent with a session is ever kept. Saves a page
 * could not send are sent from here on Background Sync, even after their tab was closed (decision 103).
 */

interface WorkerScope {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  skipWaiting(): Promise<void>
  caches: CacheStorage
  addEventListener(type: 'message', listener: (event: MessageEvent & { source: MessageEventSource }) => void): void
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void
  addEventListener(
    type: 'sync',
    listener: (event: Event & { tag: string; waitUntil(p: Promise<unknown>): void }) => void,
  ): void
  clients: { matchAll(options?: { type?: 'window' }): Promise<readonly { postMessage(message: unknown): void }[]> }
}
declare const self: WorkerScope

const precacheEntries = self.__SW_MANIFEST ?? []
const pagesCache = pagesCacheName(precacheEntries)

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the student chooses "Reload" (the page sends SKIP_WAITING), so a test in progress
  // is never switched to other scripts under it.
  skipWaiting: false,
  runtimeCaching: [
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds: 10,
        plugins: [{ cacheWillUpdate: async ({ response }) => (isSharedPage(response) ? response : null) }],
      }),
    },
  ],
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  if (data?.type === SW_MESSAGES.version) event.source.postMessage({ type: SW_MESSAGES.version, version: pagesCache })
})

// Pages kept by an older build are dropped with it: their scripts are gone from the precache.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => k.startsWith('pages-') && k !== pagesCache).map((k) => self.caches.delete(k))),
      ),
  )
})

// The saves copied by pages (save-outbox.ts). A round that leaves some unsent fails, so the browser tries again
// later; open pages hear of the settled ones and drop them from their own list.
self.addEventListener('sync', (event) => {
  if (event.tag !== SAVE_SYNC.tag) return
  event.waitUntil(
    sendOutbox(indexedDbOutbox(), postSave, Date.now).then(async ({ settled, left }) => {
      if (settled)
        for (const client of await self.clients.matchAll({ type: 'window' }))
          client.postMessage({ type: SAVE_SYNC.synced })
      if (left) throw new Error(`${left} saves could not be sent yet`)
    }),
  )
})

serwist.addEventListeners()
