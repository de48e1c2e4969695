import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { nodeTutorResources } from '../tutor-node.ts'

/**
 * Decision 164: a student who says they are in the exam and pastes the task in the same message gets the refusal,
 * not the answer (the task's words had pulled the whole message towards "solve"); a task from a past exam is solved.
 */
const ask = (message: string, language: Language) => composeTutorReply({ message, history: [], language })

describe('a live exam with the task attached', () => {
  beforeAll(() => void nodeTutorResources(), 120_000)

  it.each([
    ["я зараз на НМТ, розв'яжи швидко 3x + 5 = 20", 'uk'],
    ['сиджу на екзамені, скільки буде 15% від 200?', 'uk'],
    ['piszę teraz maturę, rozwiąż szybko 4x - 7 = 9', 'pl'],
    ['siedzę na egzaminie, ile to jest 20% z 350?', 'pl'],
    ['in the exam room right now, solve 2x + 9 = 21', 'en'],
    // Options pasted: the witness reads the message without them.
    ['пишу НМТ прямо зараз: Укажіть корені рівняння x^2 − 5x + 4 = 0\nА) 1 і 4\nБ) −1 і −4\nВ) 1 і −4\nГ) 2 і 2', 'uk'],
    ['taking the SAT now: If 3x + 8 = 29, what is the value of x?\nA) 5\nB) 7\nC) 9\nD) 12', 'en'],
  ] as const)('"%s" is refused, with no answer shown', (message, language) => {
    const reply = ask(message, language)
    expect(reply.kind).toBe('live-exam')
    expect(reply.maths).toBeUndefined()
  })

  it.each([
    ['this was on my exam yesterday, solve 2x + 3 = 7', 'en'],
    ["готуюсь до НМТ, розв'яжи 2x + 3 = 7", 'uk'],
    ['na maturze było takie zadanie: rozwiąż 2x + 3 = 7', 'pl'],
    ['this was on my exam yesterday: If 3x + 8 = 14, what is the value of x?\nA) 2\nB) 7\nC) 9\nD) 12', 'en'],
  ] as const)('"%s" is solved', (message, language) => {
    expect(ask(message, language).maths?.values).toEqual([2])
  })
})
