import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import {
  INTERNAL_CLIENT_HEADER,
  SIGNATURE_TTL_MS,
  clientAddressOf,
  signClient,
  trustProxySetting,
  trustedClient,
  verifyClient,
} from './client-address.ts'

const KEY = 'a key of at least sixteen characters'

describe('signed client address', () => {
  it('verifies what it signed, with the protocol', () => {
    const header = signClient(KEY, { address: '2001:db8::7', protocol: 'https' })
    expect(verifyClient(KEY, header)).toEqual({ address: '2001:db8::7', protocol: 'https' })
  })

  it('refuses another key, a changed address, an expired or malformed header', () => {
    const header = signClient(KEY, { address: '203.0.113.5', protocol: 'http' })
    expect(verifyClient('another key of sixteen characters', header)).toBeUndefined()
    expect(verifyClient(KEY, header.replace('203.0.113.5', '203.0.113.6'))).toBeUndefined()
    const old = signClient(KEY, { address: '203.0.113.5', protocol: 'http' }, Date.now() - SIGNATURE_TTL_MS - 1)
    expect(verifyClient(KEY, old)).toBeUndefined()
    for (const bad of ['', 'v1', '203.0.113.5', `${header} extra`, 'v1 x http 1.2.3.4 sig'])
      expect(verifyClient(KEY, bad)).toBeUndefined()
  })
})

describe('trust proxy setting', () => {
  it('trusts nobody unless TRUST_PROXY is set', () => {
    expect(trustProxySetting(undefined)).toBe(false)
    expect(trustProxySetting('false')).toBe(false)
    expect(trustProxySetting('1')).toBe(1)
    expect(trustProxySetting('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8')
  })
})

describe('trustedClient middleware', () => {
  async function seen(trust: string | undefined, headers: Record<string, string>) {
    const app = express()
    app.set('trust proxy', trustProxySetting(trust))
    app.use(trustedClient(KEY))
    app.get('/', (req, res) => res.json({ address: clientAddressOf(req), protocol: req.protocol }))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((r) => server.once('listening', r))
    const { port } = server.address() as AddressInfo
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers }).finally(() => server.close())
    return (await res.json()) as { address: string; protocol: string }
  }

  it("ignores a browser's X-Forwarded-For without TRUST_PROXY, believes it with it", async () => {
    expect((await seen(undefined, { 'x-forwarded-for': '198.51.100.1' })).address).toBe('127.0.0.1')
    expect((await seen('1', { 'x-forwarded-for': '198.51.100.1' })).address).toBe('198.51.100.1')
  })

  it('takes the address and protocol from a valid signature only', async () => {
    const signed = signClient(KEY, { address: '198.51.100.9', protocol: 'https' })
    expect(await seen(undefined, { [INTERNAL_CLIENT_HEADER]: signed })).toEqual({
      address: '198.51.100.9',
      protocol: 'https',
    })
    const forged = signClient('not the key, but long enough', { address: '198.51.100.9', protocol: 'https' })
    expect(await seen(undefined, { [INTERNAL_CLIENT_HEADER]: forged })).toEqual({
      address: '127.0.0.1',
      protocol: 'http',
    })
  })
})
