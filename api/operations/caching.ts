/**
 * HTTP caching of the data that only changes with a deployment (the catalogue, the exam types): every adapter (the
 * Express server, the msw mocks) sends the same Cache-Control and a strong ETag made from the JSON body, and
 * answers 304 without a body when If-None-Match names it (decision 024). Web Crypto, so the browser mocks can
 * use it too.
 */

import { notModified } from '../../domain/entity-tags.ts'

export { notModified }

/** Fresh for an hour, then revalidated with the ETag (a 304 costs no body); stale copies serve while that runs. */
export const STATIC_DATA_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

/** A strong entity tag: the first 16 bytes of the SHA-256 of the body, base64url, quoted. */
export async function entityTag(body: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(body))
  const bytes = new Uint8Array(digest).slice(0, 16)
  const b64 = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  return `"${b64}"`
}

/** The status, headers and body an adapter sends for a cacheable JSON result. */
export async function cacheableJson(
  result: unknown,
  cacheControl: string,
  ifNoneMatch: string | null | undefined,
): Promise<{ status: 200 | 304; headers: Record<string, string>; body: string | null }> {
  const body = JSON.stringify(result)
  const etag = await entityTag(body)
  const headers = { 'Cache-Control': cacheControl, ETag: etag }
  return notModified(ifNoneMatch, etag) ? { status: 304, headers, body: null } : { status: 200, headers, body }
}

/**
 * The ETag of an answer known by its revision before it is made (a store's change counter, OperationRoute.revision),
 * for one request target (path and query): a 304 then costs no read of the data at all.
 */
export const revisionTag = (revision: string, target: string): Promise<string> => entityTag(`${revision} ${target}`)
