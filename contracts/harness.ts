import { randomBytes } from 'node:crypto'
import { ApiClient, ContractFailure, type ApiResponse, type Exchange, type Recorder } from './client.ts'
import { PROBLEM_CONTENT_TYPE } from './constants.ts'
import { sessionCookieName } from './document.ts'

export interface Target {
  label: string
  baseUrl: string
  /**
   * For the 503 cases: a second server whose AI provider is down (baseUrl), or a switch that turns the
   * target's provider off and on; absent when neither is available.
   */
  aiDown?: { baseUrl?: string; enable?(): Promise<void> | void; disable?(): Promise<void> | void }
}

export interface Case {
  name: string
  /** The operation the case is about (`GET /api/health`), for the per-operation report. */
  operation: string
  run(t: TestContext): Promise<void>
}

export class Skip extends Error {}

/** What the suite leaves on the server (there is no delete operation): reported so it can be cleaned up. */
export interface Created {
  users: { id: string; email: string }[]
  practiceSessions: string[]
  tutorSessions: string[]
  generatedQuestions: string[]
}

export const emptyCreated = (): Created => ({
  users: [],
  practiceSessions: [],
  tutorSessions: [],
  generatedQuestions: [],
})

export interface ContextOptions {
  /** Per-request timeout (ms). */
  timeoutMs: number
  /** Per-request timeout for the AI operations (tutor, chat, generation). */
  aiTimeoutMs: number
  /** Sign-in attempts the rate-limit case makes before it gives up waiting for a 429 (default: the document's). */
  rateLimitAttempts?: number
  recorder?: Recorder
  created?: Created
  /** The accounts every case of a run shares, by role (existingUser): made once, each case signs in anew. */
  people?: Map<string, Promise<Person>>
}

/** A signed-in caller of an account the suite made. */
export interface Person {
  client: ApiClient
  user: any
  email: string
  password: string
}

export const DEFAULT_CONTEXT: ContextOptions = { timeoutMs: 15_000, aiTimeoutMs: 60_000 }

export class TestContext {
  readonly options: ContextOptions
  readonly created: Created
  readonly people: Map<string, Promise<Person>>
  /** The last request this case made, and its answer. */
  lastExchange?: Exchange

  constructor(
    readonly target: Target,
    options: Partial<ContextOptions> = {},
  ) {
    this.options = { ...DEFAULT_CONTEXT, ...options }
    this.created = options.created ?? emptyCreated()
    this.people = options.people ?? new Map()
  }

  client(baseUrl = this.target.baseUrl): ApiClient {
    const outer = this.options.recorder
    return new ApiClient(baseUrl, {
      timeoutMs: this.options.timeoutMs,
      recorder: {
        exchange: (e) => {
          this.lastExchange = e
          outer?.exchange(e)
        },
        covered: (operation, status) => outer?.covered(operation, status),
      },
    })
  }

  /**
   * An account shared by every case of the run that asks for this role, made the first time, signed in on a client of
   * its own (a sign-in, not a sign-up: the suite makes as few accounts as it can, see the README). For a caller whose
   * own data the case does not count on being empty or fresh, e.g. "another user" getting a 403.
   */
  async existingUser(role: string): Promise<Person> {
    let account = this.people.get(role)
    if (!account) this.people.set(role, (account = this.newUser()))
    const { user, email, password } = await account
    const client = this.client()
    expectStatus(await client.call('post', '/api/auth/login', { body: { email, password } }), 200)
    return { client, user, email, password }
  }

  /** A new person with a fresh account, signed in. */
  async newUser(firstName = 'Contract'): Promise<Person> {
    const client = this.client()
    const email = `contract-${randomBytes(6).toString('hex')}@example.test`
    const password = `pw-${randomBytes(6).toString('hex')}`
    const res = await client.call('post', '/api/auth/register', { body: { email, password, firstName } })
    expectStatus(res, 201)
    this.created.users.push({ id: res.body.id, email })
    return { client, user: res.body, email, password }
  }
}

export function expect(condition: unknown, message: string, rule?: string): asserts condition {
  if (!condition) throw new ContractFailure(message, { rule })
}

/** The response, when its status is one of these. */
export function expectStatus<R extends ApiResponse>(res: R, ...statuses: number[]): R {
  expect(
    statuses.includes(res.status),
    `expected status ${statuses.join(' or ')}, got ${res.status}: ${res.text.slice(0, 300)}`,
  )
  return res
}

/** A problem+json error with the given status (the document check already validated its shape). */
export function expectProblem(res: ApiResponse, ...statuses: number[]) {
  expectStatus(res, ...statuses)
  expect(
    (res.contentType ?? '').startsWith(PROBLEM_CONTENT_TYPE),
    `expected ${PROBLEM_CONTENT_TYPE}, got ${res.contentType}`,
    'info.description: every error is application/problem+json (RFC 9457)',
  )
  expect(
    res.body && res.body.status === res.status,
    `problem.status (${res.body?.status}) must equal the HTTP status ${res.status}`,
    'RFC 9457 §3.1.2: status is the HTTP status code',
  )
}

/** The Set-Cookie line for the document's session cookie, if the response set it. */
export function sessionSetCookie(res: ApiResponse): string | undefined {
  const name = sessionCookieName()
  return res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
}

/** A value for the session cookie that no server has issued (random, in no implementation's format). */
export function randomSessionValue(): string {
  return randomBytes(24).toString('base64url')
}

/** Resolves a Location header against the base URL (a server may answer relative or absolute). */
export function redirectTarget(res: ApiResponse, baseUrl: string): URL | undefined {
  const location = res.headers.get('location')
  return location ? new URL(location, baseUrl) : undefined
}
