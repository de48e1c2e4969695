import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'
import { answered, DAY_MS } from './answered.ts'

// Issue 13: the FSRS review cards made from mistakes, and the mastery read from the answers.

export const reviewCases: Case[] = [
  {
    name: 'GET /api/review/cards?due=true: every wrong or skipped answer is a card due now; the summary counts them',
    operation: 'GET /api/review/cards',
    async run(t) {
      const { client, questions } = await answered(t, ['right', 'wrong', 'skipped'])
      const due = await client.call('get', '/api/review/cards', { query: { due: 'true' } })
      expectStatus(due, 200)
      const ids = due.body.map((i: any) => i.card.questionId).sort()
      expect(
        ids.join() === [questions[1].id, questions[2].id].sort().join(),
        `the wrong and the skipped question are due (got ${ids.join()})`,
      )
      expect(
        due.body.every((i: any) => i.question.id === i.card.questionId && i.card.state === 'New'),
        'each card comes with its question, new',
      )
      const summary = await client.call('get', '/api/review/summary')
      expectStatus(summary, 200)
      expect(
        summary.body.due === 2 && summary.body.total === 2,
        `2 due of 2 (got ${summary.body.due}/${summary.body.total})`,
      )
      expect(typeof summary.body.nextDue === 'string', 'nextDue is set')
      expectProblem(await t.client().call('get', '/api/review/summary'), 401)
      expectProblem(await t.client().call('get', '/api/review/cards'), 401)
    },
  },
  {
    name: 'POST /api/review/cards/{questionId}/grade: right moves the card at least a day ahead, wrong keeps it due within a day',
    operation: 'POST /api/review/cards/{questionId}/grade',
    async run(t) {
      const { client, questions } = await answered(t, ['wrong', 'wrong'])
      const [a, b] = questions
      const before = Date.now()
      const right = await client.call('post', '/api/review/cards/{questionId}/grade', {
        params: { questionId: a.id },
        body: { chosen: a.correctAnswer, correct: true, seconds: Math.round(a.timeLimit / 2) },
      })
      expectStatus(right, 200)
      expect(right.body.rating === 'Good', `right in half the time is Good (got ${right.body.rating})`)
      expect(
        Date.parse(right.body.card.due) - before >= DAY_MS && right.body.card.reps === 1,
        `due at least a day ahead (got ${right.body.card.due})`,
      )
      const wrong = await client.call('post', '/api/review/cards/{questionId}/grade', {
        params: { questionId: b.id },
        body: { chosen: b.options.find((o: string) => o !== b.correctAnswer), correct: false, seconds: 10 },
      })
      expectStatus(wrong, 200)
      expect(wrong.body.rating === 'Again', 'a wrong answer is Again')
      expect(
        Date.parse(wrong.body.card.due) - Date.now() <= DAY_MS,
        `due again within a day (got ${wrong.body.card.due})`,
      )
      const due = await client.call('get', '/api/review/cards', { query: { due: 'true' } })
      expect(!due.body.some((i: any) => i.card.questionId === a.id), 'the card answered right is no longer due')
      const all = await client.call('get', '/api/review/cards')
      expect(all.body.length === 2, 'both cards are still listed without due=true')
      expectProblem(
        await client.call('post', '/api/review/cards/{questionId}/grade', {
          params: { questionId: 'no-card-here' },
          body: { chosen: null, correct: false, seconds: 1 },
        }),
        404,
      )
      expectProblem(
        await client.call('post', '/api/review/cards/{questionId}/grade', {
          params: { questionId: a.id },
          body: { chosen: null, correct: false, seconds: -5 },
        }),
        400,
      )
    },
  },
  {
    name: 'POST /api/review/cards/{questionId}/grade with reps is idempotent: a retried grade reschedules once',
    operation: 'POST /api/review/cards/{questionId}/grade',
    async run(t) {
      const { client, questions } = await answered(t, ['wrong'])
      const [a] = questions
      const body = { chosen: a.correctAnswer, correct: true, seconds: Math.round(a.timeLimit / 2), reps: 0 }
      const first = await client.call('post', '/api/review/cards/{questionId}/grade', {
        params: { questionId: a.id },
        body,
      })
      expectStatus(first, 200)
      expect(first.body.card.reps === 1, `graded once (reps ${first.body.card.reps})`)
      const again = await client.call('post', '/api/review/cards/{questionId}/grade', {
        params: { questionId: a.id },
        body,
      })
      expectStatus(again, 200)
      expect(
        again.body.card.reps === 1 && again.body.card.due === first.body.card.due,
        `the retry leaves the card as the first grade left it (reps ${again.body.card.reps})`,
      )
      const next = await client.call('post', '/api/review/cards/{questionId}/grade', {
        params: { questionId: a.id },
        body: { ...body, reps: 1 },
      })
      expectStatus(next, 200)
      expect(next.body.card.reps === 2, 'a new grade with the current reps is applied')
    },
  },
  {
    name: "review cards: another user's cards are invisible (list, summary, grade)",
    operation: 'GET /api/review/summary',
    async run(t) {
      const { questions } = await answered(t, ['wrong'], await t.existingUser('Worker'))
      const stranger = await t.existingUser('Stranger')
      const cards = await stranger.client.call('get', '/api/review/cards')
      expect(cards.body.length === 0, 'no cards listed')
      const summary = await stranger.client.call('get', '/api/review/summary')
      expect(
        summary.body.due === 0 && summary.body.total === 0 && summary.body.nextDue === null,
        'the summary is empty',
      )
      expectProblem(
        await stranger.client.call('post', '/api/review/cards/{questionId}/grade', {
          params: { questionId: questions[0].id },
          body: { chosen: null, correct: false, seconds: 1 },
        }),
        404,
      )
    },
  },
  {
    name: 'GET /api/mastery: per subject and topic from the answers; the weakness analysis uses the topics',
    operation: 'GET /api/mastery',
    async run(t) {
      const { client, user, questions } = await answered(t, ['right', 'wrong', 'skipped', 'right', 'wrong', 'right'])
      const res = await client.call('get', '/api/mastery', { query: { bucket: 'day' } })
      expectStatus(res, 200)
      const subject = res.body.subjects.find((s: any) => s.examType === 'SAT' && s.subject === 'Math Calculator')
      expect(subject && subject.answered === 6 && subject.correct === 3, 'SAT Math Calculator: 3 of 6')
      const topics = new Set(questions.map((q) => q.topic))
      expect(subject.topics.length === topics.size, `one entry per topic (${topics.size})`)
      expect(
        res.body.overTime.length === 1 && res.body.overTime[0].answered === 6 && res.body.overTime[0].accuracy === 50,
        'today: 6 answered, 50%',
      )
      const analysis = await client.call('post', '/api/analysis/weaknesses', { body: { userId: user.id } })
      expectStatus(analysis, 200)
      expect(
        analysis.body.recommendations.length > 0 &&
          analysis.body.recommendations.every((r: any) => r.skill.startsWith('Math Calculator: ')),
        `recommendations name topics (got ${analysis.body.recommendations.map((r: any) => r.skill).join(', ')})`,
      )
      expectProblem(await t.client().call('get', '/api/mastery'), 401)
    },
  },
]
