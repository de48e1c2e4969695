import type { Case } from '../harness.ts'
import { expect, expectProblem, expectStatus } from '../harness.ts'
import { answered, answerFor, sat, sessionOf } from './answered.ts'

// Issue 13: the answer history of practice sessions and the visitor history's import.

export const answerCases: Case[] = [
  {
    name: 'PATCH /api/practice/sessions/{id} records answers; GET /api/answers lists them newest first with their questions',
    operation: 'GET /api/answers',
    async run(t) {
      const { client, session, questions } = await answered(t, ['right', 'wrong', 'skipped', 'right', 'wrong'])
      const res = await client.call('get', '/api/answers', { query: { sessionId: session.id } })
      expectStatus(res, 200)
      expect(res.body.items.length === 5 && res.body.nextCursor === null, 'the 5 answers, on one page')
      const byQuestion = new Map(res.body.items.map((a: any) => [a.questionId, a]))
      for (const q of questions) {
        const item: any = byQuestion.get(q.id)
        expect(item, `the answer to ${q.id} is listed`)
        expect(item.sessionId === session.id && typeof item.answeredAt === 'string', 'stamped with session and time')
        expect(
          item.question?.id === q.id &&
            item.question.correctAnswer === q.correctAnswer &&
            item.question.explanation === q.explanation,
          'joined with its question (correct answer and explanation)',
        )
      }
      const times = res.body.items.map((a: any) => a.answeredAt)
      expect(
        times.every((x: string, i: number) => i === 0 || times[i - 1] >= x),
        'newest first',
      )
      const skipped: any = byQuestion.get(questions[2].id)
      expect(skipped.chosen === null && skipped.correct === false, 'a skipped question keeps chosen null')
    },
  },
  {
    name: 'PATCH /api/practice/sessions/{id}: the server grades from the key; a lying correct: true is stored false and makes a card',
    operation: 'PATCH /api/practice/sessions/{id}',
    async run(t) {
      const s = await sessionOf(t)
      const [lied, undersold] = sat()
      const answers = [
        { ...answerFor(lied, 'wrong'), correct: true },
        { ...answerFor(undersold, 'right'), correct: false },
      ]
      const res = await s.client.call('patch', '/api/practice/sessions/{id}', {
        params: { id: s.session.id },
        body: { answers },
      })
      expectStatus(res, 200)
      const list = await s.client.call('get', '/api/answers', { query: { sessionId: s.session.id } })
      expectStatus(list, 200)
      const byQuestion = new Map(list.body.items.map((a: any) => [a.questionId, a]))
      const wrong: any = byQuestion.get(lied.id)
      const right: any = byQuestion.get(undersold.id)
      expect(wrong?.correct === false, `a wrong option sent with correct: true is stored wrong (got ${wrong?.correct})`)
      expect(
        right?.correct === true,
        `the keyed option sent with correct: false is stored right (got ${right?.correct})`,
      )
      const cards = await s.client.call('get', '/api/review/cards')
      expectStatus(cards, 200)
      const carded = cards.body.map((i: any) => i.card.questionId)
      expect(
        carded.length === 1 && carded[0] === lied.id,
        `the corrected mistake, and only it, is a review card (got ${carded.join()})`,
      )
    },
  },
  {
    name: 'GET /api/answers: mistakes=true keeps wrong and skipped ones; exam, section and topic filter; pages by cursor',
    operation: 'GET /api/answers',
    async run(t) {
      const { client, questions } = await answered(t, ['right', 'wrong', 'skipped', 'right', 'wrong'])
      const mistakes = await client.call('get', '/api/answers', { query: { mistakes: 'true' } })
      expectStatus(mistakes, 200)
      const ids = mistakes.body.items.map((a: any) => a.questionId).sort()
      expect(
        ids.join() === [questions[1].id, questions[2].id, questions[4].id].sort().join(),
        `the 2 wrong and the skipped answer (got ${ids.join()})`,
      )
      const nmt = await client.call('get', '/api/answers', { query: { examType: 'NMT' } })
      expect(nmt.body.items.length === 0, 'no NMT answers')
      const section = await client.call('get', '/api/answers', { query: { section: 'Math Calculator' } })
      expect(section.body.items.length === 5, 'all 5 in the section')
      const topic = questions[0].topic
      const byTopic = await client.call('get', '/api/answers', { query: { topic } })
      const expected = questions.filter((q) => q.topic === topic).length
      expect(byTopic.body.items.length === expected, `${expected} answers on topic ${topic}`)
      const seen: string[] = []
      let cursor: string | undefined
      for (let i = 0; i < 5; i++) {
        const page: any = await client.call('get', '/api/answers', {
          query: { limit: 2, ...(cursor ? { cursor } : {}) },
        })
        expectStatus(page, 200)
        seen.push(...page.body.items.map((a: any) => a.id))
        cursor = page.body.nextCursor ?? undefined
        if (!cursor) break
      }
      expect(
        seen.length === 5 && new Set(seen).size === 5,
        `pages of 2 give the 5 answers once each (got ${seen.length})`,
      )
      expectProblem(await client.call('get', '/api/answers', { query: { cursor: 'not-a-cursor' } }), 400)
      expectProblem(await client.call('get', '/api/answers', { query: { limit: 0 } }), 400)
    },
  },
  {
    name: 'PATCH /api/practice/sessions/{id} answers: 400 unknown question, duplicate, negative time; 403 another user; nothing kept',
    operation: 'PATCH /api/practice/sessions/{id}',
    async run(t) {
      const { client, session, questions } = await answered(t, ['right'], await t.existingUser('Worker'))
      const [q] = questions
      const other = sat()[1]
      const patch = (body: unknown, c = client) =>
        c.call('patch', '/api/practice/sessions/{id}', { params: { id: session.id }, body })
      const unknown = await patch({ answers: [{ ...answerFor(other, 'right'), questionId: 'no-such-question-1' }] })
      expectProblem(unknown, 400)
      expect(
        unknown.body.errors?.some((e: any) => e.path === '/body/answers/0/questionId'),
        'the unknown question is named',
      )
      expectProblem(await patch({ answers: [answerFor(q, 'wrong')] }), 400)
      expectProblem(await patch({ answers: [answerFor(other, 'right'), answerFor(other, 'wrong')] }), 400)
      expectProblem(await patch({ answers: [answerFor(other, 'right', { seconds: -1 })] }), 400)
      const stranger = await t.existingUser('Stranger')
      expectProblem(await patch({ answers: [answerFor(other, 'right')] }, stranger.client), 403)
      expectProblem(
        await t.client().call('patch', '/api/practice/sessions/{id}', {
          params: { id: session.id },
          body: { answers: [answerFor(other, 'right')] },
        }),
        401,
      )
      const list = await client.call('get', '/api/answers', { query: { sessionId: session.id } })
      expect(
        list.body.items.length === 1 && list.body.items[0].questionId === q.id,
        'refused updates kept no answer (only the first one is there)',
      )
      const demo = await patch({
        answers: [
          {
            questionId: 'nmt-builtin-1',
            examType: 'NMT',
            section: 'Ukrainian Language',
            topic: 'grammar',
            difficulty: 'Easy',
            chosen: null,
            correct: false,
            seconds: 0,
          },
        ],
      })
      expectStatus(demo, 200)
    },
  },
  {
    name: 'GET /api/answers: 401 signed out; another user sees none of them',
    operation: 'GET /api/answers',
    async run(t) {
      await answered(t, ['wrong', 'right'], await t.existingUser('Worker'))
      expectProblem(await t.client().call('get', '/api/answers'), 401)
      const stranger = await t.existingUser('Stranger')
      const res = await stranger.client.call('get', '/api/answers')
      expectStatus(res, 200)
      expect(res.body.items.length === 0 && res.body.nextCursor === null, 'a new user has no answers')
    },
  },
  {
    name: 'POST /api/answers/import moves a visitor history in once: the same import twice counts once',
    operation: 'POST /api/answers/import',
    async run(t) {
      const person = await t.newUser()
      const [q1, q2, q3] = sat()
      const at = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
      const answers = [
        answerFor(q1, 'wrong', { answeredAt: at(30) }),
        answerFor(q2, 'right', { answeredAt: at(20) }),
        answerFor(q2, 'wrong', { answeredAt: at(10) }),
        { ...answerFor(q3, 'wrong', { answeredAt: at(5) }), questionId: 'unknown-question-9' },
      ]
      const card = {
        questionId: q3.id,
        examType: q3.examType,
        section: q3.section,
        topic: q3.topic,
        due: at(60),
        stability: 0,
        difficulty: 0,
        elapsedDays: 0,
        scheduledDays: 0,
        learningSteps: 0,
        reps: 0,
        lapses: 0,
        state: 'New',
        lastReview: null,
      }
      const first = await person.client.call('post', '/api/answers/import', { body: { answers, cards: [card] } })
      expectStatus(first, 200)
      expect(
        first.body.answers.imported === 3 && first.body.answers.skipped === 1 && first.body.cards.imported === 1,
        `3 answers and 1 card imported, the unknown question skipped (got ${JSON.stringify(first.body)})`,
      )
      const again = await person.client.call('post', '/api/answers/import', { body: { answers, cards: [card] } })
      expectStatus(again, 200)
      expect(
        again.body.answers.imported === 0 && again.body.cards.imported === 0,
        `the second import adds nothing (got ${JSON.stringify(again.body)})`,
      )
      const list = await person.client.call('get', '/api/answers')
      expect(list.body.items.length === 3, `3 answers listed (got ${list.body.items.length})`)
      expect(
        list.body.items.every((a: any) => a.sessionId === null),
        'imported answers have no session',
      )
      const summary = await person.client.call('get', '/api/review/summary')
      expect(
        summary.body.total === 3 && summary.body.due === 3,
        `cards for q1, q2 (imported mistakes) and q3 (the imported card) (got ${JSON.stringify(summary.body)})`,
      )
      expectProblem(await t.client().call('post', '/api/answers/import', { body: { answers } }), 401)
      expectProblem(
        await person.client.call('post', '/api/answers/import', { body: { answers: [answerFor(q1, 'wrong')] } }),
        400,
      )
    },
  },
]
