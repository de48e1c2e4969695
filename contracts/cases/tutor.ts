import { ApiClient } from '../client.ts'
import type { Case } from '../harness.ts'
import { Skip, expect, expectProblem, expectStatus } from '../harness.ts'

export const tutorCases: Case[] = [
  {
    name: 'POST /api/tutor/chat works signed out and continues a session',
    async run(t) {
      const client = t.client()
      const first = await client.call('post', '/api/tutor/chat', {
        body: { message: 'How should I prepare for the SAT?', userId: null },
      })
      expectStatus(first, 200)
      expect(first.body.response.trim().length > 0, 'the reply is not empty')
      expect(first.body.session.userId === null, 'an anonymous session has userId null')
      expect(first.body.session.messages.length === 2, 'the session holds the question and the reply')
      const second = await client.call('post', '/api/tutor/chat', {
        body: { message: 'And for maths?', sessionId: first.body.session.id },
      })
      expectStatus(second, 200)
      expect(
        second.body.session.id === first.body.session.id && second.body.session.messages.length === 4,
        'the same session grows',
      )
    },
  },
  {
    name: 'POST /api/tutor/chat answers from the given context',
    async run(t) {
      const res = await t.client().call('post', '/api/tutor/chat', {
        body: { message: 'Why is this the answer?', context: 'Question: Solve 2x + 3 = 11.\nCorrect answer: 4' },
      })
      expectStatus(res, 200)
      expect(res.body.response.length > 20, 'a real reply')
    },
  },
  {
    name: 'POST /api/tutor/chat keeps sessions to their owner: 403 for another user, 404 unknown, 400 empty',
    async run(t) {
      const a = await t.newUser()
      const b = await t.newUser()
      const mine = await a.client.call('post', '/api/tutor/chat', {
        body: { message: 'Explain logarithms', userId: a.user.id },
      })
      expectStatus(mine, 200)
      expect(mine.body.session.userId === a.user.id, 'the session belongs to the signed-in user')
      const list = await a.client.call('get', '/api/tutor/sessions/{userId}', { params: { userId: a.user.id } })
      expect(
        list.body.some((s) => s.id === mine.body.session.id),
        'GET /api/tutor/sessions lists it',
      )
      expectProblem(
        await b.client.call('post', '/api/tutor/chat', { body: { message: 'hi', sessionId: mine.body.session.id } }),
        403,
      )
      expectProblem(
        await t.client().call('post', '/api/tutor/chat', { body: { message: 'hi', sessionId: mine.body.session.id } }),
        403,
      )
      expectProblem(await b.client.call('post', '/api/tutor/chat', { body: { message: 'hi', userId: a.user.id } }), 403)
      expectProblem(
        await a.client.call('post', '/api/tutor/chat', { body: { message: 'hi', sessionId: 'tut_doesnotexist' } }),
        404,
      )
      expectProblem(await a.client.call('post', '/api/tutor/chat', { body: { message: '   ' } }), 400)
    },
  },
  {
    name: 'POST /api/ai/chat answers a coaching prompt',
    async run(t) {
      const res = await t.client().call('post', '/api/ai/chat', {
        body: {
          message: 'Question: What is 15% of 80? Student asks: how do I start?',
          context: 'Alberta diploma exam preparation',
        },
      })
      expectStatus(res, 200)
      expect(res.body.message.trim().length > 0, 'the reply is not empty')
      expectProblem(await t.client().call('post', '/api/ai/chat', { body: { context: 'no message' } }), 400)
    },
  },
  {
    name: 'AI operations answer 503 when the provider is down',
    async run(t) {
      const aiDown = t.target.aiDown
      if (!aiDown) throw new Skip('this target cannot switch its AI provider off (set CONTRACT_AI_DOWN_BASE_URL)')
      await aiDown.enable?.()
      try {
        const client = new ApiClient(aiDown.baseUrl ?? t.target.baseUrl)
        expectProblem(await client.call('post', '/api/tutor/chat', { body: { message: 'hello' } }), 503)
        expectProblem(await client.call('post', '/api/ai/chat', { body: { message: 'hello' } }), 503)
        expectProblem(
          await client.call('post', '/api/questions/generate', {
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
