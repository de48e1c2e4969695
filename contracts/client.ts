import type { paths } from '../openapi/types.ts'
import { checkResponse } from './document.ts'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never
type SuccessBody<Op> = Op extends { responses: infer Rs } ? JsonBody<Rs[Extract<keyof Rs, 200 | 201>]> : never
type OrUnknown<T> = [T] extends [never] ? unknown : T
/** The JSON body the document gives the operation's success response (unknown for other paths and bodies). */
export type BodyOf<P extends string, M extends Method> = OrUnknown<
  P extends keyof paths ? (M extends keyof paths[P] ? SuccessBody<paths[P][M]> : never) : never
>

export interface ApiResponse<T = unknown> {
  status: number
  headers: Headers
  body: T
  text: string
  contentType: string | null
}

export interface CallOptions {
  params?: Record<string, string>
  query?: Record<string, string | number | undefined>
  body?: unknown
  /** Sent as is, instead of JSON-encoding `body`. */
  rawBody?: string
  headers?: Record<string, string>
  timeoutMs?: number
}

export class ContractFailure extends Error {}

/**
 * An HTTP client with its own cookie jar (one per simulated person). Every response it gets is checked
 * against the document; a response the document does not allow fails the case that made the call.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>()
  constructor(readonly baseUrl: string) {}

  clone(): ApiClient {
    const c = new ApiClient(this.baseUrl)
    for (const [k, v] of this.cookies) c.cookies.set(k, v)
    return c
  }

  async call<P extends string, M extends Method>(
    method: M,
    template: P,
    opts: CallOptions = {},
  ): Promise<ApiResponse<BodyOf<P, M>>> {
    const res = await this.raw<BodyOf<P, M>>(method, template, opts)
    const check = checkResponse(method, template, res.status, res.contentType, res.body)
    if (!check.ok)
      throw new ContractFailure(`${method.toUpperCase()} ${template} → ${res.status}: ${check.problems.join('; ')}`)
    return res
  }

  /** The same as call, without the document check (for paths the document does not have). */
  async raw<T = unknown>(method: string, template: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    let url = template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(opts.params?.[k] ?? ''))
    const qs = new URLSearchParams()
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v))
    if ([...qs].length) url += `?${qs}`
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json', ...opts.headers }
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    let body: string | undefined
    if (opts.rawBody !== undefined) body = opts.rawBody
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    }
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 15_000)
    let response: Response
    try {
      response = await fetch(new URL(url, this.baseUrl), {
        method: method.toUpperCase(),
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      })
    } catch (error) {
      throw new ContractFailure(
        `${method.toUpperCase()} ${url}: no response (${(error as Error).name === 'AbortError' ? 'timed out' : (error as Error).message})`,
      )
    } finally {
      clearTimeout(timer)
    }
    this.storeCookies(response.headers)
    const text = await response.text()
    const contentType = response.headers.get('content-type')
    let parsed: unknown = text
    if (contentType && /json/.test(contentType) && text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new ContractFailure(`${method.toUpperCase()} ${url}: content type says JSON but the body is not JSON`)
      }
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text, contentType }
  }

  private storeCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq).trim()
      const value = pair.slice(eq + 1).trim()
      const expired = attrs.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      )
      if (expired || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }
}
