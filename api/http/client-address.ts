// One trusted client address for the whole request path (issue 11, item 1).
//
// The page server (api/http/remix-handler.ts) removes whatever a browser sent as INTERNAL_CLIENT_HEADER and puts
// there the address it saw itself (the socket, or the proxy chain when TRUST_PROXY says whom to believe), with
// the protocol and a time, signed with HMAC-SHA256. The loaders' API client forwards that header and nothing
// else about the client (never X-Forwarded-For). The API takes the address from a valid signature and otherwise
// from its own socket: a browser cannot forge the header without the key, and an old one expires in a minute.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { recentMacs } from './recent-macs.ts'

export const INTERNAL_CLIENT_HEADER = 'x-examready-client'
/** How long a signed address is accepted (clock skew between an app server and a separate API included). */
export const SIGNATURE_TTL_MS = 60_000

/** Without INTERNAL_SECRET or SESSION_SECRET: a key of this process (app and API in one process only). */
const processKey = randomBytes(32).toString('base64url')

/** The key shared by the page server and the API: INTERNAL_SECRET, else SESSION_SECRET, else this process's. */
export function internalKey(env: { INTERNAL_SECRET?: string; SESSION_SECRET?: string }): string {
  return env.INTERNAL_SECRET ?? env.SESSION_SECRET ?? processKey
}

export interface ClientInfo {
  address: string
  protocol: 'http' | 'https'
}

const macs = new Map<string, (payload: string) => string>()
/** One key per server in practice (INTERNAL_SECRET); tests make a few. */
const mac = (key: string, payload: string) => {
  let of = macs.get(key)
  if (!of) macs.set(key, (of = recentMacs(key)))
  return of(payload)
}

/** `v1 <ms> <protocol> <address> <signature>` (an IPv6 address has no spaces). */
export function signClient(key: string, client: ClientInfo, now = Date.now()): string {
  const payload = `v1 ${now} ${client.protocol} ${client.address}`
  return `${payload} ${mac(key, payload)}`
}

/** The client a signed header names, or undefined when it is missing, malformed, forged or expired. */
export function verifyClient(key: string, header: string | undefined | null, now = Date.now()): ClientInfo | undefined {
  if (!header || header.length > 200) return undefined
  const parts = header.split(' ')
  if (parts.length !== 5 || parts[0] !== 'v1') return undefined
  const [, time, protocol, address, signature] = parts
  const at = Number(time)
  if (!Number.isSafeInteger(at) || Math.abs(now - at) > SIGNATURE_TTL_MS) return undefined
  if (protocol !== 'http' && protocol !== 'https') return undefined
  if (!/^[0-9A-Fa-f:.]{2,45}$/.test(address)) return undefined
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join(' ')))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return { address, protocol }
}

/**
 * Express's `trust proxy` from TRUST_PROXY: unset trusts no forwarding header (the socket's address is the
 * client); a number is how many proxies stand in front; anything else is Express's list of trusted addresses or
 * subnets (`loopback`, `10.0.0.0/8, 172.16.0.0/12`, `uniquelocal`).
 */
export function trustProxySetting(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  if (/^\d+$/.test(value)) return Number(value)
  return value
}

declare module 'express-serve-static-core' {
  interface Request {
    /** The client as the API trusts it: a signed internal header from the page server, else its own view. */
    clientAddress?: string
  }
}

/**
 * The API's first middleware: a valid signed header (a page's loader or action calling for its visitor) gives
 * the client's address and protocol; without one the address is Express's (socket, or TRUST_PROXY's reading). An
 * invalid header is ignored, and removed so nothing later reads it.
 */
export function trustedClient(key: string): RequestHandler {
  return (req, _res, next) => {
    const signed = verifyClient(key, req.get(INTERNAL_CLIENT_HEADER))
    delete req.headers[INTERNAL_CLIENT_HEADER]
    if (signed) {
      req.clientAddress = signed.address
      // express-session's `secure: 'auto'` and the __Host- cookie follow the visitor's protocol, not the hop's.
      if (signed.protocol !== req.protocol) Object.defineProperty(req, 'protocol', { value: signed.protocol })
    } else req.clientAddress = req.ip ?? req.socket.remoteAddress ?? 'unknown'
    next()
  }
}

/** The key every per-client limit and the operations' `clientKey` use. */
export function clientAddressOf(req: Request): string {
  return req.clientAddress ?? req.ip ?? 'unknown'
}
