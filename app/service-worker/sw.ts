import { NetworkFirst, Serwist, type PrecacheEntry } from 'serwist'
import { indexedDbOutbox, sendOutbox } from '../utils/save-outbox.ts'
import { postSave, SAVE_SYNC } from '../utils/save-rules.ts'
import {
  isAppPath,
  isOutdatedCache,
  isSharedPage,
  OFFLINE_SHELL_HEADER,
  offlineRouteList,
  pagesCacheName,
  ROUTE_LIST_PATH,
  shellsCacheName,
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
const shellsCache = shellsCacheName(pagesCache)

/**
 * Keeps the offline page of a practice page whose pack is kept (decision 095): asked for without cookies and
 * marked as a shell, so it holds no account and no questions. `alias` (the unprefixed address the student
 * opened) leads to it by a redirect, since the shell is rendered in the language of its prefixed address.
 */
async function keepShell(shell: string, alias: string): Promise<boolean> {
  const response = await fetch(shell, { credentials: 'omit', headers: { [OFFLINE_SHELL_HEADER]: '1' } })
  if (!isSharedPage(response)) return false
  const cache = await self.caches.open(shellsCache)
  await cache.put(shell, response)
  if (alias !== shell) await cache.put(alias, Response.redirect(new URL(shell, self.location.origin).href, 302))
  return true
}

/** A page the network could not give: its offline page, if one is kept. */
async function shellFor(request: Request): Promise<Response | undefined> {
  const cache = await self.caches.open(shellsCache)
  return cache.match(new URL(request.url).pathname, { ignoreSearch: true })
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
          { handlerDidError: async ({ request }) => shellFor(request) },
        ],
      }),
    },
  ],
})

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null
  if (data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting()
  if (data?.type === SW_MESSAGES.version) event.source.postMessage({ type: SW_MESSAGES.version, version: pagesCache })
  if (data?.type === SW_MESSAGES.keepShell) {
    const { shell, alias } = data as { shell?: unknown; alias?: unknown }
    const reply = (kept: boolean) => event.ports[0]?.postMessage({ kept })
    if (!isAppPath(shell) || !isAppPath(alias)) return reply(false)
    void keepShell(shell, alias).then(reply, () => reply(false))
    return
  }
  if (data?.type === SW_MESSAGES.keepPages) {
    const urls = (data as { urls?: unknown }).urls
    const kept = keepPages(Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string') : [])
    event.waitUntil(kept.then((count) => event.ports[0]?.postMessage({ type: SW_MESSAGES.keepPages, kept: count })))
  }
})

/**
 * The offline copies of the pages a kept exam pack runs on (decision 100), fetched once per build: asked for with
 * the offline-shell header, the server renders them for a visitor in the stored language, so a signed-in student
 * gets a copy with no account's data in it. Only same-origin page paths; answers the number of pages kept.
 */
async function keepPages(urls: string[]): Promise<number> {
  const cache = await self.caches.open(pagesCache)
  const results = await Promise.all(
    urls.slice(0, 10).map(async (path) => {
      const url = new URL(path, self.location.origin)
      if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return false
      if (await cache.match(url.href)) return true
      const response = await fetch(url.href, { headers: { [OFFLINE_SHELL_HEADER]: '1' }, redirect: 'error' }).catch(
        () => null,
      )
      if (!response || !isSharedPage(response)) return false
      await cache.put(url.href, response)
      return true
    }),
  )
  // The pages, not the route list that comes with them.
  return results.filter((kept, i) => kept && !urls[i].startsWith(ROUTE_LIST_PATH)).length
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
