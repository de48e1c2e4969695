import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Loaded } from '~/utils/load-questions.ts'
import {
  offlineGenericLoader,
  offlinePracticeAction,
  offlinePracticeLoader,
  type PracticePageData,
} from './offline-practice.ts'

const fromPack: Loaded = { questions: [], demo: false, missing: [], failed: false, fellBack: [] }
const practiceFromPack = vi.fn<() => Promise<Loaded | null | undefined>>()
const genericFromPack = vi.fn<() => Promise<{ link: null; loaded: Loaded | null } | undefined>>()
vi.mock('./pack-practice.ts', () => ({
  practiceFromPack: (...args: unknown[]) => practiceFromPack(...(args as [])),
  genericFromPack: (...args: unknown[]) => genericFromPack(...(args as [])),
}))
let signedInHere = false
vi.mock('~/utils/account-hint.ts', () => ({ accountHere: () => signedInHere }))

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

describe('the generic page offline', () => {
  const runGeneric = (serverLoader: () => Promise<unknown>) =>
    offlineGenericLoader()({
      request: new Request('http://localhost/practice?exam=NMT&section=Mathematics'),
      params: {},
      serverLoader,
    } as unknown as ClientLoaderFunctionArgs)

  it('the student signed in on this browser: the kept page filled in from the pack', async () => {
    signedInHere = true
    genericFromPack.mockReset().mockResolvedValue({ link: null, loaded: fromPack })
    const shell = { title: 'Practice', link: null, loaded: null, loadError: false, offlineShell: true }
    expect(await runGeneric(() => Promise.resolve(shell))).toEqual({ ...shell, loaded: fromPack, offlineShell: false })
  })

  it('anyone else gets the not-found the server gives a visitor, without a pack opened', async () => {
    signedInHere = false
    online = false
    genericFromPack.mockReset()
    await expect(runGeneric(offline)).rejects.toMatchObject({ status: 404 })
    expect(genericFromPack).not.toHaveBeenCalled()
  })

  it('no kept pack holds the link’s exam: the offline error screen (the page needs the server)', async () => {
    signedInHere = true
    online = false
    genericFromPack.mockReset().mockResolvedValue(undefined)
    await expect(runGeneric(offline)).rejects.toThrow('Failed to fetch')
  })
})

describe('generation offline', () => {
  it('answers a failed generation, so the flow starts with the pack’s bank questions', async () => {
    const serverAction = () => Promise.reject(new TypeError('Failed to fetch'))
    const args = { serverAction } as unknown as Parameters<typeof offlinePracticeAction>[0]
    expect(await offlinePracticeAction(args)).toMatchObject({ ok: false, intent: 'generate' })
  })
})
