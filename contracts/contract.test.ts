import { http, HttpResponse } from 'msw'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mockServer, resetMockDb } from '../mocks/node.ts'
import { ContractFailure } from './client.ts'
import { TestContext, type Case } from './harness.ts'
import { allCases } from './suite.ts'

// The contract suite must catch a mock (or server) that drifts from the document: a deliberate mismatch fails it.

const BASE = 'http://mocks.contract-selftest.test'
const target = { label: 'self-test', baseUrl: BASE }
const byName = (part: string): Case => {
  const found = allCases().find((c) => c.name.includes(part))
  if (!found) throw new Error(`no case named like ${part}`)
  return found
}

beforeAll(() => {
  resetMockDb()
  mockServer.listen({ onUnhandledRequest: 'error' })
})
afterEach(() => mockServer.resetHandlers())
afterAll(() => mockServer.close())

describe('the contract suite against a deliberately wrong mock', () => {
  const examTypes = byName('GET /api/exam-types has an exam type')

  it('passes against the real mocks (control)', async () => {
    await expect(examTypes.run(new TestContext(target))).resolves.toBeUndefined()
  })

  it('fails when a mock returns a renamed field', async () => {
    mockServer.use(
      http.get('*/api/exam-types', () =>
        HttpResponse.json([
          { id: 'sat', name: 'SAT', display_name: 'SAT', countryCode: 'US', sections: ['Math Calculator'] },
        ]),
      ),
    )
    await expect(examTypes.run(new TestContext(target))).rejects.toThrow(ContractFailure)
    await expect(examTypes.run(new TestContext(target))).rejects.toThrow(/displayName|display_name/)
  })

  it('fails when a mock answers an error as plain JSON instead of problem+json', async () => {
    mockServer.use(http.get('*/api/auth/user', () => HttpResponse.json({ error: 'nope' }, { status: 401 })))
    await expect(byName('GET /api/auth/user signed out').run(new TestContext(target))).rejects.toThrow(
      /content type 'application\/json' is not documented/,
    )
  })

  it('fails when a mock returns a status the operation does not document', async () => {
    mockServer.use(http.get('*/api/health', () => HttpResponse.json({ status: 'ok' }, { status: 202 })))
    await expect(byName('GET /api/health').run(new TestContext(target))).rejects.toThrow(/status 202 is not documented/)
  })
})
