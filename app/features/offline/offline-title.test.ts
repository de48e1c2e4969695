import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { offlineTitleLoader } from './offline-title.ts'

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

  it('without a connection, what the page has instead of the server’s data comes with the title', async () => {
    online = false
    const loader = offlineTitleLoader('results', 'nmt.metaTitle', () => ({ sessions: null, loadError: false }))
    const failed = () => Promise.reject(new TypeError('Failed to fetch'))
    expect(await loader({ serverLoader: failed } as unknown as ClientLoaderFunctionArgs)).toEqual({
      title: 'results:nmt.metaTitle (pl)',
      sessions: null,
      loadError: false,
    })
  })

  it('an error the server answered stands', async () => {
    const failure = new Response('Server error', { status: 500 })
    await expect(run(() => Promise.reject(failure))).rejects.toBe(failure)
  })
})
