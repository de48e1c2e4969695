import { describe, expect, it } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { loadQuestionBank } from '../seed/index.ts'
import { createMemoryStore } from '../store/memory.ts'
import { acceptReviewed, checkMaths, pendingReviews, reviewItem } from './bank-review.ts'

const bank = loadQuestionBank()

const item = (overrides: Partial<Question> = {}): Question => ({
  id: `gen_review_${Math.random().toString(36).slice(2)}`,
  examType: 'SAT',
  countryCode: 'US',
  section: 'Math No Calculator',
  topic: 'linear_equations',
  difficulty: 'Easy',
  questionText: 'If 3x + 5 = 20, what is the value of x?',
  options: ['A) 3', 'B) 5', 'C) 15', 'D) 25/3'],
  correctAnswer: 'B) 5',
  explanation: 'Subtract 5 from both sides: 3x = 15, so x = 5.',
  timeLimit: 90,
  source: 'generated',
  createdAt: '2026-11-24T10:00:00.000Z',
  ...overrides,
})

describe('bank review: the checks before a generated item joins the shared bank', () => {
  it('re-solves the maths: agrees with a right key, flags a wrong one as a problem, says when it cannot read', () => {
    expect(checkMaths(item())).toMatchObject({ status: 'agrees', key: 5 })
    const wrong = item({ correctAnswer: 'A) 3' })
    expect(checkMaths(wrong)).toMatchObject({ status: 'disagrees', key: 3, solved: [5] })
    expect(reviewItem(wrong, bank).problems.join()).toMatch(/offline maths engine gets 5, the key says 3/)
    expect(checkMaths(item({ questionText: 'Which statement about the graph is true?' }))).toMatchObject({
      status: 'not-read',
    })
    // "Pick 2 of 5" keyed `2,5` is two picks, not the number 2.5 (whatever the stem solves to).
    const picks = item({
      questionText: 'What is 5/2?',
      type: 'multiple-select',
      options: [],
      selection: { count: 2, choices: ['1', '2', '3', '4', '5'] },
      correctAnswer: '2,5',
    })
    expect(checkMaths(picks)).toMatchObject({ status: 'not-read', reason: 'multiple-select item' })
  })

  it("applies the bank's rules: a key that is not an option, a near-copy of a bank item", () => {
    expect(reviewItem(item(), bank).problems).toEqual([])
    expect(reviewItem(item({ correctAnswer: 'E) 7' }), bank).problems.length).toBeGreaterThan(0)
    const copy = bank.find((q) => q.examType === 'SAT' && q.section === 'Math No Calculator')!
    expect(reviewItem({ ...copy, id: 'gen_copy', source: 'generated' }, bank).problems.join()).toMatch(/duplicate/i)
  })

  it('accepts only items that wait and pass; the rest are refused with the reason, and nothing else changes', async () => {
    const store = createMemoryStore(bank)
    const good = item()
    const wrongKey = item({ correctAnswer: 'A) 3', questionText: 'If 3x + 5 = 20, find x.' })
    await store.questions.addGenerated([good, wrongKey], 'usr_author')
    const queue = await pendingReviews(store.questions, { limit: 10, offset: 0 })
    expect(queue.map((r) => [r.question.id, r.requester, r.problems.length > 0])).toEqual([
      [good.id, 'usr_author', false],
      [wrongKey.id, 'usr_author', true],
    ])

    const result = await acceptReviewed(store.questions, [good.id, wrongKey.id, 'gen_unknown', good.id])
    expect(result.accepted).toEqual([good.id])
    expect(result.refused.map((r) => r.id)).toEqual([wrongKey.id, 'gen_unknown'])
    expect(result.refused[0].reason).toMatch(/the key says 3/)
    expect((await pendingReviews(store.questions, { limit: 10, offset: 0 })).map((r) => r.question.id)).toEqual([
      wrongKey.id,
    ])
    const listed = await store.questions.list(
      { examType: 'SAT', section: 'Math No Calculator', owner: 'usr_someone_else' },
      { limit: 1000, offset: 0 },
    )
    expect(listed.map((q) => q.id)).toContain(good.id)
    expect(listed.map((q) => q.id)).not.toContain(wrongKey.id)
  })
})
