import { describe, expect, it } from 'vitest'
import { api, cookiesWithoutSession, hasSessionCookie } from '~/utils/api.server.ts'

describe('api', () => {
  it('gives every helper of one page request the same client, and each request its own', () => {
    const request = new Request('http://localhost/sat-practice', { headers: { cookie: 'examready.sid=s%3Aabc' } })
    expect(api(request)).toBe(api(request))
    expect(api(new Request('http://localhost/sat-practice'))).not.toBe(api(request))
  })

  it('makes a separate client for the session a sign-in has just made', () => {
    const request = new Request('http://localhost/login', { method: 'POST' })
    expect(api(request, { cookie: 'examready.sid=s%3Anew' })).not.toBe(api(request))
  })

  it('drops only the session from the cookies of a read that is the same for everyone', () => {
    const cookie = 'mock-scenario=empty; examready.sid=s%3Aabc; __Host-examready.sid=s%3Ax; lng=uk'
    const request = new Request('http://localhost/full-exam/sat', { headers: { cookie } })
    expect(cookiesWithoutSession(request)).toBe('mock-scenario=empty; lng=uk')
  })

  it('finds the session cookie under its plain and its HTTPS name only', () => {
    const withCookie = (cookie: string) => new Request('http://localhost/', { headers: { cookie } })
    expect(hasSessionCookie(withCookie('lng=uk; examready.sid=s%3Aabc'))).toBe(true)
    expect(hasSessionCookie(withCookie('__Host-examready.sid=s%3Aabc'))).toBe(true)
    expect(hasSessionCookie(withCookie('lng=uk; connect.sid=s%3Aabc'))).toBe(false)
    expect(hasSessionCookie(new Request('http://localhost/'))).toBe(false)
  })
})
