import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Loaded } from '~/utils/load-questions.ts'
import { offlinePracticeAction, offlinePracticeLoader, type PracticePageData } from './offline-practice.ts'

const fromPack: Loaded = { questions: [], demo: false, missing: [], failed: false, fellBack: [] }
const practiceFromPack = vi.fn<() => Promise<Loaded | null | undefined>>()
vi.mock('./pack-practice.ts', () => ({ practiceFromPack: (...args: unknown[]) => practiceFromPack(...(args as [])) }))

const page = (data: Partial<PracticePageData> = {}): PracticePageData => ({
  title: 'NMT',
  loaded: { ...fromPack, demo: true },
  offlineShell: false,
  ...data,
})
const run = (serverLoader: () => Promise<unknown>) =>
  offlinePracticeLoader('nmt', ['nmt'])({
    request: new Request('http://localhost/nmt-practice'),
    params: {},
    serverLoader,
  } as unknown as ClientLoaderFunctionArgs)
const offline = () => Promise.reject(new TypeError('Failed to fetch'))

let online = true
beforeEach(() => {
  online = true
  practiceFromPack.mockReset().mockResolvedValue(fromPack)
  vi.stubGlobal('navigator', {
    get onLine() {
      return online
    },
  })
  vi.stubGlobal('document', { title: 'Cached title' })
  vi.stubGlobal('localStorage', new Map())
})
afterEach(() => vi.unstubAllGlobals())

describe('the practice pages offline', () => {
  it('hydrates on the server’s data while online, without opening the pack', async () => {
    const data = page()
    expect(await run(() => Promise.resolve(data))).toBe(data)
    expect(practiceFromPack).not.toHaveBeenCalled()
  })

  it('draws the questions from the kept pack when the server cannot be reached', async () => {
    online = false
    const data = await run(offline)
    expect(data).toEqual({ title: 'Cached title', loaded: fromPack, offlineShell: false })
  })

  it('fills in the page kept for offline use with the pack, keeping its title', async () => {
    const data = await run(() => Promise.resolve(page({ title: 'НМТ', loaded: null, offlineShell: true })))
    expect(data).toMatchObject({ title: 'НМТ', loaded: fromPack, offlineShell: false })
  })

  it('offline without a pack: a cached page keeps its questions, otherwise the failure stands', async () => {
    online = false
    practiceFromPack.mockResolvedValue(undefined)
    const cached = page()
    expect(await run(() => Promise.resolve(cached))).toBe(cached)
    await expect(run(offline)).rejects.toThrow('Failed to fetch')
  })

  it('an error the server answered is not taken for a lost connection', async () => {
    const notFound = new Response('Not Found', { status: 404 })
    await expect(run(() => Promise.reject(notFound))).rejects.toBe(notFound)
    expect(practiceFromPack).not.toHaveBeenCalled()
  })
})

describe('generation offline', () => {
  it('answers a failed generation, so the flow starts with the pack’s bank questions', async () => {
    const serverAction = () => Promise.reject(new TypeError('Failed to fetch'))
    const args = { serverAction } as unknown as Parameters<typeof offlinePracticeAction>[0]
    expect(await offlinePracticeAction(args)).toMatchObject({ ok: false, intent: 'generate' })
  })
})
