import { CookieJar } from 'tough-cookie'
import { checkResponse, operationLabel, sessionCookieName } from './document.ts'

export interface ApiResponse<T = any> {
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
  /** Aborts the request (the call then fails with "no response"). */
  signal?: AbortSignal
}

/** One request and what came back, kept for the report of a failing case. */
export interface Exchange {
  request: { method: string; url: string; body?: string }
  response?: { status: number; contentType: string | null; location?: string | null; body: string }
}

/** Collects what every client of a run sends and receives: the last exchange per case, and coverage. */
export interface Recorder {
  /** An exchange finished (or failed without a response). */
  exchange(e: Exchange): void
  /** A documented operation answered with this status (after the document check). */
  covered(operation: string, status: number): void
}

export class ContractFailure extends Error {
  constructor(
    message: string,
    readonly details: { rule?: string; exchange?: Exchange } = {},
  ) {
    super(message)
  }
}

export interface ClientOptions {
  timeoutMs?: number
  recorder?: Recorder
}

const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text)

/**
 * An HTTP client with its own cookie jar (one per simulated person, RFC 6265 rules: Path, Domain, Expires,
 * Max-Age, Secure). Every response it gets is checked against the document; a response the document does not
 * allow fails the case that made the call.
 */
export class ApiClient {
  jar = new CookieJar()
  constructor(
    readonly baseUrl: string,
    readonly options: ClientOptions = {},
  ) {}

  clone(): ApiClient {
    const c = new ApiClient(this.baseUrl, this.options)
    c.jar = this.jar.cloneSync()!
    return c
  }

  /** The value of a cookie the server set, as this client would send it to `path`. */
  cookie(name: string, path = '/api/'): string | undefined {
    return this.jar.getCookiesSync(new URL(path, this.baseUrl).href).find((c) => c.key === name)?.value
  }

  /** The session cookie the document names (securitySchemes), as the server set it. */
  sessionCookie(): string | undefined {
    return this.cookie(sessionCookieName())
  }

  /** Puts a cookie in the jar, as if the server had set it (to send an unknown or tampered value). */
  setCookie(name: string, value: string) {
    this.jar.setCookieSync(`${name}=${value}; Path=/`, this.baseUrl)
  }

  async call<T = any>(method: string, template: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    const { res, exchange } = await this.send<T>(method, template, opts)
    const check = checkResponse(method, template, res.status, res.contentType, res.body)
    if (!check.ok)
      throw new ContractFailure(`${method.toUpperCase()} ${template} → ${res.status}: ${check.problems.join('; ')}`, {
        rule: check.rule,
        exchange,
      })
    this.options.recorder?.covered(operationLabel({ method, path: template }), res.status)
    return res
  }

  /** The same as call, without the document check (for paths the document does not have). */
  async raw<T = any>(method: string, template: string, opts: CallOptions = {}): Promise<ApiResponse<T>> {
    return (await this.send<T>(method, template, opts)).res
  }

  private async send<T>(
    method: string,
    template: string,
    opts: CallOptions,
  ): Promise<{ res: ApiResponse<T>; exchange: Exchange }> {
    let url = template.replace(/\{(\w+)\}/g, (_, k: string) => encodeURIComponent(opts.params?.[k] ?? ''))
    const qs = new URLSearchParams()
    for (const [k, v] of Object.entries(opts.query ?? {})) if (v !== undefined) qs.set(k, String(v))
    if ([...qs].length) url += `?${qs}`
    const target = new URL(url, this.baseUrl)
    const headers: Record<string, string> = { accept: 'application/json, application/problem+json', ...opts.headers }
    const cookies = this.jar.getCookieStringSync(target.href)
    if (cookies) headers.cookie = cookies
    let body: string | undefined
    if (opts.rawBody !== undefined) body = opts.rawBody
    else if (opts.body !== undefined) {
      body = JSON.stringify(opts.body)
      headers['content-type'] ??= 'application/json'
    }
    const exchange: Exchange = {
      request: { method: method.toUpperCase(), url: target.href, body: body === undefined ? undefined : clip(body) },
    }
    const controller = new AbortController()
    const timeoutMs = opts.timeoutMs ?? this.options.timeoutMs ?? 15_000
    const timer = setTimeout(() => controller.abort(), timeoutMs)
    opts.signal?.addEventListener('abort', () => controller.abort(), { once: true })
    let response: Response
    let text: string
    try {
      response = await fetch(target, {
        method: method.toUpperCase(),
        headers,
        body,
        redirect: 'manual',
        signal: controller.signal,
      })
      text = await response.text()
    } catch (error) {
      this.options.recorder?.exchange(exchange)
      throw new ContractFailure(
        `${method.toUpperCase()} ${url}: no response (${opts.signal?.aborted ? 'dropped by the case' : (error as Error).name === 'AbortError' ? `timed out after ${timeoutMs} ms; raise --timeout` : (error as Error).message})`,
        { exchange },
      )
    } finally {
      clearTimeout(timer)
    }
    for (const line of response.headers.getSetCookie()) this.jar.setCookieSync(line, target.href, { ignoreError: true })
    const contentType = response.headers.get('content-type')
    exchange.response = {
      status: response.status,
      contentType,
      location: response.headers.get('location'),
      body: clip(text),
    }
    this.options.recorder?.exchange(exchange)
    let parsed: unknown = text
    if (contentType && /json/.test(contentType) && text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        throw new ContractFailure(`${method.toUpperCase()} ${url}: content type says JSON but the body is not JSON`, {
          rule: 'the content type the document names for this response (JSON)',
          exchange,
        })
      }
    }
    return {
      res: { status: response.status, headers: response.headers, body: parsed as any, text, contentType },
      exchange,
    }
  }
}

export function setCookieHeaders(res: ApiResponse): string[] {
  return res.headers.getSetCookie()
}
