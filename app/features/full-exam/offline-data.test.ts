import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { formOfBank } from './form-of-bank.ts'
import { fullExamClientData, fullExamFromBank } from './offline-data.ts'
import { loadQuestionBank } from '#api/seed/index.ts'

const hint = vi.hoisted(() => ({ pack: undefined as { questions: unknown[] } | undefined }))
vi.mock('~/features/offline/pack-store.ts', () => ({ findPackWith: async () => hint.pack }))
vi.mock('~/i18n/translator.client.ts', () => ({
  clientTranslator: () => ({ getFixedT: () => (key: string, o?: { exam?: string }) => `${key}${o?.exam ?? ''}` }),
}))

const seed = loadQuestionBank()
// What the page server reads for SAT: its bank items only, in the API's order.
const satBank = seed.filter((q) => q.examType === 'SAT')
// A kept pack of another page holds other exams' items and generated ones too.
const generated = { ...satBank[0], id: 'generated-1', source: 'generated' as const }
const pack = [...seed.filter((q) => q.examType === 'NMT'), generated, ...satBank]
const t = (key: string) => key

describe('fullExamFromBank', () => {
  it('assembles the form the server assembles, from the exam’s bank items of the pack only', () => {
    for (const form of [1, 2]) {
      const url = new URL(`https://examready.test/full-exam/sat${form === 2 ? '?form=2' : ''}`)
      const data = fullExamFromBank(url, 'sat', pack, t)
      const server = formOfBank('sat', form, satBank)
      expect(data?.formNumber).toBe(form)
      expect(data?.form).toEqual(server.form)
      expect(data?.items.map((q) => q.id)).toEqual(server.items.map((q) => q.id))
      expect(data?.items.some((q) => q.examType !== 'SAT' || q.source !== 'bank')).toBe(false)
      expect(data).toMatchObject({ saved: null, offlineShell: false })
    }
  })
  it('has nothing for an unknown exam or a pack without the exam', () => {
    const url = new URL('https://examready.test/full-exam/sat')
    expect(fullExamFromBank(url, 'gre', pack, t)).toBeNull()
    expect(
      fullExamFromBank(
        url,
        'sat',
        seed.filter((q) => q.examType === 'NMT'),
        t,
      ),
    ).toBeNull()
  })
})

describe('fullExamClientData', () => {
  const args = (serverLoader: () => Promise<unknown>) =>
    ({
      request: new Request('https://examready.test/full-exam/sat'),
      params: { exam: 'sat' },
      serverLoader,
    }) as unknown as ClientLoaderFunctionArgs
  const online = { ...fullExamFromBank(new URL('https://examready.test/x'), 'sat', satBank, t)! }

  beforeEach(() => {
    hint.pack = { questions: pack }
  })

  it('keeps the server’s answer as it is', async () => {
    expect(await fullExamClientData(args(async () => online))).toBe(online)
  })
  it('takes an offline copy of the page as the page to run (whose attempt it is, the progress store decides)', async () => {
    const data = await fullExamClientData(args(async () => ({ ...online, offlineShell: true })))
    expect(data).toMatchObject({ offlineShell: false, form: online.form })
  })
  it('assembles the form from the kept pack when the server cannot be reached', async () => {
    const data = await fullExamClientData(args(() => Promise.reject(new TypeError('Failed to fetch'))))
    expect(data.form).toEqual(formOfBank('sat', 1, satBank).form)
    expect(data).toMatchObject({ exam: 'sat', title: 'meta.titleexams.sat' })
  })
  it('gives the server’s error when no kept pack holds the exam', async () => {
    hint.pack = undefined
    const offline = new TypeError('Failed to fetch')
    await expect(fullExamClientData(args(() => Promise.reject(offline)))).rejects.toBe(offline)
  })
})
