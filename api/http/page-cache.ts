// Documents that every visitor with the same cookies gets alike (the landing page for visitors not signed in) are
// rendered once and kept a short while, instead of once per request (issue 15, decision 035).
import type { Request as ExpressRequest } from 'express'
import { OFFLINE_SHELL_HEADER } from './offline-shell.ts'

/**
 * The targeted cache field (RFC 9213) a page sets to be kept here, e.g. `Page-Cache-Control: max-age=30`. It is
 * meant for this server only: it is removed from every answer, so browsers and any CDN in front see only the page's
 * own Cache-Control (a shared copy of a page would share its CSP nonce). app/utils/page-cache.server.ts sets it.
 */
export const PAGE_CACHE_HEADER = 'page-cache-control'
/** However long a page asks for, it is rendered afresh after this. */
export const MAX_PAGE_AGE_SECONDS = 300

interface CachedPage {
  status: number
  headers: [string, string][]
  /** The body cut where the render's nonce stood: each answer is joined with its own request's nonce. */
  parts: Buffer[]
  bytes: number
  expiresAt: number
}

export interface CachedAnswer {
  status: number
  headers: [string, string][]
  body: Buffer
}

/** Seconds from `max-age=N` in the page's Page-Cache-Control, capped; undefined when it does not ask to be kept. */
export function pageMaxAge(value: string | null): number | undefined {
  const seconds = Number(value?.match(/(?:^|[\s,])max-age=(\d{1,6})(?:$|[\s,])/i)?.[1])
  return seconds > 0 ? Math.min(seconds, MAX_PAGE_AGE_SECONDS) : undefined
}

/**
 * The key a document is kept under: its host and URL (the language prefix, `/pl/…`, is part of it; the page's
 * absolute links, hreflang and og:url, are built from the host) and the whole Cookie header (as if it said
 * `Vary: Cookie`: the stored language and the session are cookies). GET only, never the `.data` requests of client
 * navigations nor a service worker's offline copy (decision 100: its page says it is one).
 */
export function pageCacheKey(req: ExpressRequest): string | undefined {
  if (req.method !== 'GET' || req.path.endsWith('.data') || req.headers[OFFLINE_SHELL_HEADER]) return undefined
  return `${req.headers.host ?? ''}${req.originalUrl}\n${req.headers.cookie ?? ''}`
}

const splitOn = (body: Buffer, marker: Buffer): Buffer[] => {
  const parts: Buffer[] = []
  let from = 0
  for (let at = body.indexOf(marker); at !== -1; at = body.indexOf(marker, from)) {
    parts.push(body.subarray(from, at))
    from = at + marker.length
  }
  parts.push(body.subarray(from))
  return parts
}
const nonceAttribute = (nonce: string) => Buffer.from(`nonce="${nonce}"`)

/** Bounded by count and bytes; the oldest page goes first. */
export class PageCache {
  readonly #pages = new Map<string, CachedPage>()
  #bytes = 0
  readonly #maxEntries: number
  readonly #maxBytes: number
  readonly #now: () => number

  constructor({ maxEntries = 500, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
    this.#maxEntries = maxEntries
    this.#maxBytes = maxBytes
    this.#now = now
  }

  get size() {
    return this.#pages.size
  }

  /** The kept answer for `key`, its nonce attributes now carrying `nonce`; undefined when absent or expired. */
  get(key: string, nonce: string): CachedAnswer | undefined {
    const page = this.#pages.get(key)
    if (!page) return undefined
    if (page.expiresAt <= this.#now()) {
      this.#delete(key, page)
      return undefined
    }
    const attribute = nonceAttribute(nonce)
    const pieces = page.parts.flatMap((part, i) => (i === 0 ? [part] : [attribute, part]))
    return { status: page.status, headers: page.headers, body: Buffer.concat(pieces) }
  }

  /**
   * Keeps an answer that asked for it (`Page-Cache-Control: max-age=N`) when it is a whole 200 HTML page that sets
   * no cookie; `nonce` is the one its render used. Returns whether it was kept.
   */
  store(key: string, answer: { status: number; headers: Headers; body: Buffer }, nonce: string): boolean {
    const maxAge = pageMaxAge(answer.headers.get(PAGE_CACHE_HEADER))
    const html = /^text\/html/i.test(answer.headers.get('content-type') ?? '')
    if (!maxAge || answer.status !== 200 || !html || answer.headers.has('set-cookie') || !nonce) return false
    // The key counts too: a Cookie header can be kilobytes.
    const bytes = answer.body.length + key.length
    if (bytes > this.#maxBytes) return false
    const previous = this.#pages.get(key)
    if (previous) this.#delete(key, previous)
    const headers = [...answer.headers.entries()].filter(([name]) => name.toLowerCase() !== PAGE_CACHE_HEADER)
    const page = {
      status: 200,
      headers,
      parts: splitOn(answer.body, nonceAttribute(nonce)),
      bytes,
      expiresAt: this.#now() + maxAge * 1000,
    }
    this.#pages.set(key, page)
    this.#bytes += bytes
    for (const [oldest, kept] of this.#pages) {
      if (this.#pages.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break
      this.#delete(oldest, kept)
    }
    return true
  }

  #delete(key: string, page: CachedPage) {
    this.#pages.delete(key)
    this.#bytes -= page.bytes
  }
}
