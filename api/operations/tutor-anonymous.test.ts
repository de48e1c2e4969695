// Issue 27, H1: a signed-out visitor's tutor chats were stored forever (100 chats, +512 KB). Decision 058: the
// server stores none; the browser keeps the conversation and sends its latest messages as `history`.
import { existsSync, mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { AiEngine, TutorInput } from '../ai/types.ts'
import { serverTexts } from '../locales/texts.ts'
import { loadCatalog, loadExamTypes, loadQuestionBank } from '../seed/index.ts'
import { openLowStore } from '../store/index.ts'
import { register } from './auth.ts'
import type { Caller, OperationContext } from './context.ts'
import { streamTutorChat, tutorChat } from './tutor.ts'

const reply = 'A reply of some length. '.repeat(100)

async function lowdbContext() {
  const dir = mkdtempSync(path.join(tmpdir(), 'examready-tutor-'))
  const seen: TutorInput[] = []
  const ai: AiEngine = {
    name: 'offline',
    tutorReply: async (input) => (seen.push(input), reply),
    async *streamTutorReply(input) {
      seen.push(input)
      yield reply
    },
    coachReply: async () => 'ok',
    generateQuestions: async () => [],
  }
  const ctx: OperationContext = {
    store: await openLowStore(dir, loadQuestionBank()),
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
    now: () => new Date('2026-11-28T10:00:00Z'),
  }
  return { ctx, seen, file: path.join(dir, 'tutor-sessions.json') }
}

const sizeOf = (file: string) => (existsSync(file) ? statSync(file).size : 0)
const visitor = (i: number): Caller => ({ userId: null, clientKey: `203.0.113.${i % 250}` })

describe('H1: signed-out tutor chats', () => {
  it('100 signed-out chats (JSON and streamed) leave the tutor store as it was', async () => {
    const { ctx, file } = await lowdbContext()
    const before = sizeOf(file)
    const ids: (string | null | undefined)[] = []
    for (let i = 0; i < 50; i++) {
      ids.push((await tutorChat(ctx, visitor(i), { message: `Question ${i}` })).session?.id ?? null)
      for await (const event of await streamTutorChat(ctx, visitor(i), { message: `Question ${i}` }))
        if (event.event === 'done') ids.push(event.data.sessionId)
    }
    expect(sizeOf(file)).toBe(before)
    expect(ids).toEqual(Array(100).fill(null))
    expect(await ctx.store.tutor.ownerOf('tut_anything')).toBeUndefined()
  })

  it("uses the browser's history signed out, and the stored session's (never the body's) signed in", async () => {
    const { ctx, seen } = await lowdbContext()
    const history = [
      { role: 'user' as const, content: 'Solve 2x = 8' },
      { role: 'assistant' as const, content: 'x = 4' },
    ]
    await tutorChat(ctx, visitor(1), { message: 'Why?', history })
    expect(seen[0].history.map((m) => m.content)).toEqual(['Solve 2x = 8', 'x = 4'])

    const { user } = await register(ctx, visitor(2), {
      email: 'maria@example.test',
      password: 'a long enough passphrase',
      firstName: 'Maria',
    })
    const student: Caller = { userId: user.id, clientKey: '198.51.100.2' }
    const first = await tutorChat(ctx, student, { message: 'Hello', history })
    expect(seen[1].history).toEqual([])
    await tutorChat(ctx, student, { message: 'Again', sessionId: first.session?.id, history })
    expect(seen[2].history.map((m) => m.content)).toEqual(['Hello', reply])
  })

  it("refuses a signed-out caller's session id: someone's is 403, an unknown one 404", async () => {
    const { ctx } = await lowdbContext()
    const { user } = await register(ctx, visitor(3), {
      email: 'ivan@example.test',
      password: 'a long enough passphrase',
      firstName: 'Ivan',
    })
    const mine = await tutorChat(ctx, { userId: user.id, clientKey: '198.51.100.3' }, { message: 'Hi' })
    await expect(tutorChat(ctx, visitor(4), { message: 'hi', sessionId: mine.session?.id })).rejects.toMatchObject({
      status: 403,
    })
    await expect(tutorChat(ctx, visitor(4), { message: 'hi', sessionId: 'tut_nope' })).rejects.toMatchObject({
      status: 404,
    })
  })
})
