import { afterEach, describe, expect, it } from 'vitest'
import { saveSessionResponse } from '~/utils/session-save.server.ts'

// The API in this process (app/utils/api.server.ts), faked: it records the calls and answers as the server would.
const IN_PROCESS_FETCH = Symbol.for('examready.api.inProcessFetch')
const slot = globalThis as Record<symbol, unknown>
afterEach(() => void delete slot[IN_PROCESS_FETCH])

function fakeApi() {
  const calls: string[] = []
  slot[IN_PROCESS_FETCH] = async (request: Request) => {
    const path = new URL(request.url).pathname
    calls.push(`${request.method} ${path}`)
    if (path === '/api/auth/user') return Response.json({ id: 'u1', email: 'a@example.com' })
    if (path === '/api/answers') return Response.json({ items: [], nextCursor: null })
    return Response.json({ id: 's1', completed: false })
  }
  return calls
}

const answer = {
  questionId: 'q-1',
  examType: 'SAT',
  section: 'Math',
  topic: 'Linear equations',
  difficulty: 'Easy',
  chosen: '4',
  correct: true,
  seconds: 30,
}
const finish = (answers: unknown[]) => ({
  clientId: 'client-0001',
  session: { examType: 'SAT', countryCode: 'US', province: null, subjects: ['Math'] },
  finish: {
    questionsAttempted: answers.length,
    questionsCorrect: answers.length,
    scorePercentage: 100,
    subjectScores: { Math: 100 },
    topicBreakdown: { 'Linear equations': { correct: 1, total: 1 } },
    totalTime: 30,
    answers,
  },
})
const post = (body: unknown) =>
  saveSessionResponse(
    new Request('http://localhost/resources/practice-session', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'examready.sid=s%3Aabc' },
      body: JSON.stringify(body),
    }),
  )

describe('saving a practice session', () => {
  it('sends a finish the contract accepts: start, the answers already held, then the update', async () => {
    const calls = fakeApi()
    expect((await post(finish([answer]))).status).toBe(200)
    expect(calls).toEqual([
      'GET /api/auth/user',
      'POST /api/practice/start',
      'GET /api/answers',
      'PATCH /api/practice/sessions/s1',
    ])
  })

  it("refuses, before any call, an answer outside the contract's limits (read from openapi.yaml)", async () => {
    const calls = fakeApi()
    for (const bad of [{ chosen: 'x'.repeat(2001) }, { examType: 'GRE' }, { questionId: 'has space' }]) {
      expect((await post(finish([{ ...answer, ...bad }]))).status).toBe(400)
    }
    expect((await post({ ...finish([answer]), clientId: 'short' })).status).toBe(400)
    expect(calls).toEqual([])
  })
})
