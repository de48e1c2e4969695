import type { Case, TestContext } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'

function startBody(userId: string) {
  return {
    userId,
    examType: 'ALBERTA_DIPLOMA',
    countryCode: 'CA',
    province: 'Alberta',
    subjects: ['Math 30-1', 'English 30-1'],
    questionsAttempted: 0,
    questionsCorrect: 0,
    totalTime: 0,
    completed: false,
  }
}

async function startedSession(t: TestContext, shared = false) {
  const person = shared ? await t.existingUser('Worker') : await t.newUser()
  const res = await person.client.call('post', '/api/practice/start', { body: startBody(person.user.id) })
  expectStatus(res, 201)
  t.created.practiceSessions.push(res.body.id)
  return { ...person, session: res.body }
}

const FINAL = {
  questionsAttempted: 10,
  questionsCorrect: 6,
  scorePercentage: 60,
  subjectScores: { 'Math 30-1': 80, 'English 30-1': 40 },
  topicBreakdown: { functions: { correct: 4, total: 5 }, reading_comprehension: { correct: 2, total: 5 } },
  completed: true,
  totalTime: 600,
}

export const practiceProgressCases: Case[] = [
  {
    name: 'POST /api/practice/start creates an unfinished session for the caller',
    operation: 'POST /api/practice/start',
    async run(t) {
      const { session, user } = await startedSession(t, true)
      expect(session.userId === user.id, 'the session belongs to the caller')
      expect(
        session.completed === false && session.questionsAttempted === 0 && session.questionsCorrect === 0,
        'a new session is not completed, 0 of 0',
      )
      expect(session.subjects.join() === 'Math 30-1,English 30-1', 'subjects are kept')
    },
  },
  {
    name: 'POST /api/practice/start: 401 signed out, 403 for another userId, 400 for more than 3 subjects or a finished session',
    operation: 'POST /api/practice/start',
    async run(t) {
      const a = await t.existingUser('Worker')
      const b = await t.existingUser('Stranger')
      expectProblem(await t.client().call('post', '/api/practice/start', { body: startBody(a.user.id) }), 401)
      expectProblem(await b.client.call('post', '/api/practice/start', { body: startBody(a.user.id) }), 403)
      expectProblem(
        await a.client.call('post', '/api/practice/start', {
          body: { ...startBody(a.user.id), subjects: ['a', 'b', 'c', 'd'] },
        }),
        400,
      )
      expectProblem(
        await a.client.call('post', '/api/practice/start', { body: { ...startBody(a.user.id), completed: true } }),
        400,
      )
    },
  },
  {
    name: 'POST /api/practice/start with a clientId is idempotent: a retried start answers the same session, counted once',
    operation: 'POST /api/practice/start',
    async run(t) {
      const { client, user } = await t.newUser()
      const body = { ...startBody(user.id), clientId: 'contract-retry-0001' }
      const first = await client.call('post', '/api/practice/start', { body })
      expectStatus(first, 201)
      t.created.practiceSessions.push(first.body.id)
      expect(first.body.clientId === body.clientId, 'the session keeps its clientId')
      const finished = await client.call('patch', '/api/practice/sessions/{id}', {
        params: { id: first.body.id },
        body: FINAL,
      })
      expectStatus(finished, 200)
      const again = await client.call('post', '/api/practice/start', { body })
      expectStatus(again, 201)
      expect(again.body.id === first.body.id, 'a retried start answers the session already started')
      expect(again.body.completed === true, 'as it is now (completed), so the retry knows the finish went through')
      const sessions = await client.call('get', '/api/sessions/{userId}', { params: { userId: user.id } })
      expectStatus(sessions, 200)
      expect(sessions.body.length === 1, 'the session is counted once')
      expectProblem(await client.call('post', '/api/practice/start', { body: { ...body, clientId: 'short' } }), 400)
    },
  },
  {
    name: 'PATCH /api/practice/sessions/{id} completes the session; sessions, progress, streak and accuracy follow',
    operation: 'PATCH /api/practice/sessions/{id}',
    async run(t) {
      const { client, session, user } = await startedSession(t)
      const res = await client.call('patch', '/api/practice/sessions/{id}', { params: { id: session.id }, body: FINAL })
      expectStatus(res, 200)
      expect(
        res.body.completed === true && res.body.questionsCorrect === 6 && res.body.scorePercentage === 60,
        'the final numbers are stored',
      )
      expect(res.body.completedAt, 'completedAt is set')
      const sessions = await client.call('get', '/api/sessions/{userId}', { params: { userId: user.id } })
      expectStatus(sessions, 200)
      const listed = sessions.body.find((s: any) => s.id === session.id)
      expect(
        listed?.completed === true && listed.questionsAttempted === 10 && listed.topicBreakdown.functions.correct === 4,
        'GET /api/sessions shows the completed session with its numbers',
      )
      const progress = await client.call('get', '/api/progress/{userId}', { params: { userId: user.id } })
      expectStatus(progress, 200)
      const math = progress.body.find((p: any) => p.subject === 'Math 30-1')
      const english = progress.body.find((p: any) => p.subject === 'English 30-1')
      expect(math && english, 'progress has an entry per subject')
      expect(
        math.accuracy === 80 && english.accuracy === 40,
        `progress accuracy follows subjectScores (got ${math?.accuracy}, ${english?.accuracy})`,
      )
      expect(math.totalQuestions + english.totalQuestions === 10, 'the questions are shared among the subjects')
      const me = await client.call('get', '/api/auth/user')
      expect(
        me.body.streak === 1 && me.body.overallAccuracy === 60,
        `streak 1 and accuracy 60 after one session today (got ${me.body.streak}, ${me.body.overallAccuracy})`,
      )
      const analysis = await client.call('post', '/api/analysis/weaknesses', { body: { userId: user.id } })
      expectStatus(analysis, 200)
      const skills = analysis.body.recommendations.map((r: any) => r.skill)
      expect(
        skills.join(', ') === 'English 30-1, Math 30-1',
        `the weakest subjects come first, strong ones too (the home card offers Advanced above 75%) (got ${skills.join(', ')})`,
      )
      expect(
        analysis.body.recommendations.every((r: any) => typeof r.accuracy === 'number' && r.methods.length > 0),
        'recommendations carry accuracy and methods',
      )
    },
  },
  {
    name: 'PATCH /api/practice/sessions/{id}: 401 signed out, 403 someone else, 404 unknown id, 400 impossible numbers',
    operation: 'PATCH /api/practice/sessions/{id}',
    async run(t) {
      const { client, session } = await startedSession(t, true)
      const other = await t.existingUser('Stranger')
      expectProblem(
        await t.client().call('patch', '/api/practice/sessions/{id}', { params: { id: session.id }, body: FINAL }),
        401,
      )
      expectProblem(
        await other.client.call('patch', '/api/practice/sessions/{id}', { params: { id: session.id }, body: FINAL }),
        403,
      )
      expectProblem(
        await client.call('patch', '/api/practice/sessions/{id}', { params: { id: 'ses_doesnotexist' }, body: FINAL }),
        404,
      )
      expectProblem(
        await client.call('patch', '/api/practice/sessions/{id}', {
          params: { id: session.id },
          body: { questionsAttempted: 3, questionsCorrect: 4 },
        }),
        400,
      )
      expectProblem(
        await client.call('patch', '/api/practice/sessions/{id}', {
          params: { id: session.id },
          body: { topicBreakdown: { algebra: { correct: 5, total: 2 } } },
        }),
        400,
      )
      expectProblem(
        await client.call('patch', '/api/practice/sessions/{id}', {
          params: { id: session.id },
          body: { scorePercentage: 101 },
        }),
        400,
      )
      expectProblem(
        await client.call('patch', '/api/practice/sessions/{id}', { params: { id: session.id }, body: {} }),
        400,
      )
      const unchanged = await client.call('get', '/api/sessions/{userId}', { params: { userId: session.userId } })
      expect(unchanged.body[0].completed === false, 'rejected patches change nothing')
    },
  },
  {
    name: 'progress, sessions, tutor sessions and weakness analysis: 401 signed out, 403 for another user, empty for a new user',
    operation: 'GET /api/progress/{userId}',
    async run(t) {
      const a = await t.newUser()
      const b = await t.existingUser('Stranger')
      for (const path of ['/api/progress/{userId}', '/api/sessions/{userId}', '/api/tutor/sessions/{userId}']) {
        expectProblem(await t.client().call('get', path, { params: { userId: a.user.id } }), 401)
        expectProblem(await b.client.call('get', path, { params: { userId: a.user.id } }), 403)
        const own = await a.client.call('get', path, { params: { userId: a.user.id } })
        expectStatus(own, 200)
        expect(Array.isArray(own.body) && own.body.length === 0, `${path} is empty for a new user`)
      }
      expectProblem(await t.client().call('post', '/api/analysis/weaknesses', { body: { userId: a.user.id } }), 401)
      expectProblem(await b.client.call('post', '/api/analysis/weaknesses', { body: { userId: a.user.id } }), 403)
      const own = await a.client.call('post', '/api/analysis/weaknesses', { body: { userId: a.user.id } })
      expect(own.body.recommendations.length === 0, 'no recommendations without data')
    },
  },
]
