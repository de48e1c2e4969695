import { afterEach, describe, expect, it, vi } from 'vitest'
import { formOfBank } from './form-of-bank.ts'
import { readRest } from './use-form-items.ts'
import { loadQuestionBank } from '#api/seed/index.ts'

const hint = vi.hoisted(() => ({ pack: undefined as { questions: unknown[] } | undefined }))
vi.mock('~/features/offline/pack-store.ts', () => ({ findPackWith: async () => hint.pack }))
afterEach(() => {
  vi.unstubAllGlobals()
  hint.pack = undefined
})

const seed = loadQuestionBank()
const { form, items } = formOfBank(
  'sat',
  1,
  seed.filter((q) => q.examType === 'SAT'),
)
const data = {
  exam: 'sat' as const,
  formNumber: 1,
  form,
  items: items.slice(0, 3),
  restOf: '/resources/exam-form-items',
}

describe('the rest of a full-length form (decision 151)', () => {
  it('is read from the page server', async () => {
    const fetch = vi.fn(async () => Response.json(items.slice(3)))
    vi.stubGlobal('fetch', fetch)
    expect((await readRest(data.restOf, data)).map((q) => q.id)).toEqual(items.slice(3).map((q) => q.id))
    expect(fetch).toHaveBeenCalledWith(data.restOf, expect.anything())
  })

  it('offline, is assembled from a kept pack as the server assembles it; without one the failure stands', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(readRest(data.restOf, data)).rejects.toThrow('Failed to fetch')
    hint.pack = { questions: seed }
    expect((await readRest(data.restOf, data)).map((q) => q.id)).toEqual(items.map((q) => q.id))
  })

  it('a server error is not taken for items', async () => {
    vi.stubGlobal('fetch', async () => new Response('busy', { status: 503 }))
    await expect(readRest(data.restOf, data)).rejects.toThrow('503')
  })
})
