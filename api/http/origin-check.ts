// Cross-site request forgery (issue 11, item 10): every state-changing request — page actions, resource routes,
// /api — must come from our own pages. Browsers say where a request comes from (Sec-Fetch-Site, else Origin);
// a request that names another site is refused with 403 problem+json before Remix or an operation sees it. A
// request that names neither is not a browser's (curl, the contract suite, server-to-server), and a cookie is
// SameSite=Lax anyway. `text/plain` bodies are refused with 415: it is the one body type a cross-site form or
// `fetch(..., { mode: 'no-cors' })` can send that no route of ours reads.
//
// Page actions also need the Origin to name the host this server answers for (issue 27, H3): Remix aborts an
// action whose Origin differs from X-Forwarded-Host or Host by throwing, which was a 500 and a stack in the log.
// The host is X-Forwarded-Host's first value only when the peer is a proxy TRUST_PROXY names; from anyone else a
// forwarding header that names another host is refused too, so nothing Remix would reject reaches it.
import type { Request, RequestHandler } from 'express'
import { sendProblem } from './problem.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** GET navigations that change state (signing out): a cross-site link or image must not trigger them. */
const STATE_CHANGING_GETS = new Set(['/api/logout'])

export const CROSS_SITE_DETAIL = 'Cross-site requests cannot change anything here.'
export const HOST_MISMATCH_DETAIL = 'The request names a different site than the one it was sent to.'
export const TEXT_PLAIN_DETAIL = 'text/plain request bodies are not accepted: send JSON or a form.'

function changesState(req: Request): boolean {
  return !SAFE_METHODS.has(req.method) || STATE_CHANGING_GETS.has(req.originalUrl.split('?')[0])
}

const firstValue = (header: string | undefined) => header?.split(',')[0]?.trim() || undefined

/** Whether the peer is a proxy TRUST_PROXY names (Express's compiled `trust proxy`). */
function fromTrustedProxy(req: Request): boolean {
  const trust = req.app?.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined
  return Boolean(trust?.(req.socket?.remoteAddress ?? '', 0))
}

/** The host this server answers for: a trusted proxy's X-Forwarded-Host, else Host. */
function ownHost(req: Request): string {
  const forwarded = fromTrustedProxy(req) ? firstValue(req.get('x-forwarded-host')) : undefined
  return forwarded ?? req.get('host') ?? ''
}

/** Every host a request names: its own, and an untrusted X-Forwarded-Host, which Remix would compare too. */
function namedHosts(req: Request): string[] {
  const forwarded = firstValue(req.get('x-forwarded-host'))
  return fromTrustedProxy(req) || !forwarded ? [ownHost(req)] : [ownHost(req), forwarded]
}

/** The host an Origin header names; undefined when it is absent, `null` when opaque or malformed. */
function originHost(req: Request): string | null | undefined {
  const origin = req.get('origin')
  if (!origin) return undefined
  try {
    return origin === 'null' ? null : new URL(origin).host
  } catch {
    return null
  }
}

/** Whether the browser says the request comes from another site (or an opaque origin). */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const host = originHost(req)
  // The host only: behind a TLS-terminating proxy without TRUST_PROXY the request's own scheme reads as http.
  return host !== undefined && host !== ownHost(req)
}

/** Whether an Origin header names a host other than the one(s) the request was sent to. */
export function originNamesAnotherHost(req: Request): boolean {
  const host = originHost(req)
  return host !== undefined && namedHosts(req).some((named) => named !== host)
}

/**
 * `refuseTextPlain`: whether this layer answers 415 to a text/plain body. Under /api the document's validator
 * already does (in the wording the mocks share), so the page server leaves /api to it.
 */
export function originCheck(
  refuseTextPlain: (req: Request) => boolean = () => true,
  /** Which requests must name this server's own host in their Origin (page actions: Remix insists). */
  requireSameHost: (req: Request) => boolean = () => false,
): RequestHandler {
  return (req, res, next) => {
    if (!changesState(req)) return next()
    if (isCrossSite(req)) return sendProblem(res, 403, CROSS_SITE_DETAIL)
    if (requireSameHost(req) && originNamesAnotherHost(req)) return sendProblem(res, 403, HOST_MISMATCH_DETAIL)
    if (req.is('text/plain') && refuseTextPlain(req)) return sendProblem(res, 415, TEXT_PLAIN_DETAIL)
    next()
  }
}
