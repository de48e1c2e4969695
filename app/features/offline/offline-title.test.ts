import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { accountResultsLoader, offlineTitleLoader } from './offline-title.ts'

let signedInHere = false
vi.mock('~/utils/account-hint.ts', () => ({ accountHere: () => signedInHere }))
const kept: unknown[] = []
vi.mock('~/utils/account-results.ts', () => ({ keepAccountResults: (sessions: unknown) => kept.push(sessions) }))
vi.mock('./kept-results.ts', () => ({ accountSessionsOffline: () => [{ id: 'kept' }, { id: 'queued' }] }))

vi.mock('~/i18n/translator.client.ts', () => ({
  clientTranslator: () => ({
    getFixedT: (_lng: null, ns: string) => (key: string) => `${ns}:${key} (pl)`,
  }),
}))

const run = (serverLoader: () => Promise<unknown>) =>
  offlineTitleLoader('sat', 'meta.results')({ serverLoader } as unknown as ClientLoaderFunctionArgs)

let online = true
beforeEach(() => {
  online = true
  signedInHere = false
  kept.length = 0
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('a results page offline', () => {
  it('takes the server’s data while it answers', async () => {
    expect(await run(() => Promise.resolve({ title: 'Wyniki SAT' }))).toEqual({ title: 'Wyniki SAT' })
  })

  it('without a connection, opens with its title in the page’s language', async () => {
    online = false
    expect(await run(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual({
      title: 'sat:meta.results (pl)',
    })
  })

  it('an error the server answered stands', async () => {
    const failure = new Response('Server error', { status: 500 })
    await expect(run(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})

describe('/nmt-results: the account’s sessions', () => {
  const select = (sessions: { id: string }[]) => sessions.filter((s) => s.id !== 'queued')
  const load = (serverLoader: () => Promise<unknown>) =>
    accountResultsLoader(
      'results',
      'nmt.metaTitle',
      select as never,
    )({
      serverLoader,
    } as unknown as ClientLoaderFunctionArgs)
  const server = { title: 'Wyniki NMT', sessions: [{ id: 's-1' }], loadError: false }
  const failed = () => Promise.reject(new TypeError('Failed to fetch'))

  it('online, the server’s list, kept on this device; a failed list is not kept', async () => {
    expect(await load(() => Promise.resolve(server))).toEqual(server)
    expect(kept).toEqual([server.sessions])
    await load(() => Promise.resolve({ ...server, sessions: [], loadError: true }))
    await load(() => Promise.resolve({ ...server, sessions: null }))
    expect(kept).toHaveLength(1)
  })

  it('offline, the student’s sessions kept here, chosen by the page, and said to be so', async () => {
    online = false
    signedInHere = true
    expect(await load(failed)).toEqual({
      title: 'results:nmt.metaTitle (pl)',
      sessions: [{ id: 'kept' }],
      loadError: false,
      keptHere: true,
    })
  })

  it('the copy kept with a pack, hydrated offline, shows the student’s sessions too, with its own title', async () => {
    online = false
    signedInHere = true
    const visitorCopy = { title: 'Wyniki NMT', sessions: null, loadError: false }
    expect(await load(() => Promise.resolve(visitorCopy))).toMatchObject({ title: 'Wyniki NMT', keptHere: true })
    expect(kept).toEqual([])
  })

  it('offline, a visitor’s list is the browser’s (read on the page)', async () => {
    online = false
    expect(await load(failed)).toEqual({ title: 'results:nmt.metaTitle (pl)', sessions: null, loadError: false })
  })

  it('an error the server answered stands', async () => {
    const failure = new Response('Server error', { status: 500 })
    await expect(load(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})
