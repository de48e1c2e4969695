import { NetworkFirst, Serwist, type PrecacheEntry } from 'serwist'
import { indexedDbOutbox, sendOutbox } from '../utils/save-outbox.ts'
import { postSave, SAVE_SYNC } from '../utils/save-rules.ts'
import {
  isKeptCopy,
  isOutdatedCache,
  isSharedPage,
  keptCopyKey,
  keptPageUrls,
  markedAsKept,
  OFFLINE_SHELL_HEADER,
  offlineRouteList,
  pagesCacheName,
  ROUTE_LIST_PATH,
  SW_MESSAGES,
} from './sw-rules.ts'

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
  location: Location
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { source: MessageEventSource; waitUntil(p: Promise<unknown>): void }) => void,
  ): void
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

/**
 * A page the network could not give and the cache has not under its own address: the copy kept with a pack of the
 * same page without its query (a test's choice or a result's figures, read in the browser; decision 114).
 */
async function keptCopyFor(request: Request): Promise<Response | undefined> {
  const copy = await (await self.caches.open(pagesCache)).match(keptCopyKey(request.url))
  return isKeptCopy(copy) ? copy : undefined
}

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the student chooses "Reload" (the page sends SKIP_WAITING), so a test in progress
  // is never switched to other scripts under it.
  skipWaiting: false,
  runtimeCaching: [
    // Remix discovers routes lazily (`/__manifest?p=…&version=…`): offline, what this build's kept answers list,
    // else no routes beyond the page's own (a failure would put the kept page into its error screen).
    {
      matcher: ({ url }) => url.pathname === ROUTE_LIST_PATH,
      handler: async ({ request }) => {
        const answer = await fetch(request).catch(() => null)
        if (answer?.ok) {
          if (isSharedPage(answer)) await (await self.caches.open(pagesCache)).put(request, answer.clone())
          return answer
        }
        return (await keptRoutes(new URL(request.url))) ?? answer ?? offlineRouteList()
      },
    },
    {
      matcher: ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
      handler: new NetworkFirst({
        cacheName: pagesCache,
        networkTimeoutSeconds: 10,
        plugins: [
          { cacheWillUpdate: async ({ response }) => (isSharedPage(response) ? response : null) },
          { handlerDidError: async ({ request }) => keptCopyFor(request) },
        ],
      }),
    },
  ],
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  if (data?.type === SW_MESSAGES.version) event.source.postMessage({ type: SW_MESSAGES.version, version: pagesCache })
  if (data?.type === SW_MESSAGES.keepPages) {
    const kept = keepPages(keptPageUrls((data as { urls?: unknown }).urls, self.location.origin))
    event.waitUntil(kept.then((count) => event.ports[0]?.postMessage({ type: SW_MESSAGES.keepPages, kept: count })))
  }
})

/**
 * The one way pages are kept for offline use (decisions 100, 114): the pages a kept exam pack runs on, fetched once
 * per build with the offline-shell header, so the server renders them for a visitor in the stored language and a
 * signed-in student's copy holds no account's data; kept in this build's page cache, marked as kept copies, beside
 * the route list that comes with them. Answers the number of pages kept (the route list not counted).
 */
async function keepPages(urls: URL[]): Promise<number> {
  const cache = await self.caches.open(pagesCache)
  const results = await Promise.all(
    urls.map(async (url) => {
      // Once per build; a visit's own copy of the address (not marked) is replaced by the kept one.
      if (isKeptCopy(await cache.match(url.href))) return true
      const response = await fetchKeptPage(url)
      if (!response) return false
      await cache.put(url.href, markedAsKept(response))
      return true
    }),
  )
  return results.filter((kept, i) => kept && urls[i].pathname !== ROUTE_LIST_PATH).length
}

/** Tries per kept page: a failure that may pass (no answer, a 5xx on a busy server) is tried again after a pause. */
const KEEP_ATTEMPTS = 3

/** One kept page from the server, or null when it is not a page to keep (or the server kept failing). */
async function fetchKeptPage(url: URL): Promise<Response | null> {
  for (let attempt = 0; attempt < KEEP_ATTEMPTS; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 1000 * attempt))
    const response = await fetch(url.href, { headers: { [OFFLINE_SHELL_HEADER]: '1' }, redirect: 'error' }).catch(
      () => null,
    )
    if (response && isSharedPage(response)) return response
    if (response && response.status < 500) {
      console.warn(`Not kept for offline use: ${url.pathname} answered ${response.status}`)
      return null
    }
  }
  console.warn(`Not kept for offline use: ${url.pathname} (no answer)`)
  return null
}

// Pages kept by an older build are dropped with it: their scripts are gone from the precache.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.caches
      .keys()
      .then((keys) =>
        Promise.all(keys.filter((k) => isOutdatedCache(k, pagesCache)).map((k) => self.caches.delete(k))),
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

/** Every route this build's kept manifest answers hold (a superset of those asked for does no harm). */
async function keptRoutes(url: URL): Promise<Response | null> {
  const cache = await self.caches.open(pagesCache)
  const version = url.searchParams.get('version')
  const kept = (await cache.keys()).filter((request) => {
    const keptUrl = new URL(request.url)
    return keptUrl.pathname === ROUTE_LIST_PATH && keptUrl.searchParams.get('version') === version
  })
  if (!kept.length) return null
  const routes: Record<string, unknown> = {}
  for (const request of kept) Object.assign(routes, await (await cache.match(request))?.json())
  return Response.json(routes)
}

serwist.addEventListeners()
