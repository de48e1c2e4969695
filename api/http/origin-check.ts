// Cross-site request forgery (issue 11, item 10): every state-changing request — page actions, resource routes,
// /api — must come from our own pages. Browsers say where a request comes from (Sec-Fetch-Site, else Origin);
// a request that names another site is refused with 403 problem+json before Remix or an operation sees it. A
// request that names neither is not a browser's (curl, the contract suite, server-to-server), and a cookie is
// SameSite=Lax anyway. `text/plain` bodies are refused with 415: it is the one body type a cross-site form or
// `fetch(..., { mode: 'no-cors' })` can send that no route of ours reads.
import type { Request, RequestHandler } from 'express'
import { sendProblem } from './problem.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
/** GET navigations that change state (signing out): a cross-site link or image must not trigger them. */
const STATE_CHANGING_GETS = new Set(['/api/logout'])

export const CROSS_SITE_DETAIL = 'Cross-site requests cannot change anything here.'
export const TEXT_PLAIN_DETAIL = 'text/plain request bodies are not accepted: send JSON or a form.'

function changesState(req: Request): boolean {
  return !SAFE_METHODS.has(req.method) || STATE_CHANGING_GETS.has(req.originalUrl.split('?')[0])
}

/** Whether the browser says the request comes from another site (or an opaque origin). */
export function isCrossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site')
  if (site) return site !== 'same-origin' && site !== 'none'
  const origin = req.get('origin')
  if (!origin) return false
  if (origin === 'null') return true
  try {
    // The host only: behind a TLS-terminating proxy without TRUST_PROXY the request's own scheme reads as http.
    return new URL(origin).host !== req.get('host')
  } catch {
    return true
  }
}

/**
 * `refuseTextPlain`: whether this layer answers 415 to a text/plain body. Under /api the document's validator
 * already does (in the wording the mocks share), so the page server leaves /api to it.
 */
export function originCheck(refuseTextPlain: (req: Request) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    if (!changesState(req)) return next()
    if (isCrossSite(req)) return sendProblem(res, 403, CROSS_SITE_DETAIL)
    if (req.is('text/plain') && refuseTextPlain(req)) return sendProblem(res, 415, TEXT_PLAIN_DETAIL)
    next()
  }
}
