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
async function cacheableJson(
  result: unknown,
  cacheControl: string,
  ifNoneMatch: string | null | undefined,
): Promise<{ status: 200 | 304; headers: Record<string, string>; body: string | null }> {
  const body = JSON.stringify(result)
  const etag = await entityTag(body)
  const headers = { 'Cache-Control': cacheControl, ETag: etag }
  return notModified(ifNoneMatch, etag) ? { status: 304, headers, body: null } : { status: 200, headers, body }
}

/** Revision tags kept; any target can be asked for, so past this the oldest go first. */
const KEPT_REVISION_TAGS = 1000
const revisionTags = new Map<string, Promise<string>>()

/**
 * The ETag of an answer known by its revision before it is made (a store's change counter, OperationRoute.revision),
 * for one request target (path and query): a 304 then costs no read of the data at all. Each tag is hashed once:
 * a page render asks for the same few (a SHA-256 in Web Crypto is a job for libuv's threads each time).
 */
export function revisionTag(revision: string, target: string): Promise<string> {
  const text = `${revision} ${target}`
  let tag = revisionTags.get(text)
  if (!tag) {
    if (revisionTags.size >= KEPT_REVISION_TAGS) revisionTags.delete(revisionTags.keys().next().value!)
    tag = entityTag(text)
    revisionTags.set(text, tag)
  }
  return tag
}

/**
 * What an adapter sends for an operation's call: a status, headers and, if any, the body — a result for the adapter
 * to send as JSON, or the JSON text already made (a cacheable answer, whose ETag is the text's hash).
 */
export interface OperationReply {
  status: number
  headers: Record<string, string>
  body?: { json: unknown } | { text: string }
}

/**
 * An operation's answer with its HTTP caching, the same in every adapter: a revision known before the answer is its
 * ETag, and a current If-None-Match is a 304 without running the operation; data that only changes with a deployment
 * gets its Cache-Control and an ETag of its body; no result (202, 204) is no body.
 */
export async function conditionalAnswer(
  route: { status: number; cacheControl?: string },
  request: { revision: string | undefined; target: string; ifNoneMatch: string | null | undefined },
  run: () => Promise<unknown>,
): Promise<OperationReply> {
  const tag = request.revision === undefined ? undefined : await revisionTag(request.revision, request.target)
  const headers: Record<string, string> = tag ? { ETag: tag } : {}
  if (tag && notModified(request.ifNoneMatch, tag)) return { status: 304, headers }
  const result = await run()
  if (result === undefined) return { status: route.status, headers }
  if (!route.cacheControl) return { status: route.status, headers, body: { json: result } }
  const reply = await cacheableJson(result, route.cacheControl, request.ifNoneMatch)
  return {
    status: reply.status,
    headers: reply.headers,
    ...(reply.body === null ? {} : { body: { text: reply.body } }),
  }
}
