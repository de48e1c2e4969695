import { randomBytes } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import helmet from 'helmet'
import { cookieSessionName } from '../../openapi/types.ts'
import type { Env } from '../env.ts'

/** The per-request nonce every inline script of a page carries (Remix's <Scripts>, <ScrollRestoration>, streaming). */
export function cspNonce(res: Response): string {
  return String(res.locals.cspNonce ?? '')
}

export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64')
  next()
}

/**
 * helmet with a Content-Security-Policy: scripts only from this origin or carrying this response's nonce (no
 * 'unsafe-inline' scripts), no framing (frame-ancestors 'none'), no plugins, forms posting only here. Styles allow
 * inline `style` attributes (progress bars, Radix). HSTS only in production (browsers ignore it over HTTP anyway).
 */
export function securityHeaders(env: Env): RequestHandler {
  const production = env.NODE_ENV === 'production'
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        // In development Vite's HMR client talks over a WebSocket (on its own port).
        connectSrc: production ? ["'self'"] : ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  })
}

const SESSION_COOKIE_PATTERN = new RegExp(`(^|;\\s*)(__Host-)?${cookieSessionName.replace('.', '\\.')}=`)

/**
 * A page requested with a session cookie may show a student's own data: no browser or proxy keeps a copy
 * (issue 27). After the static files, whose own long-lived Cache-Control must stand.
 */
export const noStoreWithSession: RequestHandler = (req, res, next) => {
  if (SESSION_COOKIE_PATTERN.test(req.get('cookie') ?? '')) res.setHeader('Cache-Control', 'no-store')
  next()
}
