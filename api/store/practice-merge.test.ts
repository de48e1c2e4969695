import { describe, expect, it } from 'vitest'
import { createMemoryStore } from './memory.ts'

describe('topicBreakdown PATCHes (issue 11, item 11)', () => {
  it('merges per topic, so two clients patching different topics at once both keep theirs', async () => {
    const store = createMemoryStore([])
    const user = await store.users.create({ email: 'merge@example.test', firstName: 'M', passwordHash: 'x' })
    if (user === 'email-taken') throw new Error('unexpected')
    const session = await store.practice.create({
      userId: user.id,
      examType: 'NMT',
      subjects: ['Mathematics'],
    } as Parameters<typeof store.practice.create>[0])
    await Promise.all([
      store.practice.update(user.id, session.id, { topicBreakdown: { Algebra: { correct: 2, total: 3 } } }),
      store.practice.update(user.id, session.id, { topicBreakdown: { Geometry: { correct: 1, total: 4 } } }),
    ])
    await store.practice.update(user.id, session.id, { topicBreakdown: { Algebra: { correct: 3, total: 4 } } })
    expect((await store.practice.get(user.id, session.id))?.topicBreakdown).toEqual({
      Algebra: { correct: 3, total: 4 },
      Geometry: { correct: 1, total: 4 },
    })
  })
})
