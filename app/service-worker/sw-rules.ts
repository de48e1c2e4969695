/** The rules the service worker and the page agree on; plain functions, so they are tested without a worker. */

/** The messages between the page and the worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  version: 'VERSION',
  keepShell: 'KEEP_SHELL',
  keepPages: 'KEEP_PAGES',
} as const

/**
 * Whether a page answer may be kept in this browser's cache for offline use: only a complete page the server
 * marked as shareable. A page sent with a session is `no-store` (api/http/security-headers.ts), so what one
 * account saw is never shown to the next person on this device.
 */
export function isSharedPage(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false
  const cacheControl = response.headers.get('Cache-Control')?.toLowerCase() ?? ''
  return !/\b(no-store|private)\b/.test(cacheControl)
}

/** The offline page cache of one build: named after its precache list, so a new build starts a new cache. */
export function pagesCacheName(entries: readonly (string | { url: string; revision?: string | null })[]): string {
  // FNV-1a over the URLs and revisions: short, stable, and different whenever any file changes.
  let hash = 0x811c9dc5
  for (const entry of entries) {
    const text = typeof entry === 'string' ? entry : `${entry.url}#${entry.revision ?? ''}`
    for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193)
  }
  return `pages-${(hash >>> 0).toString(36)}`
}

/**
 * A page kept for offline use (decision 095) is asked for with this header and no cookies: the server answers it
 * without an account and without questions (the browser draws them from its kept pack), so it can be shared.
 */
export const OFFLINE_SHELL_HEADER = 'X-Offline-Shell'
export const isOfflineShell = (request: Pick<Request, 'headers'>) => request.headers.get(OFFLINE_SHELL_HEADER) === '1'

/** The offline pages of one build, beside its page cache (both dropped with the build). */
export const shellsCacheName = (pagesCache: string) => pagesCache.replace(/^pages-/, 'shells-')

/** Caches of an older build, to delete when this one activates. */
export const isOutdatedCache = (name: string, pagesCache: string) =>
  /^(pages|shells)-/.test(name) && name !== pagesCache && name !== shellsCacheName(pagesCache)

/** A path of a page on this origin (`/uk/nmt-practice`), never another site's (`//host/…`) or an API call. */
export const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && /^\/(?!\/)/.test(value) && !/^\/(api|resources)(\/|$)/.test(value)

/** Where Remix asks for the routes of the links on a page (lazy route discovery). */
export const ROUTE_LIST_PATH = '/__manifest'

/**
 * Offline, the answer to that question: no routes beyond those the page already has. The page kept for offline
 * use asks it on load (its address carries a language segment, which Remix checks against routes not yet known);
 * a failure would put its route into the error screen.
 */
export const offlineRouteList = () => new Response('{}', { headers: { 'Content-Type': 'application/json' } })
