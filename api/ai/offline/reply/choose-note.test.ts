import { describe, expect, it } from 'vitest'
import type { ExamTypeName, Language } from '../../../../openapi/types.ts'
import type { TutorInput } from '../../types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { detectLanguage } from '../language.ts'

/** Concept questions of decision 128 (none of them in an evaluation set): the note, the reading, the language. */
const ask = (message: string, language: Language, examType?: ExamTypeName) => {
  const input: TutorInput = { message, history: [], language }
  if (examType) input.progress = { source: 'browser', examType, weakAreas: [] }
  return composeTutorReply(input)
}

describe("the student's exam leans the note choice", () => {
  it('a question whose topic two exams file under different keys is answered from the exam the student prepares for', () => {
    // SAT `advanced_math` and NMT `quadratic_functions` both explain the vertex of a parabola.
    expect(ask('how do i find the vertex of a parabola', 'en', 'NMT').sources[0]).toBe('nmt-mathematics-note-14')
    expect(ask('how do i find the vertex of a parabola', 'en', 'SAT').sources[0]).toMatch(/^sat-/)
  })

  it("a topic key the exam shares with another exam keeps the note the search found, not the exam's other idea", () => {
    // Matura's `functions` note is the parabola's vertex; the NMT's `functions` note is the derivative.
    const reply = ask('jak wyznaczyc wierzcholek paraboli z postaci ogolnej', 'pl', 'MATURA_BASIC')
    expect(reply.sources[0]).toBe('matura-basic-mathematics-note-05')
  })
})

describe('subject questions that the classifier reads as something else', () => {
  it.each([
    ['inwersja po hardly ever', 'pl'],
    ['zapozyczenia z niemieckiego przyklady', 'pl'],
    ['кинули монетку тричі як порахувати ймовірність', 'uk'],
  ] as const)('"%s" is a concept question answered from a note', (message, language) => {
    const reply = ask(message, language)
    expect(reply.intent).toBe('explain')
    expect(reply.kind).toBe('concept')
  })

  it('a plan request with a deadline, and a problem the engine reads, keep their readings', () => {
    expect(ask('plan na 2 tygodnie do matury, słaba jestem z logarytmów', 'pl').intent).toBe('plan')
    expect(ask('solve 2x + 3 = 11', 'en').intent).toBe('solve')
  })
})

describe('Polish typed without its letters', () => {
  it.each([
    ['co to kontaminacja we frazeologii', 'pl'],
    ['co to byla rewolucja ukrainska 1917 i centralna rada', 'pl'],
    ['what is the difference between a metaphor and a simile', 'en'],
    ['Co je to fotosyntéza a proč je důležitá?', undefined],
  ] as const)('"%s" → %s', (message, language) => {
    expect(detectLanguage(message)).toBe(language)
  })
})
