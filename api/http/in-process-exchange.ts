// One in-process call as the request/response pair an Express app handles, with no socket and nothing serialised:
// the request's body is pushed into the IncomingMessage as it is, the response's status, headers and body are taken
// from the ServerResponse's own fields as the app sets them. Node's HTTP machinery (a status line and header block
// written to a socket and thrown away, a Date header) and an injector's emulation of it (light-my-request: options
// validation, a null socket, the payload decoded to a string) cost a page with five calls more than the answers'
// own work did (decision 141).
import http from 'node:http'
import type { Socket } from 'node:net'
import type { ReadAnswer } from './page-reads.ts'

export interface Exchange {
  method: string
  /** Path and query. */
  url: string
  /** Lower-case names, as Node gives them. */
  headers: Record<string, string>
  body?: Buffer
  remoteAddress: string
}

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

/** What Express, its middleware and the operations read of a socket: the client's address; it is never written. */
function socketOf(remoteAddress: string) {
  const socket = {
    remoteAddress,
    remotePort: 0,
    encrypted: false,
    readable: false,
    writable: true,
    destroyed: false,
    destroy: () => socket,
    on: () => socket,
    once: () => socket,
    off: () => socket,
    removeListener: () => socket,
    setTimeout: () => socket,
  }
  return socket as unknown as Socket
}

/**
 * Runs `handler` (an Express app) on `exchange`; resolves with the answer once the response ends, rejects when the
 * response is destroyed first (`abort` destroys it: the caller went away, as a closed connection does).
 */
export function exchange(handler: Handler, call: Exchange): { answer: Promise<ReadAnswer>; abort: () => void } {
  const socket = socketOf(call.remoteAddress)
  const req = new http.IncomingMessage(socket)
  // An own property: Node's `connection` getter is deprecated, and Express's prototype swap keeps own properties.
  Object.defineProperty(req, 'connection', { configurable: true, enumerable: true, value: socket })
  req.method = call.method
  req.url = call.url
  req.httpVersion = '1.1'
  req.httpVersionMajor = 1
  req.httpVersionMinor = 1
  req.headers = { ...call.headers, ...(call.body ? { 'content-length': String(call.body.length) } : {}) }
  if (call.body?.length) req.push(call.body)
  req.push(null)
  req.complete = true

  const res = new http.ServerResponse(req)
  const chunks: Buffer[] = []
  let settle: { resolve: (answer: ReadAnswer) => void; reject: (error: Error) => void }
  const answer = new Promise<ReadAnswer>((resolve, reject) => (settle = { resolve, reject }))
  const state = res as unknown as { _header: string | null; finished: boolean }
  // Own properties, so they survive Express setting the response's prototype; on-headers (express-session) wraps
  // writeHead in turn, which is why end() goes through it.
  res.writeHead = ((status: number, reason?: string | http.OutgoingHttpHeaders, headers?: http.OutgoingHttpHeaders) => {
    const fields = typeof reason === 'object' ? reason : headers
    for (const [name, value] of Object.entries(fields ?? {})) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = status
    res.statusMessage = typeof reason === 'string' ? reason : res.statusMessage || (http.STATUS_CODES[status] ?? '')
    state._header = 'in-process'
    return res
  }) as typeof res.writeHead
  const write = (chunk: unknown, encoding?: BufferEncoding) => {
    if (!res.headersSent) res.writeHead(res.statusCode)
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function')
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array))
  }
  res.write = ((chunk: unknown, encoding?: unknown, done?: () => void) => {
    write(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined)
    ;(typeof encoding === 'function' ? (encoding as () => void) : done)?.()
    return true
  }) as typeof res.write
  res.end = ((chunk?: unknown, encoding?: unknown, done?: () => void) => {
    if (state.finished || res.destroyed) return res
    write(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined)
    state.finished = true
    const callback = [chunk, encoding, done].find((a): a is () => void => typeof a === 'function')
    settle.resolve({
      statusCode: res.statusCode,
      statusMessage: res.statusMessage,
      headers: res.getHeaders(),
      rawPayload: chunks.length === 1 ? chunks[0] : Buffer.concat(chunks),
    })
    process.nextTick(() => {
      res.emit('finish')
      callback?.()
      res.destroy()
    })
    return res
  }) as typeof res.end
  res.destroy = ((error?: Error) => {
    if (res.destroyed) return res
    res.destroyed = true
    if (!state.finished)
      settle.reject(error ?? Object.assign(new Error('The caller went away.'), { name: 'AbortError' }))
    process.nextTick(() => res.emit('close'))
    return res
  }) as typeof res.destroy
  handler(req, res)
  return { answer, abort: () => res.destroy() }
}
