import { describe, expect, it } from 'vitest'
import type { ApiClient } from '~/utils/api.server.ts'
import { formOfRevision, readBank } from './bank.server.ts'
import { loadQuestionBank } from '#api/seed/index.ts'
import type { Question } from '#openapi/types.ts'

const sat = loadQuestionBank().filter((q) => q.examType === 'SAT')

/** An API that tags each page with the bank's revision and answers a current If-None-Match with 304. */
function fakeApi(revision: { value: string }) {
  const calls: { offset: number; ifNoneMatch?: string; status: number }[] = []
  const GET = async (
    _path: string,
    init: { params: { query: { offset: number; limit: number } }; headers: object },
  ) => {
    const { offset, limit } = init.params.query
    const ifNoneMatch = (init.headers as Record<string, string>)['If-None-Match']
    const etag = `"${revision.value}-${offset}"`
    const status = ifNoneMatch === etag ? 304 : 200
    calls.push({ offset, ifNoneMatch, status })
    const data: Question[] | undefined = status === 200 ? sat.slice(offset, offset + limit) : undefined
    return { data, response: new Response(null, { status, headers: { etag } }) }
  }
  return { client: { GET } as unknown as ApiClient, calls }
}

describe('the full-length bank read by revision', () => {
  it('reads an unchanged bank as 304s and keeps its form; a new revision reads and assembles again', async () => {
    const revision = { value: 'r1' }
    const { client, calls } = fakeApi(revision)
    const signal = new AbortController().signal
    const first = await readBank(client, 'SAT', signal)
    expect(first.items.length).toBe(sat.length)
    const form = formOfRevision('sat', 1, first)

    calls.length = 0
    const second = await readBank(client, 'SAT', signal)
    expect(calls.every((c) => c.status === 304 && c.ifNoneMatch)).toBe(true)
    expect(second.items.map((q) => q.id)).toEqual(first.items.map((q) => q.id))
    expect(second.revision).toBe(first.revision)
    expect(formOfRevision('sat', 1, second)).toBe(form)

    revision.value = 'r2'
    calls.length = 0
    const third = await readBank(client, 'SAT', signal)
    expect(calls.every((c) => c.status === 200)).toBe(true)
    expect(third.revision).not.toBe(first.revision)
    const again = formOfRevision('sat', 1, third)
    expect(again).not.toBe(form)
    expect(again.form).toEqual(form.form)
  })
})
