/** The rules the service worker and the page agree on; plain functions, so they are tested without a worker. */

/** The messages between the page and the worker. */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING', version: 'VERSION', keepPages: 'KEEP_PAGES' } as const

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
 * The header the worker sends when it keeps a page's offline copy (decision 100): the page server answers it as for
 * a visitor in the stored language (api/http/offline-shell.ts has the same name), and the page knows it is a copy.
 */
export const OFFLINE_SHELL_HEADER = 'X-Offline-Shell'

/** Whether a page was rendered as the worker's offline copy. */
export const isOfflineShell = (request: Pick<Request, 'headers'>) => request.headers.get(OFFLINE_SHELL_HEADER) === '1'
