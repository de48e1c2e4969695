import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

describe('mocks/node.ts', () => {
  it('takes the process scenario from MOCK_SCENARIO', async () => {
    vi.stubEnv('MOCK_SCENARIO', 'ai-down')
    const mocks = await import('./node.ts')
    expect(mocks.getMockScenario()).toBe('ai-down')
    mocks.setMockScenario(null)
  })

  it('refuses an unknown MOCK_SCENARIO rather than silently mocking the normal case', async () => {
    vi.stubEnv('MOCK_SCENARIO', 'flaky')
    await expect(import('./node.ts')).rejects.toThrow(/Unknown MOCK_SCENARIO 'flaky'/)
  })

  it('answers any origin through the msw node server, and leaves other URLs alone', async () => {
    vi.stubEnv('MOCK_SCENARIO', '')
    const { mockServer } = await import('./node.ts')
    mockServer.listen({ onUnhandledRequest: 'error' })
    try {
      for (const origin of ['http://127.0.0.1:3000', 'http://mocks.contract.test', 'https://examready.example']) {
        const res = await fetch(`${origin}/api/health`)
        expect(res.status).toBe(200)
        expect(await res.json()).toEqual({ status: 'ok' })
      }
      const missing = await fetch('http://127.0.0.1:3000/api/no-such-thing')
      expect(missing.status).toBe(404)
      expect(missing.headers.get('content-type')).toMatch(/^application\/problem\+json/)
    } finally {
      mockServer.close()
    }
  })
})
