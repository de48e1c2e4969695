import type { Request, Response } from 'express'
import { describe, expect, it, vi } from 'vitest'
import { languageCookieOnly, offlineShellRequest } from './offline-shell.ts'

const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { ...headers }, get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request

describe('languageCookieOnly', () => {
  it('keeps the language cookie alone', () => {
    expect(languageCookieOnly('examready.sid=abc; lng=uk; other=1')).toBe('lng=uk')
    expect(languageCookieOnly('examready.sid=abc')).toBeUndefined()
    expect(languageCookieOnly(undefined)).toBeUndefined()
    expect(languageCookieOnly('xlng=pl')).toBeUndefined()
  })
})

describe('offlineShellRequest', () => {
  it('drops the session from a page asked for as an offline copy', () => {
    const req = request('GET', { 'x-offline-shell': '1', cookie: '__Host-examready.sid=abc; lng=pl' })
    const next = vi.fn()
    offlineShellRequest(req, {} as Response, next)
    expect(req.headers.cookie).toBe('lng=pl')
    expect(next).toHaveBeenCalledOnce()
    const visitor = request('GET', { 'x-offline-shell': '1', cookie: 'examready.sid=abc' })
    offlineShellRequest(visitor, {} as Response, next)
    expect(visitor.headers.cookie).toBeUndefined()
  })
  it('leaves every other request as it came', () => {
    for (const req of [
      request('GET', { cookie: 'examready.sid=abc; lng=pl' }),
      request('POST', { 'x-offline-shell': '1', cookie: 'examready.sid=abc; lng=pl' }),
      request('GET', { 'x-offline-shell': '0', cookie: 'examready.sid=abc; lng=pl' }),
    ]) {
      offlineShellRequest(req, {} as Response, () => {})
      expect(req.headers.cookie).toBe('examready.sid=abc; lng=pl')
    }
  })
})
