import type { HeadersFunction } from '@remix-run/node'

/** The page server's cache field (api/http/page-cache.ts reads it and never sends it on). */
const PAGE_CACHE_HEADER = 'Page-Cache-Control'

/**
 * For a loader whose page is alike for every visitor sending the same cookies (nobody signed in, nothing read but
 * the URL and the language cookie): the page server renders it once per 30 s instead of once per request.
 */
export const sharedPage = { headers: { [PAGE_CACHE_HEADER]: 'max-age=30' } }

/** A route's `headers`: Remix passes on only a loader's cookies by itself; this passes on its cache field too. */
export const pageCacheHeaders: HeadersFunction = ({ loaderHeaders }) => {
  const headers = new Headers()
  const value = loaderHeaders.get(PAGE_CACHE_HEADER)
  if (value) headers.set(PAGE_CACHE_HEADER, value)
  return headers
}
