import { NetworkFirst, Serwist, type PrecacheEntry } from 'serwist'
import { isSharedPage, OFFLINE_SHELL_HEADER, pagesCacheName, SW_MESSAGES } from './sw-rules.ts'

/**
 * The service worker (decision 073), built by @serwist/vite into build/client/sw.js. It precaches the client
 * build's scripts, styles and icons (the list and their revisions are written in at build time, so each build
 * is a new worker and a new cache version); pages a visitor opened signed out are kept for offline use in a
 * cache named after this build. Nothing under /api and nothing sent with a session is ever kept.
 */

interface WorkerScope {
  location: Location
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined
  skipWaiting(): Promise<void>
  caches: CacheStorage
  addEventListener(
    type: 'message',
    listener: (event: MessageEvent & { source: MessageEventSource; waitUntil(p: Promise<unknown>): void }) => void,
  ): void
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(p: Promise<unknown>): void }) => void): void
}
declare const self: WorkerScope

const precacheEntries = self.__SW_MANIFEST ?? []
const MANIFEST_PATH = '/__manifest'
const pagesCache = pagesCacheName(precacheEntries)

const serwist = new Serwist({
  precacheEntries,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new version waits until the student chooses "Reload" (the page sends SKIP_WAITING), so a test in progress
  // is never switched to other scripts under it.
  skipWaiting: false,
  runtimeCaching: [
    // Remix discovers routes lazily (`/__manifest?p=…&version=…`): offline, what this build's kept answers list.
    {
      matcher: ({ url }) => url.pathname === MANIFEST_PATH,
      handler: async ({ request }) => {
        const answer = await fetch(request).catch(() => null)
        if (answer?.ok) {
          if (isSharedPage(answer)) await (await self.caches.open(pagesCache)).put(request, answer.clone())
          return answer
        }
        return (await keptRoutes(new URL(request.url))) ?? answer ?? Response.error()
      },
    },
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
  return results.filter((kept, i) => kept && !urls[i].startsWith(MANIFEST_PATH)).length
}

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

/** Every route this build's kept manifest answers hold (a superset of those asked for does no harm). */
async function keptRoutes(url: URL): Promise<Response | null> {
  const cache = await self.caches.open(pagesCache)
  const version = url.searchParams.get('version')
  const kept = (await cache.keys()).filter((request) => {
    const keptUrl = new URL(request.url)
    return keptUrl.pathname === MANIFEST_PATH && keptUrl.searchParams.get('version') === version
  })
  if (!kept.length) return null
  const routes: Record<string, unknown> = {}
  for (const request of kept) Object.assign(routes, await (await cache.match(request))?.json())
  return Response.json(routes)
}

serwist.addEventListeners()
