/** The rules the service worker and the page agree on; plain functions, so they are tested without a worker. */

/** The messages between the page and the worker. */
export const SW_MESSAGES = {
  skipWaiting: 'SKIP_WAITING',
  version: 'VERSION',
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
 * A page kept for offline use with an exam pack (decisions 095, 100, 114) is asked for with this header: the server
 * renders it for a visitor in the stored language (no account, no questions: the browser draws them from its kept
 * pack), so it can be kept and shown to whoever opens it offline.
 */
export const OFFLINE_SHELL_HEADER = 'X-Offline-Shell'
export const isOfflineShell = (request: Pick<Request, 'headers'>) => request.headers.get(OFFLINE_SHELL_HEADER) === '1'

/** At most this many addresses are kept with a pack (its pages and their route list). */
export const MAX_KEPT_PAGES = 12

/** The addresses a page may ask the worker to keep: this origin's pages (and their route list), never more. */
export function keptPageUrls(asked: unknown, origin: string): URL[] {
  if (!Array.isArray(asked)) return []
  return asked
    .filter(isAppPath)
    .slice(0, MAX_KEPT_PAGES)
    .map((path) => new URL(path, origin))
    .filter((url) => url.origin === origin)
}

/**
 * Where a page the network could not give is looked for among the kept copies: its own address first (the cache's
 * exact match), then the same page without its query, when that copy was kept with a pack. The query is read in
 * the browser (a test's choice, a result's figures), never by a kept copy's server data; the full-length forms
 * (`?form=2`) are kept each under its own address.
 */
export const keptCopyKey = (url: string) => {
  const { origin, pathname } = new URL(url)
  return `${origin}${pathname}`
}

/** Marks a kept copy, so only those answer for an address with another query (a visit's pages never do). */
export const KEPT_COPY_HEADER = 'X-Kept-Copy'
export function markedAsKept(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set(KEPT_COPY_HEADER, '1')
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}
export const isKeptCopy = (response: Pick<Response, 'headers'> | undefined) =>
  response?.headers.get(KEPT_COPY_HEADER) === '1'

/** Caches of an older build, to delete when this one activates (`shells-*` were an older build's kept pages). */
export const isOutdatedCache = (name: string, pagesCache: string) =>
  /^(pages|shells)-/.test(name) && name !== pagesCache

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
