import { describe, expect, it } from 'vitest'
import type { Difficulty } from '../../openapi/types.ts'
import type { AnswerOutcome } from '../store/types.ts'
import { itemStatistics } from './item-difficulty.ts'

/** A seeded synthetic history: 400 students of spread ability answer 6 items under a logistic (Rasch) model. */
function history(items: { id: string; ease: number; keyWrong?: boolean }[]): AnswerOutcome[] {
  let a = 2026
  const random = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), a | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const out: AnswerOutcome[] = []
  for (let u = 0; u < 400; u++) {
    const ability = (random() + random() + random() - 1.5) * 3
    for (const item of items) {
      const right = random() < 1 / (1 + Math.exp(-(ability + item.ease)))
      out.push({ userId: `u${u}`, questionId: item.id, correct: item.keyWrong ? !right : right })
    }
  }
  return out
}

describe('difficulty from data', () => {
  const items = [
    { id: 'easy-labelled-easy', ease: 2.5, label: 'Easy' },
    { id: 'easy-labelled-hard', ease: 2.5, label: 'Hard' },
    { id: 'medium-labelled-medium', ease: 0, label: 'Medium' },
    { id: 'hard-labelled-hard', ease: -2.5, label: 'Hard' },
    { id: 'hard-labelled-easy', ease: -2.5, label: 'Easy' },
    { id: 'wrong-key', ease: 0, label: 'Medium', keyWrong: true },
  ]
  const stats = itemStatistics(
    items.map((i) => ({ id: i.id, difficulty: i.label as Difficulty })),
    history(items),
  )
  const byId = new Map(stats.map((s) => [s.id, s]))

  it('reads the share right and flags the labels the answers contradict', () => {
    expect(byId.get('easy-labelled-easy')!.flags).toEqual([])
    expect(byId.get('hard-labelled-hard')!.flags).toEqual([])
    expect(byId.get('medium-labelled-medium')!.flags).toEqual([])
    expect(byId.get('easy-labelled-hard')!.flags.join()).toMatch(/labelled Hard, answers say Easy/)
    expect(byId.get('hard-labelled-easy')!.flags.join()).toMatch(/labelled Easy, answers say Hard/)
    expect(byId.get('easy-labelled-easy')!.shareCorrect).toBeGreaterThan(0.7)
    expect(byId.get('hard-labelled-hard')!.shareCorrect).toBeLessThan(0.4)
  })

  it('measures discrimination: stronger students do better on a sound item, worse on one with a wrong key', () => {
    expect(byId.get('medium-labelled-medium')!.discrimination).toBeGreaterThan(0.15)
    expect(byId.get('wrong-key')!.discrimination).toBeLessThan(0)
    expect(byId.get('wrong-key')!.flags.join()).toMatch(/weak discrimination/)
    expect(stats[stats.length - 1].flags).toEqual([])
  })

  it('leaves out items with too few answers and answers to items outside the bank', () => {
    const few = itemStatistics(
      [{ id: 'x', difficulty: 'Easy' }],
      [
        { userId: 'a', questionId: 'x', correct: true },
        { userId: 'a', questionId: 'not-in-bank', correct: false },
      ],
    )
    expect(few).toEqual([])
  })
})
