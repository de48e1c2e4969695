import type { ApiClient } from '../client.ts'
import type { Case, TestContext } from '../harness.ts'
import { Skip, expect, expectProblem, expectStatus } from '../harness.ts'
import { parseEventStream, type StreamEvent } from '../sse.ts'

const STREAM = '/api/tutor/chat/stream'

/** The JSON of an event's data, or a failure naming the event. */
function dataOf(event: StreamEvent): any {
  try {
    return JSON.parse(event.data)
  } catch {
    throw new Error(`the data of the '${event.event}' event is not JSON: ${event.data.slice(0, 200)}`)
  }
}

/** POST /api/tutor/chat with the AI's time allowed. */
const chat = (t: TestContext, client: ApiClient, body: Record<string, unknown>) =>
  client.call('post', '/api/tutor/chat', { timeoutMs: t.options.aiTimeoutMs, body })

/** A chat that opens a new session (signed in; signed out nothing is stored): a 200, the session noted. */
async function startChat(t: TestContext, client: ApiClient, body: Record<string, unknown>) {
  const res = expectStatus(await chat(t, client, body), 200)
  if (res.body.session) t.created.tutorSessions.push(res.body.session.id)
  return res
}

export const tutorCases: Case[] = [
  {
    name: "POST /api/tutor/chat works signed out, stores nothing and continues from the browser's history",
    operation: 'POST /api/tutor/chat',
    async run(t) {
      const client = t.client()
      const question = 'How should I prepare for the SAT?'
      const first = await startChat(t, client, { message: question, userId: null })
      expect(first.body.response.trim().length > 0, 'the reply is not empty')
      expect(first.body.session === null, 'signed out, no session is stored (session is null)')
      const history = [
        { role: 'user', content: question },
        { role: 'assistant', content: first.body.response.slice(0, 4000) },
      ]
      const second = expectStatus(await chat(t, client, { message: 'And for maths?', history }), 200)
      expect(second.body.session === null, 'the next turn is not stored either')
      expectProblem(await chat(t, client, { message: 'hi', history: Array(9).fill(history[0]) }), 400)
    },
  },
  {
    name: 'POST /api/tutor/chat answers from the given context',
    operation: 'POST /api/tutor/chat',
    async run(t) {
      const res = await startChat(t, t.client(), {
        message: 'Why is this the answer?',
        context: 'Question: Solve 2x + 3 = 11.\nCorrect answer: 4',
      })
      expect(res.body.response.length > 20, 'a real reply')
    },
  },
  {
    name: 'POST /api/tutor/chat keeps sessions to their owner: 403 for another user, 404 unknown, 400 empty',
    operation: 'POST /api/tutor/chat',
    async run(t) {
      const a = await t.existingUser('Worker')
      const b = await t.existingUser('Stranger')
      const mine = await startChat(t, a.client, { message: 'Explain logarithms', userId: a.user.id })
      expect(mine.body.session.userId === a.user.id, 'the session belongs to the signed-in user')
      const list = await a.client.call('get', '/api/tutor/sessions/{userId}', { params: { userId: a.user.id } })
      expect(
        list.body.some((s: any) => s.id === mine.body.session.id),
        'GET /api/tutor/sessions lists it',
      )
      expectProblem(await chat(t, b.client, { message: 'hi', sessionId: mine.body.session.id }), 403)
      expectProblem(await chat(t, t.client(), { message: 'hi', sessionId: mine.body.session.id }), 403)
      expectProblem(await chat(t, b.client, { message: 'hi', userId: a.user.id }), 403)
      expectProblem(await chat(t, a.client, { message: 'hi', sessionId: 'tut_doesnotexist' }), 404)
      expectProblem(await chat(t, a.client, { message: '   ' }), 400)
    },
  },
  {
    name: 'POST /api/tutor/chat/stream streams the reply as server-sent events and stores it in the session',
    operation: 'POST /api/tutor/chat/stream',
    async run(t) {
      const { client } = await t.existingUser('Worker')
      const res = await client.call('post', STREAM, {
        timeoutMs: t.options.aiTimeoutMs,
        headers: { accept: 'text/event-stream, application/problem+json' },
        body: { message: 'Solve 3x + 5 = 17', language: 'en' },
      })
      expectStatus(res, 200)
      expect(
        /^text\/event-stream\b/i.test(res.contentType ?? ''),
        `content type text/event-stream (${res.contentType})`,
      )
      const events = parseEventStream(res.text)
      const names = events.map((e) => e.event)
      expect(names.length >= 2, `a delta and a done event at least (got: ${names.join(', ') || 'none'})`)
      expect(
        names.slice(0, -1).every((n) => n === 'delta') && names.at(-1) === 'done',
        `delta events, then one done event last (got: ${names.join(', ')})`,
      )
      const deltas = events.slice(0, -1).map(dataOf)
      expect(
        deltas.every((d) => typeof d.text === 'string' && d.text.length > 0),
        'every delta carries a non-empty text',
      )
      const done = dataOf(events.at(-1)!)
      expect(
        typeof done.sessionId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(done.sessionId),
        'done carries a session id',
      )
      expect(
        deltas.map((d) => d.text).join('') === done.response,
        'the deltas add up to the response of the done event',
      )
      expect(done.response.trim().length > 0, 'the reply is not empty')
      t.created.tutorSessions.push(done.sessionId)
      // The exchange was stored: the JSON call continues the same session.
      const next = await chat(t, client, { message: 'And how do I check it?', sessionId: done.sessionId })
      expectStatus(next, 200)
      expect(
        next.body.session.id === done.sessionId && next.body.session.messages.length === 4,
        'the streamed exchange is in the session (2 messages before, 4 after the next turn)',
      )
      expect(next.body.session.messages[1].content === done.response, 'the stored reply is the streamed one')
    },
  },
  {
    name: 'POST /api/tutor/chat/stream answers bad input as the JSON call does: 400, 403, 404 problems',
    operation: 'POST /api/tutor/chat/stream',
    async run(t) {
      const a = await t.existingUser('Worker')
      const b = await t.existingUser('Stranger')
      const mine = await startChat(t, a.client, { message: 'Explain logarithms' })
      const stream = (client: typeof a.client, body: unknown) =>
        client.call('post', STREAM, { timeoutMs: t.options.aiTimeoutMs, body })
      expectProblem(await stream(a.client, { message: '   ' }), 400)
      expectProblem(await stream(a.client, { message: 'hi', question: { answered: false } }), 400)
      expectProblem(await stream(b.client, { message: 'hi', sessionId: mine.body.session.id }), 403)
      expectProblem(await stream(t.client(), { message: 'hi', sessionId: mine.body.session.id }), 403)
      expectProblem(await stream(b.client, { message: 'hi', userId: a.user.id }), 403)
      expectProblem(await stream(a.client, { message: 'hi', sessionId: 'tut_doesnotexist' }), 404)
      // The optional context of the request: a question in context and a visitor's progress are accepted.
      const withContext = await stream(t.client(), {
        message: 'Make me a study plan',
        question: { questionText: 'Solve 2x + 3 = 11.', options: ['2', '4', '7', '8'], answered: false },
        progress: { examType: 'SAT', weakAreas: [{ section: 'Math', topic: 'linear_equations', accuracy: 40 }] },
      })
      expectStatus(withContext, 200)
      const last = parseEventStream(withContext.text).at(-1)
      expect(last?.event === 'done', `the reply ends with done (got: ${last?.event ?? 'nothing'})`)
      expect(dataOf(last!).sessionId === null, 'signed out, nothing is stored (sessionId null)')
    },
  },
  {
    name: 'POST /api/ai/chat answers a coaching prompt',
    operation: 'POST /api/ai/chat',
    async run(t) {
      const res = await t.client().call('post', '/api/ai/chat', {
        timeoutMs: t.options.aiTimeoutMs,
        body: {
          message: 'Question: What is 15% of 80? Student asks: how do I start?',
          context: 'Alberta diploma exam preparation',
        },
      })
      expectStatus(res, 200)
      expect(res.body.message.trim().length > 0, 'the reply is not empty')
      expectProblem(
        await t
          .client()
          .call('post', '/api/ai/chat', { timeoutMs: t.options.aiTimeoutMs, body: { context: 'no message' } }),
        400,
      )
    },
  },
  {
    name: 'AI operations answer 503 when the provider is down',
    operation: 'POST /api/tutor/chat',
    async run(t) {
      const aiDown = t.target.aiDown
      if (!aiDown)
        throw new Skip(
          'this target cannot switch its AI provider off (give --ai-down-base-url or CONTRACT_AI_DOWN_BASE_URL)',
        )
      await aiDown.enable?.()
      try {
        const client = t.client(aiDown.baseUrl ?? t.target.baseUrl)
        expectProblem(await chat(t, client, { message: 'hello' }), 503)
        expectProblem(
          await client.call('post', '/api/ai/chat', { timeoutMs: t.options.aiTimeoutMs, body: { message: 'hello' } }),
          503,
        )
        // The stream has started when the provider fails: its last event is an error problem with status 503.
        const streamed = await client.call('post', STREAM, {
          timeoutMs: t.options.aiTimeoutMs,
          body: { message: 'hello' },
        })
        expectStatus(streamed, 200)
        const last = parseEventStream(streamed.text).at(-1)
        expect(last?.event === 'error', `the stream ends with an error event (got: ${last?.event ?? 'nothing'})`)
        const failure = dataOf(last!)
        expect(failure.status === 503 && typeof failure.detail === 'string', 'the error event is a 503 problem')
        expectProblem(
          await client.call('post', '/api/questions/generate', {
            timeoutMs: t.options.aiTimeoutMs,
            body: { examType: 'SAT', section: 'Math Calculator', difficulty: 'Easy', count: 1 },
          }),
          503,
        )
      } finally {
        await aiDown.disable?.()
      }
    },
  },
]
