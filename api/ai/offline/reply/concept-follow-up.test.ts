import { beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../openapi/types.ts'
import { composeTutorReply } from '../compose-node.ts'
import { nodeTutorResources } from '../tutor-node.ts'

/** Decision 146: after a concept question, a follow-up that names a subject is a concept question of its own. */
const after = (earlier: string, message: string, language: Language = 'en') =>
  composeTutorReply({
    message,
    history: [
      { role: 'user', content: earlier, timestamp: '2026-11-29T10:00:00Z' },
      { role: 'assistant', content: '…', timestamp: '2026-11-29T10:00:05Z' },
    ],
    language,
  })

describe('a follow-up on a concept', () => {
  beforeAll(() => void nodeTutorResources(), 120_000)

  it('that names a subject is answered from its note', () => {
    // Was read as "explain a step" of a problem that was never asked, and answered with nothing earlier.
    const reply = after('what is an action potential', 'ok and what happens at the synapse then')
    expect(reply.intent).toBe('explain')
    expect(reply.sources[0]).toBe('alberta-diploma-biology-30-note-03')
  })

  it('after a problem, stays a follow-up on that problem', () => {
    expect(after('solve 2x + 3 = 11', 'why do you subtract 3 first').kind).toBe('follow-up')
    expect(after('what is the discriminant', 'why?').kind).toBe('follow-up')
  })
})
