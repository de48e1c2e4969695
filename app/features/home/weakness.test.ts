import { describe, expect, it } from 'vitest'
import { homeTier, weaknessAction } from './weakness.ts'

const alberta = { name: 'ALBERTA_DIPLOMA', sections: ['Math 30-1', 'English 30-1'] } as const
const ontario = { name: 'ONTARIO_OSSLT', sections: ['Reading', 'Writing'] } as const

describe('weakness card links', () => {
  it("links a subject of the chosen exam to that exam's practice", () => {
    expect(weaknessAction({ ...alberta, sections: [...alberta.sections] }, 'English 30-1', 40)).toEqual({
      kind: 'practice',
      href: '/practice?exam=ALBERTA_DIPLOMA&section=English%2030-1',
    })
  })
  it('never pairs the chosen exam with a subject of another exam', () => {
    expect(weaknessAction({ ...ontario, sections: [...ontario.sections] }, 'Math 30-1', 40)).toEqual({
      kind: 'choose',
      href: '/select-country',
    })
    expect(weaknessAction(undefined, 'Math 30-1', 40).kind).toBe('choose')
  })
  it('offers Advanced above 75%, Practice otherwise', () => {
    const exam = { ...alberta, sections: [...alberta.sections] }
    expect(weaknessAction(exam, 'Math 30-1', 75).kind).toBe('practice')
    expect(weaknessAction(exam, 'Math 30-1', 75.1).kind).toBe('advanced')
  })
})

describe('home grade tiers', () => {
  it('90 A+, 85 A, 80 A-, 75 B+, 70 B, below 70 none', () => {
    expect([90, 89.9, 85, 80, 75, 70, 69.9, 0].map((p) => homeTier(p).grade)).toEqual([
      'A+',
      'A',
      'A',
      'A-',
      'B+',
      'B',
      null,
      null,
    ])
  })
})
