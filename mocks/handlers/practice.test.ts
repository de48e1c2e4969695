import { beforeEach, describe, expect, it } from 'vitest'
import { resetMockDb } from '../node.ts'
import { MockClient, type LooseJson } from '../test-client.ts'

beforeEach(() => resetMockDb())

const start = (userId: string) => ({
  userId,
  examType: 'ALBERTA_DIPLOMA',
  countryCode: 'CA',
  province: 'Alberta',
  subjects: ['Math 30-1', 'English 30-1'],
})

describe('practice and progress mocks', () => {
  it('a session patch changes sessions, progress, streak, accuracy and recommendations', async () => {
    const client = new MockClient()
    const user = await client.register()
    const started = await client.call('POST', '/api/practice/start', start(user.id))
    expect(started.status).toBe(201)
    expect(started.body).toMatchObject({
      userId: user.id,
      completed: false,
      completedAt: null,
      scorePercentage: null,
      questionsAttempted: 0,
    })
    expect((await client.call('GET', `/api/progress/${user.id}`)).body).toEqual([])

    const patched = await client.call('PATCH', `/api/practice/sessions/${started.body.id}`, {
      questionsAttempted: 10,
      questionsCorrect: 6,
      subjectScores: { 'Math 30-1': 80, 'English 30-1': 40 },
      completed: true,
      totalTime: 600,
    })
    expect(patched.status).toBe(200)
    // applySessionPatch: the score follows the numbers when none is sent; completedAt is stamped.
    expect(patched.body).toMatchObject({ completed: true, scorePercentage: 60, questionsCorrect: 6 })
    expect(patched.body.completedAt).toEqual(expect.any(String))

    const progress = await client.call('GET', `/api/progress/${user.id}`)
    expect(progress.body).toEqual([
      { examType: 'ALBERTA_DIPLOMA', subject: 'English 30-1', totalQuestions: 5, correctAnswers: 2, accuracy: 40 },
      { examType: 'ALBERTA_DIPLOMA', subject: 'Math 30-1', totalQuestions: 5, correctAnswers: 4, accuracy: 80 },
    ])
    const sessions = await client.call('GET', `/api/sessions/${user.id}`)
    expect(sessions.body).toHaveLength(1)
    expect(sessions.body[0].id).toBe(started.body.id)
    expect((await client.call('GET', '/api/auth/user')).body).toMatchObject({ streak: 1, overallAccuracy: 60 })
    const analysis = await client.call('POST', '/api/analysis/weaknesses', { userId: user.id, language: 'uk' })
    expect(analysis.body.recommendations.map((r: LooseJson) => r.skill)).toEqual(['English 30-1', 'Math 30-1'])
    expect(analysis.body.recommendations[0].description).toMatch(/English 30-1/)
    expect(analysis.body.recommendations[0].timeline).not.toBe('Practice daily')
  })

  it('keeps every user to their own data: 401 signed out, 403 for someone else, 404 unknown', async () => {
    const owner = new MockClient()
    const other = new MockClient()
    const user = await owner.register('Owner')
    await other.register('Other')
    const session = (await owner.call('POST', '/api/practice/start', start(user.id))).body
    const anon = new MockClient()
    expect((await anon.call('POST', '/api/practice/start', start(user.id))).status).toBe(401)
    expect((await other.call('POST', '/api/practice/start', start(user.id))).status).toBe(403)
    expect((await other.call('PATCH', `/api/practice/sessions/${session.id}`, { completed: true })).status).toBe(403)
    expect((await owner.call('PATCH', '/api/practice/sessions/ses_unknown', { completed: true })).status).toBe(404)
    for (const path of [`/api/progress/${user.id}`, `/api/sessions/${user.id}`, `/api/tutor/sessions/${user.id}`]) {
      expect((await anon.call('GET', path)).status).toBe(401)
      const forbidden = await other.call('GET', path)
      expect(forbidden.status).toBe(403)
      expect(forbidden.body).toMatchObject({ type: 'https://examready.app/problems/forbidden', status: 403 })
    }
    expect((await other.call('POST', '/api/analysis/weaknesses', { userId: user.id })).status).toBe(403)
    const tutor = await owner.call('POST', '/api/tutor/chat', { message: 'Explain logarithms', userId: user.id })
    expect(
      (await other.call('POST', '/api/tutor/chat', { message: 'hi', sessionId: tutor.body.session.id })).status,
    ).toBe(403)
  })

  it('rejects impossible numbers with the server rule and leaves the session unchanged', async () => {
    const client = new MockClient()
    const user = await client.register()
    const session = (await client.call('POST', '/api/practice/start', start(user.id))).body
    const bad = await client.call('PATCH', `/api/practice/sessions/${session.id}`, {
      questionsAttempted: 2,
      questionsCorrect: 3,
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors).toEqual([{ path: '/body/questionsCorrect', message: 'must not exceed questionsAttempted' }])
    expect((await client.call('GET', `/api/sessions/${user.id}`)).body[0]).toMatchObject({
      questionsAttempted: 0,
      questionsCorrect: 0,
    })
  })
})
