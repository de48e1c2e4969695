import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { AiUnavailableError, type AiEngine, type TutorInput } from '../ai/types.ts'
import { apiRoutes } from '../http/routes.ts'
import { serverTexts } from '../locales/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../seed/index.ts'
import { createMemoryStore } from '../store/memory.ts'
import { register } from './auth.ts'
import type { Caller, OperationContext } from './context.ts'
import { startPractice, updatePractice } from './practice.ts'
import { TUTOR_SLOW_DETAIL, streamTutorChat, tutorChat, type TutorStreamEvent } from './tutor.ts'

/**
 * An engine that writes `pieces`, then ends, fails or hangs until its signal aborts; it records the input it
 * got and whether the reply was cancelled.
 */
function scriptedEngine(pieces: string[], end: 'finish' | 'fail' | 'hang' = 'finish') {
  const seen: { input?: TutorInput; aborted: boolean; started: number } = { aborted: false, started: 0 }
  const engine: AiEngine = {
    name: 'offline',
    tutorReply: async (input) => {
      seen.input = input
      return pieces.join('')
    },
    async *streamTutorReply(input, signal) {
      seen.input = input
      seen.started += 1
      signal?.addEventListener('abort', () => (seen.aborted = true), { once: true })
      for (const piece of pieces) {
        signal?.throwIfAborted()
        yield piece
        await new Promise((resolve) => setTimeout(resolve, 1))
      }
      if (end === 'fail') throw new AiUnavailableError('AI provider did not reply within 30000 ms')
      if (end === 'hang') {
        signal?.throwIfAborted()
        await new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason)))
      }
    },
    coachReply: async () => 'ok',
    generateQuestions: async () => [],
  }
  return { engine, seen }
}

function context(ai: AiEngine): OperationContext {
  const store = createMemoryStore(loadQuestionBank())
  return {
    store,
    ai,
    catalog: loadCatalog(),
    examTypes: loadExamTypes(),
    studyNotes: () => [],
    passwords: {
      hash: async (p) => `plain$${p}`,
      verify: async (p, stored) => stored === `plain$${p}`,
      dummyHash: async () => 'plain$',
    },
    texts: serverTexts,
    now: () => new Date('2026-11-24T10:00:00Z'),
  }
}
const anonymous: Caller = { userId: null, clientKey: '203.0.113.9' }

async function collect(events: AsyncIterable<TutorStreamEvent>): Promise<TutorStreamEvent[]> {
  const all: TutorStreamEvent[] = []
  for await (const e of events) all.push(e)
  return all
}

describe('the streamed tutor turn', () => {
  it('streams deltas, then done (signed out: nothing stored); passes language, question and visitor progress', async () => {
    const { engine, seen } = scriptedEngine(['3x = 12, ', 'so x = 4.'])
    const ctx = context(engine)
    const body = {
      message: ' Solve 3x + 5 = 17 ',
      language: 'uk' as const,
      languageExplicit: true,
      question: { questionText: 'Solve 3x + 5 = 17', options: ['3', '4', '5', '6'], answered: false },
      progress: {
        examType: 'SAT' as const,
        weakAreas: Array.from({ length: 20 }, (_, i) => ({ section: `S${i}`, accuracy: 100 - i })),
      },
    }
    const events = await collect(await streamTutorChat(ctx, anonymous, body))
    expect(events.map((e) => e.event)).toEqual(['delta', 'delta', 'done'])
    // Signed out: the reply, and nothing stored (decision 058).
    expect(events[2].data).toEqual({ sessionId: null, response: '3x = 12, so x = 4.' })
    expect(seen.input).toMatchObject({ language: 'uk', languageExplicit: true, question: body.question })
    // A visitor's progress: the weakest 12 of the 20 sent, weakest first.
    expect(seen.input?.progress?.source).toBe('browser')
    expect(seen.input?.progress?.weakAreas).toHaveLength(12)
    expect(seen.input?.progress?.weakAreas[0]).toMatchObject({ section: 'S19', accuracy: 81 })
  })

  it("a signed-in student's plan uses the account's weak subjects and topics, not the body's", async () => {
    const { engine, seen } = scriptedEngine(['plan'])
    const ctx = context(engine)
    const { user } = await register(ctx, anonymous, {
      email: 'olena@example.test',
      password: 'long-enough-1',
      firstName: 'Olena',
    })
    const olena: Caller = { userId: user.id, clientKey: 'x' }
    const practice = await startPractice(ctx, olena, {
      userId: user.id,
      examType: 'SAT',
      countryCode: 'US',
      subjects: ['Math Calculator'],
      questionsAttempted: 0,
      questionsCorrect: 0,
      totalTime: 0,
      completed: false,
    })
    await updatePractice(ctx, olena, {
      id: practice.id,
      patch: {
        questionsAttempted: 4,
        questionsCorrect: 1,
        subjectScores: { 'Math Calculator': 25 },
        topicBreakdown: { linear_equations: { correct: 0, total: 2 }, percentages: { correct: 1, total: 2 } },
        completed: true,
      },
    })
    await collect(
      await streamTutorChat(ctx, olena, {
        message: 'Make me a study plan',
        progress: { weakAreas: [{ section: 'Not mine', accuracy: 1 }] },
      }),
    )
    expect(seen.input?.progress).toMatchObject({
      source: 'account',
      examType: 'SAT',
      scorePercentage: 25,
      weakAreas: [
        { examType: 'SAT', section: 'Math Calculator', accuracy: 25, answered: 4 },
        { examType: 'SAT', topic: 'linear_equations', accuracy: 0, answered: 2 },
        { examType: 'SAT', topic: 'percentages', accuracy: 50, answered: 2 },
      ],
    })
    // The JSON call passes the same fields.
    await tutorChat(ctx, olena, { message: 'Explain my weakest topic', language: 'pl' })
    expect(seen.input).toMatchObject({ language: 'pl', languageExplicit: false, progress: { source: 'account' } })
  })

  it('checks ownership before streaming: the same problems as the JSON call', async () => {
    const ctx = context(scriptedEngine(['x']).engine)
    await expect(streamTutorChat(ctx, anonymous, { message: 'hi', userId: 'usr_someone' })).rejects.toMatchObject({
      status: 403,
    })
    await expect(streamTutorChat(ctx, anonymous, { message: 'hi', sessionId: 'tut_nope' })).rejects.toMatchObject({
      status: 404,
    })
  })

  it('a provider failure or deadline ends the stream with a 503 error event that says the tutor is slow; nothing is stored', async () => {
    const { engine } = scriptedEngine(['Part of a reply '], 'fail')
    const ctx = context(engine)
    const events = await collect(await streamTutorChat(ctx, anonymous, { message: 'hi' }))
    expect(events.map((e) => e.event)).toEqual(['delta', 'error'])
    expect(events[1].data).toMatchObject({ status: 503, detail: TUTOR_SLOW_DETAIL })
    expect(await ctx.store.tutor.listByUser(null as never)).toHaveLength(0)
  })

  it('aborting the signal cancels the engine and stores nothing', async () => {
    const { engine, seen } = scriptedEngine(['one ', 'two '], 'hang')
    const ctx = context(engine)
    const controller = new AbortController()
    const events: string[] = []
    for await (const e of await streamTutorChat(ctx, anonymous, { message: 'hi' }, controller.signal)) {
      events.push(e.event)
      if (events.length === 2) controller.abort()
    }
    expect(events).toEqual(['delta', 'delta'])
    expect(seen.aborted).toBe(true)
    expect(await ctx.store.tutor.listByUser(null as never)).toHaveLength(0)
  })
})

describe('the Express adapter', () => {
  async function serve(ai: AiEngine) {
    const app = express()
    app.use(express.json())
    app.use((req, _res, next) => {
      // No express-session here: the caller is anonymous.
      ;(req as unknown as { session: object }).session = {}
      next()
    })
    app.use('/api', apiRoutes(context(ai)))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/tutor/chat/stream` }
  }

  it('writes server-sent events with headers that no proxy or compression buffers', async () => {
    const { server, url } = await serve(scriptedEngine(['a ', 'b']).engine)
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hi' }),
      })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
      expect(res.headers.get('cache-control')).toContain('no-transform')
      const text = await res.text()
      expect(text).toMatch(
        /^event: delta\ndata: \{"text":"a "\}\n\nevent: delta\ndata: \{"text":"b"\}\n\nevent: done\n/,
      )
    } finally {
      server.close()
    }
  })

  it('a client that goes away cancels the reply upstream', async () => {
    const { engine, seen } = scriptedEngine(['first '], 'hang')
    const { server, url } = await serve(engine)
    try {
      const controller = new AbortController()
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'hi' }),
        signal: controller.signal,
      })
      const reader = res.body!.getReader()
      const first = new TextDecoder().decode((await reader.read()).value)
      expect(first).toContain('event: delta')
      controller.abort()
      await expect.poll(() => seen.aborted, { timeout: 2000 }).toBe(true)
    } finally {
      server.closeAllConnections()
      server.close()
    }
  })
})
