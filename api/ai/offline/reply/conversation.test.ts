import { describe, expect, it } from 'vitest'
import type { Language, TutorMessage } from '../../../../openapi/types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { tutorTexts } from '../texts.ts'

/** Decision 164: the student's own answer is judged only when every reading of their message gives one verdict. */
const at = new Date(0).toISOString()
function after(problem: string, answer: string, language: Language) {
  const first = composeTutorReply({ message: problem, history: [], language })
  const history: TutorMessage[] = [
    { role: 'user', content: problem, timestamp: at },
    { role: 'assistant', content: first.text, timestamp: at },
  ]
  return composeTutorReply({ message: answer, history, language })
}

describe("the student's answer checked", () => {
  it.each([
    // Each was called wrong: the 3, the 2 or the 10 was read as part of the answer (or the 7 was left out).
    ['Rozwiąż równanie 5x - 2 = 18', 'wyszło mi 4 w zadaniu 3', 'pl'],
    ['Rozwiąż równanie 5x - 2 = 18', 'w 2 kroku wyszło mi 4', 'pl'],
    ["Розв'яжи рівняння 3x + 4 = 19", 'у 1 завданні в мене 5', 'uk'],
    ['solve 6x - 4 = 20', 'the answer is 4, took me 10 minutes', 'en'],
    ['solve x^2 - 9x + 14 = 0', 'x = 2, 7', 'en'],
    // Another question, not an answer: 30 was called right.
    ['Знайди 20% від 150', 'а 30%?', 'uk'],
    ['Oblicz 20% z 150', 'a 30%?', 'pl'],
  ] as const)('"%s" then "%s": no verdict, the student is asked for the answer alone', (problem, answer, language) => {
    const reply = after(problem, answer, language)
    expect(reply.kind).toBe('check')
    expect(reply.check).toBeUndefined()
    expect(reply.text).toContain(tutorTexts(language).conversation.checkWhichValue.split('{{')[0].slice(0, 30))
  })

  it.each([
    ["розв'яжи x^2 - 16 = 0", 'x = ±4', 'uk', 'right'],
    ["розв'яжи x^2 - 7x + 10 = 0", 'в мене 2 корені: 2 і 5', 'uk', 'right'],
    ['rozwiąż x^2 - 6x + 8 = 0', 'wyszło mi x1 = 2 i x2 = 4', 'pl', 'right'],
    ['rozwiąż x^2 - 6x + 8 = 0', 'wyszło tylko x = 4', 'pl', 'wrong'],
    ['Rozwiąż równanie 5x - 2 = 18', 'w zadaniu 3 wyszło mi 5', 'pl', 'wrong'],
  ] as const)('"%s" then "%s" is %s', (problem, answer, language, verdict) => {
    expect(after(problem, answer, language).check).toBe(verdict)
  })
})
