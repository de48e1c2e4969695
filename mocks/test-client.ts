import { getResponse } from 'msw'
import { handlers } from './node.ts'

/** Answers are read loosely in tests (`res.body.id`); the contract suite checks their shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type LooseJson = any

/**
 * For the mocks' tests: a person with a cookie jar whose calls go through the msw handlers in-process
 * (getResponse, so no network and no interception of anything else in the test process).
 */
export class MockClient {
  readonly cookies = new Map<string, string>()
  constructor(readonly origin = 'http://mocks.test') {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<{ status: number; headers: Headers; body: LooseJson }> {
    const init: RequestInit = { method, headers: { ...headers }, redirect: 'manual' }
    if (this.cookies.size)
      (init.headers as Record<string, string>).cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
    if (body !== undefined) {
      init.body = JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] ??= 'application/json'
    }
    const response = await getResponse(handlers, new Request(this.origin + path, init))
    if (!response) throw new Error(`No mock answered ${method} ${path}`)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const name = pair.slice(0, pair.indexOf('='))
      const value = pair.slice(pair.indexOf('=') + 1)
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    const text = await response.text()
    return {
      status: response.status,
      headers: response.headers,
      body: /json/.test(response.headers.get('content-type') ?? '') && text ? JSON.parse(text) : text,
    }
  }

  /** Registers a fresh account and keeps its session cookie. */
  async register(firstName = 'Olena'): Promise<LooseJson> {
    const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.test`
    const res = await this.call('POST', '/api/auth/register', { email, password: 'long-enough-1', firstName })
    if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body
  }
}
