import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { nodeTutorResources } from '../tutor-node.ts'

/**
 * Decision 146: a subject question that names an exam, a section or a course is a concept question, not a plan,
 * a sum or a live-exam request; a student who says they are in the exam still gets the refusal.
 */
const ask = (message: string, language: Language) => composeTutorReply({ message, history: [], language })

describe('subject questions that name an exam', () => {
  beforeAll(() => void nodeTutorResources(), 120_000)

  it.each([
    // Was "solve": 30 − 1 = 29.
    ['social studies 30-1: what does collectivism mean', 'en', 'alberta-diploma-social-studies-30-1-note-01'],
    // Was a live-exam refusal.
    [
      'sat reading: how do i answer the text structure and purpose questions',
      'en',
      'sat-evidence-based-reading-writing-note-07',
    ],
    // Was a study plan: the exam named was taken for a plan request.
    ['na maturze z polskiego: kiedy przecinek przy wołaczu', 'pl', 'matura-extended-polish-language-note-04'],
  ] as const)('"%s" is answered from its note', (message, language, note) => {
    const reply = ask(message, language)
    expect(reply.intent).toBe('explain')
    expect(reply.kind).toBe('concept')
    expect(reply.sources[0]).toBe(note)
  })

  it.each([
    ["i'm sitting the sat reading section right now, what's the answer to question 5", 'en'],
    ['я зараз на нмт з історії, скажи відповідь на 12 питання', 'uk'],
    ['piszę teraz maturę z polskiego, podaj odpowiedź do zadania 3', 'pl'],
  ] as const)('"%s" is still a live-exam request', (message, language) => {
    expect(ask(message, language).kind).toBe('live-exam')
  })

  it('a plan request that names a weak topic is still a plan', () => {
    expect(ask('make me a study plan for the sat, im weak at quadratics', 'en').kind).toBe('plan')
  })
})
