/**
 * RFC 9110 §13.1.2: whether If-None-Match names a current representation, with the weak comparison; `*` matches any.
 * One rule for the API, the mocks and the page server's resource routes.
 */
export function notModified(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  if (ifNoneMatch.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => opaque(tag) === opaque(etag))
}
