import { afterEach, describe, expect, it } from 'vitest'
import { handleFullExamRequest } from '~/routes/resources.full-exam.server.ts'

// The API as the page server reaches it in one process (app/utils/api.server.ts): a fake that records the calls.
const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')
const slot = globalThis as Record<symbol, unknown>
afterEach(() => void delete slot[IN_PROCESS_FETCH])

function fakeApi(answer: (request: Request) => Response | Promise<Response>) {
  const calls: string[] = []
  slot[IN_PROCESS_FETCH] = async (request: Request) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
    return answer(request)
  }
  return calls
}

const state = { exam: 'sat', form: 1, phase: 'part' }
const save = (cookie?: string) =>
  new Request('http://localhost/resources/full-exam', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ intent: 'save', state }),
  })

describe('saving a full-length attempt', () => {
  it('is one API call, the PUT of the attempt', async () => {
    const calls = fakeApi(() => Response.json({ id: 'sat-1', state, savedAt: 'x', serverTime: 'y' }))
    expect(await handleFullExamRequest(save('examready.sid=s%3Aabc'))).toEqual({ body: { ok: true }, status: 200 })
    expect(calls).toEqual(['PUT /api/full-exams/sat-1'])
  })

  it("passes on the API's 401 (signed out), answers 401 without a session cookie and 503 when the API is down", async () => {
    fakeApi(() => Response.json({ title: 'Sign in to use this.', status: 401 }, { status: 401 }))
    expect((await handleFullExamRequest(save('examready.sid=s%3Aold'))).status).toBe(401)
    const none = fakeApi(() => Response.json({}))
    expect((await handleFullExamRequest(save())).status).toBe(401)
    expect(none).toEqual([])
    fakeApi(() => Promise.reject(new Error('down')))
    expect(await handleFullExamRequest(save('examready.sid=s%3Aabc'))).toEqual({
      body: { ok: false, status: 503 },
      status: 503,
    })
  })
})
