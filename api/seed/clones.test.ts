import { describe, expect, it } from 'vitest'
import type { Question } from '../../openapi/types.ts'
import { clonesAbove, closestPairs, CLONE_THRESHOLD } from './clones.ts'
import { loadQuestionBank } from './index.ts'

const item = (id: string, questionText: string, options: string[], extra: Partial<Question> = {}) =>
  ({ id, questionText, options, correctAnswer: options[0], ...extra }) as Question

describe('clone detector', () => {
  it('finds a template twin (numbers changed) and a reworded twin, and leaves distinct items apart', () => {
    const pairs = closestPairs(
      [
        item(
          't1',
          'x + y = 10, x − y = 4. If (x, y) is the solution to the system of equations above, what is the value of x?',
          ['7', '3', '6', '14'],
        ),
        item(
          't2',
          'x + y = 12, x − y = 2. If (x, y) is the solution to the system of equations above, what is the value of x?',
          ['7', '5', '10', '14'],
        ),
        item(
          'p1',
          'Which revision makes the sentence most concise? "Due to the fact that it rained, the game was postponed."',
          [
            'Because it rained, the game was postponed.',
            'The game was postponed.',
            'Due to rain, the game was postponed until a later date.',
            'It rained.',
          ],
        ),
        item(
          'p2',
          'Which revision of the sentence is most concise? "Due to the fact that it rained, the game was postponed until later."',
          [
            'Because it rained, the game was postponed.',
            'The game was postponed.',
            'Due to rain, the game was postponed to a later date.',
            'It rained.',
          ],
        ),
        item('d1', 'Which gland releases antidiuretic hormone into the blood?', [
          'posterior pituitary',
          'thyroid',
          'adrenal cortex',
          'pancreas',
        ]),
      ],
      10,
    )
    const above = clonesAbove(pairs).map((p) => [p.a, p.b].sort().join('/'))
    expect(above).toEqual(expect.arrayContaining(['t1/t2', 'p1/p2']))
    expect(above.some((p) => p.includes('d1'))).toBe(false)
  })

  it(`finds no clone in the bank: no two items or passages at ${CLONE_THRESHOLD} or more`, () => {
    expect(clonesAbove(closestPairs(loadQuestionBank(), 20))).toEqual([])
  }, 120_000)
})
