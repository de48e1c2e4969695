import { randomBytes } from 'node:crypto'
import type { Problem, User } from '../openapi/types.ts'
import { ApiClient, ContractFailure, type ApiResponse } from './client.ts'
import { PROBLEM_CONTENT_TYPE } from './constants.ts'

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
  run(t: TestContext): Promise<void>
}

export class Skip extends Error {}

export class TestContext {
  constructor(readonly target: Target) {}

  client(): ApiClient {
    return new ApiClient(this.target.baseUrl)
  }

  /** A new person with a fresh account, signed in. */
  async newUser(firstName = 'Contract'): Promise<{ client: ApiClient; user: User; email: string; password: string }> {
    const client = this.client()
    const email = `contract-${randomBytes(6).toString('hex')}@example.test`
    const password = `pw-${randomBytes(6).toString('hex')}`
    const res = await client.call('post', '/api/auth/register', { body: { email, password, firstName } })
    expectStatus(res, 201)
    return { client, user: res.body, email, password }
  }
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new ContractFailure(message)
}

export function expectStatus(res: ApiResponse, ...statuses: number[]) {
  expect(
    statuses.includes(res.status),
    `expected status ${statuses.join(' or ')}, got ${res.status}: ${res.text.slice(0, 300)}`,
  )
}

/** A problem+json error with the given status (the document check already validated its shape). */
export function expectProblem(res: ApiResponse, ...statuses: number[]): asserts res is ApiResponse<Problem> {
  expectStatus(res, ...statuses)
  expect(
    (res.contentType ?? '').startsWith(PROBLEM_CONTENT_TYPE),
    `expected ${PROBLEM_CONTENT_TYPE}, got ${res.contentType}`,
  )
  const problem = res.body as Partial<Problem> | null
  expect(
    problem && problem.status === res.status,
    `problem.status (${problem?.status}) must equal the HTTP status ${res.status}`,
  )
}

export function sessionCookie(res: ApiResponse): string | undefined {
  return res.headers.getSetCookie().find((c) => c.startsWith('examready.sid='))
}
